// `hubgen/theme` (package.json `exports`, types built by scripts/build-cli.mjs): a site's override
// written in TypeScript is checked against the props the theme passes. A project with hubgen in its
// node_modules (this repository, as `npm install` would lay it) type-checks a right override and
// fails a wrong one, naming the prop.
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO, tempDir } from '../helpers/cli.ts';

let project: string;

async function link(name: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(project, 'node_modules', name)), { recursive: true });
  await fs.symlink(target, path.join(project, 'node_modules', name), 'dir');
}

function tsc(files: string[]) {
  const args = ['--noEmit', '--strict', '--skipLibCheck', '--jsx', 'react-jsx', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', ...files];
  return execa(path.join(REPO, 'node_modules/.bin/tsc'), args, { cwd: project, reject: false });
}

beforeAll(async () => {
  project = await tempDir('hubgen-theme-types-');
  await fs.writeFile(path.join(project, 'package.json'), '{ "type": "module" }\n');
  await link('hubgen', REPO);
  for (const pkg of ['react', '@types/react']) await link(pkg, path.join(REPO, 'node_modules', pkg));
});

const OVERRIDE = `import type { FooterLinkItemProps, DocCardListProps } from 'hubgen/theme';
import Original from './original.js';

export default function FooterLinkItem({ item }: FooterLinkItemProps) {
  return <span className="acme">{item.label ?? item.href}<Original item={item} /></span>;
}

export function Cards(props: DocCardListProps) {
  return <p>{props.items?.map((i) => (i.type === 'html' ? i.value : i.label)).join(', ')}</p>;
}
`;

describe('hubgen/theme', () => {
  it('is exported with its types and an empty module', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(REPO, 'package.json'), 'utf8'));
    expect(manifest.exports['./theme']).toEqual({ types: './dist/types/theme/theme-props.d.ts', default: './dist/theme.js' });
    expect(Object.keys(await import(path.join(REPO, 'dist/theme.js')))).toEqual([]);
  });

  it("type-checks an override against the theme's props, and names a wrong prop", async () => {
    await fs.writeFile(path.join(project, 'original.tsx'), "import type { FooterLinkItemProps } from 'hubgen/theme';\nexport default function Original(props: FooterLinkItemProps) {\n  return <a href={props.item.href}>{props.item.label}</a>;\n}\n");
    await fs.writeFile(path.join(project, 'Footer.tsx'), OVERRIDE);
    await fs.writeFile(path.join(project, 'Wrong.tsx'), OVERRIDE.replace('item.label ?? item.href', 'item.title'));
    // One run for both (tsc's start is most of its time): the right one has no error, the wrong one one.
    const result = await tsc(['Footer.tsx', 'Wrong.tsx']);
    const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(errors).toEqual([expect.stringMatching(/^Wrong\.tsx\(5,\d+\): error TS2339: Property 'title' does not exist on type 'FooterLinkItem'/)]);
  });
});
