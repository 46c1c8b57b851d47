// The marketplace hub itself (this repository's site), built the way CI builds it: twice, from
// different working folders and time zones with no cache, which must give the same bytes; then the
// first build is checked as a reader's browser meets it: external links that cannot reach back,
// the `_headers` policy (and the README's nginx line) served for real with no violation, and axe
// on every route at desktop and mobile width, light and dark.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO, hubgen, tempDir } from '../helpers/cli.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { SPEC_ROUTES } from '../helpers/spec-routes.ts';
import { policyOf, serveWithHeaders } from './serve-with-headers.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SITE_PARTS = ['site.config.ts', 'content', 'openapi', 'static'];

let work: string;
let root: string;
let outA: string;
let outB: string;
let browser: Browser;

/** sha256 of every file below dir, by relative path. */
async function hashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = createHash('sha256').update(await fs.readFile(full)).digest('hex');
  }
  return out;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  // A copy of the site, so removing its cache cannot disturb anyone else building the repository.
  work = await tempDir('hubgen-real-');
  root = path.join(work, 'site');
  for (const part of SITE_PARTS) await fs.cp(path.join(REPO, part), path.join(root, part), { recursive: true });
  outA = path.join(work, 'out-a');
  outB = path.join(work, 'out-b');
  await fs.mkdir(path.join(work, 'cwd-a'));
  await fs.mkdir(path.join(work, 'cwd-b', 'nested'), { recursive: true });
  const browserStarting = launchBrowser();
  const a = await hubgen(['build', '--root', root, '--out', outA], { cwd: path.join(work, 'cwd-a'), env: { TZ: 'UTC' } });
  if (a.exitCode !== 0) throw new Error(`the site does not build:\n${a.stderr}`);
  await fs.rm(path.join(root, '.hubgen'), { recursive: true, force: true });
  const b = await hubgen(['build', '--root', root, '--out', outB], { cwd: path.join(work, 'cwd-b', 'nested'), env: { TZ: 'Asia/Tokyo' } });
  if (b.exitCode !== 0) throw new Error(`the second build failed:\n${b.stderr}`);
  browser = await browserStarting;
});
afterAll(async () => {
  await browser?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('deterministic output', () => {
  it('two clean builds from different folders and time zones are byte-identical, search index included', async () => {
    const [a, b] = await Promise.all([hashes(outA), hashes(outB)]);
    expect(Object.keys(a).some((file) => file.startsWith('search' + path.sep))).toBe(true);
    expect(Object.keys(a).length).toBeGreaterThan(SPEC_ROUTES.length);
    expect(b).toEqual(a);
  });
});

describe('links out of the site', () => {
  it('every link to another host carries rel="noopener noreferrer"', async () => {
    const own = new URL((await fs.readFile(path.join(outA, 'sitemap.xml'), 'utf8')).match(/<loc>([^<]+)<\/loc>/)![1]).host;
    const offenders: string[] = [];
    let external = 0;
    for (const file of await htmlFiles(outA)) {
      const html = await fs.readFile(file, 'utf8');
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
        const href = /\shref="(https?:\/\/[^"]*)"/i.exec(tag)?.[1];
        if (!href || new URL(href.replace(/&amp;/g, '&')).host === own) continue;
        external++;
        const rel = (/\srel="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) offenders.push(`${path.relative(outA, file)}: ${tag}`);
      }
    }
    expect(external).toBeGreaterThan(0); // the footer links to the help center, community, videos…
    expect(offenders).toEqual([]);
  });
});

describe('strict Content-Security-Policy', () => {
  it('is written to _headers for Netlify / Cloudflare Pages, and the README gives nginx the same policy', async () => {
    const headers = await fs.readFile(path.join(outA, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    const policy = policyOf(headers)!;
    expect(policy.split('; ')).toEqual(expect.arrayContaining(["default-src 'self'", "script-src 'self'"]));
    expect(policy).not.toMatch(/unsafe-|data:|\*/);
    const readme = await fs.readFile(path.join(REPO, 'README.md'), 'utf8');
    expect(readme).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  });

  it('the site hydrates and navigates under it with zero violations', async () => {
    const policy = policyOf(await fs.readFile(path.join(outA, '_headers'), 'utf8'))!;
    const server = await serveWithHeaders(outA, { 'Content-Security-Policy': policy });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const violations: string[] = [];
    await context.exposeBinding('__cspViolation', (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    try {
      const page = await context.newPage();
      const hydrated = () => page.locator('button.color-mode-toggle:not([disabled])').waitFor();
      for (const route of SPEC_ROUTES) {
        const response = await page.goto(server.url + route);
        expect(response?.headers()['content-security-policy']).toBe(policy);
        await hydrated();
      }
      // Client navigation, the colour-mode toggle, search (chunk and index loads) and the API reference.
      await page.goto(server.url + '/');
      await hydrated();
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      await page.locator('.navbar').getByRole('link', { name: 'Documentation' }).click();
      await page.waitForURL(server.url + '/docs/intro');
      await page.locator('.navbar').getByRole('link', { name: 'Webhooks' }).click();
      await page.waitForURL(server.url + '/docs/Webhooks/intro');
      await page.locator('button.color-mode-toggle').click();
      await page.locator('.navbar .search__input').fill('reindex');
      await page.locator('.search__status', { hasText: /result/ }).waitFor({ state: 'attached' });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/api-reference\/#operation\//);
      await page.locator('section.api-operation').first().waitFor();
      expect(documents).toEqual([]);
      expect(violations).toEqual([]);

      // The recorder works: an inline script is refused and reported.
      await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.__ran = 1' })));
      await expect.poll(() => violations.length).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('accessibility', () => {
  interface AxeViolation {
    id: string;
    impact: string;
    help: string;
    nodes: { target: string[] }[];
  }

  async function axe(page: Page): Promise<AxeViolation[]> {
    await page.addScriptTag({ path: AXE });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
    });
  }

  it('axe finds no serious or critical violation on any route, at 1280 and 390 px, light and dark', async () => {
    const server = await serveWithHeaders(outA, {});
    const found: string[] = [];
    const variants = [1280, 390].flatMap((width) => (['light', 'dark'] as const).map((theme) => ({ width, theme })));
    const check = async ({ width, theme }: { width: number; theme: 'light' | 'dark' }) => {
      const context: BrowserContext = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      for (const route of [...SPEC_ROUTES, '/docs/no-such-page']) {
        await page.goto(server.url + route);
        await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        for (const v of await axe(page)) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          found.push(`${route} @${width}px ${theme}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      await context.close();
    };
    try {
      // Two variants at a time: one per core.
      await Promise.all([check(variants[0]).then(() => check(variants[1])), check(variants[2]).then(() => check(variants[3]))]);
    } finally {
      await server.close();
    }
    expect(found).toEqual([]);
  }, 600_000);
});
