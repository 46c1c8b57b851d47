// Translated pages through the real binary: a page of content/i18n/<locale>/pages/ is built at
// /<locale>/<its path> in place of the default locale's, a page with no translation falls back to
// the default locale's file, and the default locale keeps its own (fixtures/shell: en and fr).
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('content/i18n/<locale>/pages/', () => {
  let out: string;
  beforeAll(async () => {
    const site = await copyFixture('shell');
    const pages = path.join(site, 'content/pages');
    const fr = path.join(site, 'content/i18n/fr/pages');
    await fs.mkdir(fr, { recursive: true });
    await fs.writeFile(path.join(pages, 'about.mdx'), '---\ntitle: About us\n---\n\nThe english about text.\n');
    await fs.writeFile(path.join(fr, 'about.mdx'), '---\ntitle: À propos\n---\n\nLe texte français de la page.\n');
    await fs.writeFile(path.join(fr, 'index.tsx'), "export const meta = { title: 'Accueil', description: 'La page d’accueil.' };\n\nexport default function Home() {\n  return <div className=\"container\"><h1>Accueil du shell</h1></div>;\n}\n");
    // Only in the default locale: falls back in fr.
    await fs.writeFile(path.join(pages, 'contact.mdx'), '---\ntitle: Contact\n---\n\nThe english contact text.\n');
    const result = await hubgen(['build', '--root', site]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    out = path.join(site, 'build');
  });

  const read = (file: string) => fs.readFile(path.join(out, file), 'utf8');

  it('builds a translated Markdown page at /<locale>/… in its language, the default one at its own path', async () => {
    const fr = await read('fr/about.html');
    expect(fr).toContain('Le texte français de la page.');
    expect(fr).not.toContain('The english about text.');
    expect(fr).toContain('<title>À propos | Shell Site</title>');
    expect(fr).toMatch(/<html lang="fr-FR"/);
    const en = await read('about.html');
    expect(en).toContain('The english about text.');
    expect(en).not.toContain('Le texte français');
  });

  it('builds a translated React page (the locale home) from its own file', async () => {
    const fr = await read('fr/index.html');
    expect(fr).toContain('Accueil du shell');
    expect(fr).toContain('<title>Accueil | Shell Site</title>');
    expect(await read('index.html')).toContain('Shell home');
    expect(await read('index.html')).not.toContain('Accueil du shell');
  });

  it('falls back to the default locale for a page with no translation', async () => {
    const fr = await read('fr/contact.html');
    expect(fr).toContain('The english contact text.');
    expect(fr).toMatch(/<html lang="fr-FR"/);
  });
});
