// The request console of an API reference in Chromium, against test servers on 127.0.0.1: what a
// server receives (a bearer token, an API key in the query, a multipart upload), that no other
// request carries the credential, the explanation when the API does not allow the docs' origin, and
// that nothing of the console loads before "Try it" is clicked; the request in each sample language,
// run where the machine has the language. What it makes of a reply: checked
// against the documented response's schema, an image shown, a zip offered as a download.
// Screenshots of the open console at 390 and 1280 px, light and dark, go to test-results/try-it/.
import http from 'node:http';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, collectErrors, scrollToSection } from '../helpers/browser.ts';
import { FIXTURES, REPO, copyFixture, hubgen, tempDir } from '../helpers/cli.ts';
import { policyOf, serveWithHeaders } from '../hardening/serve-with-headers.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { execa } from 'execa';
import { spawnSync } from 'node:child_process';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A 160×100 PNG: a gradient with a dark band, large enough to see in a screenshot. */
function png(): Buffer {
  const [width, height] = [160, 100];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = y > 40 && y < 60;
      raw.set(band ? [30, 41, 59] : [37 + x, 99 + y, 235 - x], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data]);
    const frame = Buffer.alloc(8 + typed.length);
    frame.writeUInt32BE(data.length, 0);
    typed.copy(frame, 4);
    frame.writeUInt32BE(zlib.crc32(typed), 4 + typed.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const IMAGE = png();
/** Not a real zip: bytes that are not text, which is what the console goes by. */
const ARCHIVE = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from(Array.from({ length: 1200 }, (_, i) => (i * 7) % 256))]);

/** What the test server answers: the fixture's image and zip, a body that breaks getFileMeta's schema, else `{id: 42}`. */
function replyTo(req: http.IncomingMessage): { status: number; headers: Record<string, string>; body: Buffer | string } {
  const url = req.url ?? '';
  if (url.startsWith('/v1/files/42/preview')) return { status: 200, headers: { 'content-type': 'image/png' }, body: IMAGE };
  if (url.startsWith('/v1/files/42/archive')) {
    return { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="file-42.zip"', 'access-control-expose-headers': 'content-disposition' }, body: ARCHIVE };
  }
  if (url.startsWith('/v1/files/42/meta')) return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: '42', name: 'report.pdf', owner: { email: 7 } }) };
  return { status: req.method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 42 }) };
}

/** A server that records what it receives; with `cors`, it allows any origin, as an API open to browsers does. */
async function startApi(cors: boolean): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = cors ? { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'GET, POST' } : {};
      if (req.method === 'OPTIONS') return res.writeHead(204, headers).end();
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
      const reply = replyTo(req);
      res.writeHead(reply.status, { ...headers, ...reply.headers }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The sample languages whose code runs without a compile step, by tab label, each if this machine has it. */
const INTERPRETERS: Record<string, { here: boolean; command: string[]; source: (code: string) => string }> = {
  curl: { here: true, command: ['bash', '-c'], source: (code) => code },
  'Node.js': { here: true, command: [process.execPath, '--input-type=module', '--eval'], source: (code) => code },
  Python: { here: runs('python3', '-c', 'import requests'), command: ['python3', '-c'], source: (code) => code },
  PHP: { here: runs('php', '-r', 'exit(function_exists("curl_init") ? 0 : 1);'), command: ['php', '-r'], source: (code) => code.replace(/^<\?php\n/, '') },
  Ruby: { here: runs('ruby', '--version'), command: ['ruby', '-e'], source: (code) => code },
};

function runs(command: string, ...args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 15_000 }).status === 0;
}

let site: BuiltSite;
let browser: Browser;
let api: Awaited<ReturnType<typeof startApi>>;
let closedApi: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  [site, browser, api, closedApi] = await Promise.all([buildAndServe(path.join(FIXTURES, 'try-it')), launchBrowser(), startApi(true), startApi(false)]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), api?.close(), closedApi?.close()]);
});

/** The reference, every request the page makes recorded. */
async function openReference(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; requests: Request[] }> {
  const page = await browser.newPage({ viewport });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${site.url}/api-reference/`);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
  return { page, requests };
}

/** axe's serious and critical findings in the open console. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run({ include: [['dialog.try-it']] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/** Opens the console of an operation and points it at the test server on `port`. */
async function openConsole(page: Page, anchor: string, port: number) {
  await scrollToSection(page, anchor);
  await page.locator(`[id="${anchor}"] .try-it-button`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'port', exact: true }).fill(String(port));
  return dialog;
}

describe('the request console', () => {
  it('loads nothing of the console before "Try it" is clicked, and its chunk and data on the click', async () => {
    const { page, requests } = await openReference();
    await scrollToSection(page, 'operation/getFile');
    const consoleFiles = () => requests.map((r) => r.url()).filter((url) => /\/Console-[^/]+\.js$|\/api-try-it\//.test(url));
    expect(consoleFiles()).toEqual([]);
    await page.locator('[id="operation/getFile"] .try-it-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).waitFor();
    expect(consoleFiles()).toHaveLength(2);
    await page.close();
  });

  it('sends a bearer token in its header, and no other request carries it', async () => {
    const { page, requests } = await openReference();
    const errors = collectErrors(page);
    const dialog = await openConsole(page, 'operation/getFile', api.port);
    // An optional parameter is sent once given (it starts empty).
    await dialog.locator('[data-parameter="query:fields"] input').fill('name,size');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('[data-status]').getAttribute('data-status')).toBe('200');
    expect(await dialog.textContent()).toContain('Documented response: 200.');
    const got = api.received.find((r) => r.url.startsWith('/v1/files/'))!;
    expect(got).toMatchObject({ method: 'GET', url: '/v1/files/42?fields=name%2Csize' });
    expect(got.headers.authorization).toBe('Bearer secret-token-123');
    const carrying = requests.filter((r) => JSON.stringify(r.headers()).includes('secret-token-123') || r.url().includes('secret-token-123'));
    expect(carrying.map((r) => r.url())).toEqual([`http://127.0.0.1:${api.port}/v1/files/42?fields=name%2Csize`]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the request in each of the site's sample languages with the reader's values, the secret masked until revealed, in the page's sample language", async () => {
    const { page } = await openReference();
    const errors = collectErrors(page);
    // The page's samples switched to Go: the console opens in Go.
    await scrollToSection(page, 'operation/getFile');
    const samples = page.locator('[id="operation/getFile"]').getByRole('tablist', { name: 'Sample language' });
    await samples.getByRole('tab', { name: 'Go', exact: true }).click();
    const labels = await samples.getByRole('tab').allTextContents();
    const dialog = await openConsole(page, 'operation/getFile', api.port);
    await dialog.locator('[data-parameter="query:fields"] input').fill('name,size');
    const language = dialog.getByLabel('Language', { exact: true });
    expect(await language.locator('option').allTextContents()).toEqual(labels);
    expect(await language.inputValue()).toBe('Go');
    const code = async (label: string) => {
      await language.selectOption(label);
      return (await dialog.getByLabel(`The request in ${label}`).textContent()) ?? '';
    };
    const url = `http://127.0.0.1:${api.port}/v1/files/42?fields=name%2Csize`;
    for (const label of labels) {
      const text = await code(label);
      expect(text, label).toContain(url);
      expect(text, label).toContain('Bearer ••••••••');
      expect(text, label).not.toContain('secret-token-123');
    }
    await dialog.getByRole('button', { name: 'Reveal secret' }).click();
    const revealed = new Map<string, string>();
    for (const label of labels) revealed.set(label, await code(label));
    for (const [label, text] of revealed) expect(text, label).toContain('Bearer secret-token-123');
    // What the console sends, each language's code sends: run where this machine has the runtime.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('[data-status]').getAttribute('data-status')).toBe('200');
    const sent = api.received.at(-1)!;
    for (const [label, run] of Object.entries(INTERPRETERS)) {
      if (!revealed.has(label) || !run.here) continue;
      const before = api.received.length;
      await execa(run.command[0], [...run.command.slice(1), run.source(revealed.get(label)!)], { timeout: 60_000 });
      const got = api.received.slice(before);
      expect(got.map((r) => [r.method, r.url, r.headers.authorization]), label).toEqual([[sent.method, sent.url, sent.headers.authorization]]);
    }
    // Picked in the console, picked on the page.
    await language.selectOption('Ruby');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await samples.getByRole('tab', { selected: true }).textContent()).toBe('Ruby');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends an API key in the query, after checking the parameters against their schema', async () => {
    const { page, requests } = await openReference();
    const dialog = await openConsole(page, 'operation/searchFiles', api.port);
    await dialog.getByLabel('API key (query api_key)').fill('key-in-query-77');
    const q = dialog.locator('[data-parameter="query:q"] input');
    await q.fill('r');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('[data-parameter="query:q"] [role="alert"]').textContent()).toMatch(/too short/i);
    expect(api.received.some((r) => r.url.startsWith('/v1/search'))).toBe(false);
    await q.fill('report');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('[data-status]').getAttribute('data-status')).toBe('200');
    expect(api.received.find((r) => r.url.startsWith('/v1/search'))!.url).toBe('/v1/search?q=report&api_key=key-in-query-77');
    expect(requests.filter((r) => r.url().includes('key-in-query-77')).map((r) => new URL(r.url()).origin)).toEqual([`http://127.0.0.1:${api.port}`]);
    await page.close();
  });

  it('uploads a file as multipart/form-data', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/uploadFile', api.port);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'report.txt', mimeType: 'text/plain', buffer: Buffer.from('quarterly numbers') });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('[data-status]').getAttribute('data-status')).toBe('201');
    const got = api.received.find((r) => r.url === '/v1/uploads')!;
    expect(got.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(got.body).toMatch(/name="title"\r\n\r\nQuarterly report\r\n/);
    expect(got.body).toMatch(/name="file"; filename="report.txt"\r\nContent-Type: text\/plain\r\n\r\nquarterly numbers\r\n/);
    await page.close();
  });

  it('explains a server that does not allow the docs origin', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/getFile', closedApi.port);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const failure = dialog.locator('.try-it__failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(`the API did not allow this origin (CORS): use the mock, or ask the API's owner to allow ${new URL(site.url).origin}`);
    await page.close();
  });

  it('is used by keyboard alone: opened with Enter, fields reached with Tab, sent with Enter, closed with Escape', async () => {
    const { page } = await openReference();
    await scrollToSection(page, 'operation/searchFiles');
    await page.locator('[id="operation/searchFiles"] .try-it-button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).waitFor();
    const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? document.activeElement?.textContent?.trim());
    const port = dialog.getByRole('textbox', { name: 'port', exact: true });
    for (let i = 0; i < 6 && !(await port.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(api.port));
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('API key (query api_key)');
    await page.keyboard.type('typed-key');
    await page.keyboard.press('Enter'); // submits the form from a field, as any form does
    await expect.poll(() => dialog.locator('[data-status]').getAttribute('data-status')).toBe('200');
    expect(api.received.at(-1)!.url).toBe('/v1/search?q=report&api_key=typed-key');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('try-it-button');
    await page.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violation with a reply and a field error shown, ${theme} mode`, async () => {
      const { page } = await openReference();
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      const dialog = await openConsole(page, 'operation/searchFiles', api.port);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.locator('[data-status]').waitFor();
      await dialog.locator('[data-parameter="query:q"] input').fill('');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.locator('.try-it__field-error').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('looks right at 390 and 1280 px, light and dark (screenshots)', async () => {
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark']) {
        const { page } = await openReference({ width, height: 900 });
        await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
        await scrollToSection(page, 'operation/getFile');
        await page.locator('[id="operation/getFile"] .api-operation__samples').screenshot({ path: path.join(REPO, 'test-results/try-it', `button-${width}-${theme}.png`) });
        const dialog = await openConsole(page, 'operation/getFile', api.port);
        await dialog.getByRole('button', { name: 'Send' }).click();
        await dialog.locator('[data-status]').waitFor();
        await page.screenshot({ path: path.join(REPO, 'test-results/try-it', `console-${width}-${theme}.png`) });
        await dialog.getByLabel('Language', { exact: true }).selectOption('Python');
        await dialog.locator('.try-it__request').screenshot({ path: path.join(REPO, 'test-results/try-it', `request-${width}-${theme}.png`) });
        const overflow = await dialog.evaluate((d) => d.scrollWidth - d.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.close();
      }
    }
  });
});

/** Sends the console's prefilled request to the test server and waits for the reply. */
async function sendTo(page: Page, anchor: string) {
  const dialog = await openConsole(page, anchor, api.port);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.locator('[data-status]').waitFor();
  return dialog;
}

/** The console's image reply: its width once loaded, or 'download' when it fell back to a link (an image the page could not load). */
function imageShown(page: Page): Promise<number | string | null> {
  return page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('dialog img.try-it__image');
    if (image) return image.complete ? image.naturalWidth : null;
    return document.querySelector('dialog .try-it__download') ? 'download' : null;
  });
}

describe('what the console makes of a reply', () => {
  it('checks a JSON body against the documented schema, and lists where one breaks it with JSON pointers', async () => {
    const { page } = await openReference();
    const matching = await sendTo(page, 'operation/getFile');
    expect(await matching.locator('[data-match]').getAttribute('data-match')).toBe('true');
    expect(await matching.locator('.try-it__documented').textContent()).toContain('Documented response: 200. The body matches its schema (application/json).');
    await page.keyboard.press('Escape');
    const breaking = await sendTo(page, 'operation/getFileMeta');
    expect(await breaking.locator('[data-match]').getAttribute('data-match')).toBe('false');
    expect(await breaking.locator('.try-it__documented').textContent()).toContain('Documented response: 200. The body does not match its schema (application/json): 3 problems.');
    const problems = await breaking.locator('.try-it__problems li').allTextContents();
    expect(problems).toEqual([expect.stringMatching(/^\/ .*"size"/), expect.stringMatching(/^\/id .*integer/), expect.stringMatching(/^\/owner\/email .*string/)]);
    await page.close();
  });

  it('shows an image reply under the built policy, from an object URL revoked when the console closes', async () => {
    // The site's own _headers, its connect-src widened to this run's test server (it names port 9).
    const policy = policyOf(await fs.readFile(path.join(site.out, '_headers'), 'utf8'))!.replace('http://127.0.0.1:9', `http://127.0.0.1:${api.port}`);
    expect(policy).toContain("img-src 'self' blob:");
    const strict = await serveWithHeaders(site.out, { 'Content-Security-Policy': policy });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const violations: string[] = [];
      page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
      await page.goto(`${strict.url}/api-reference/`);
      await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
      const dialog = await sendTo(page, 'operation/getFilePreview');
      const image = dialog.locator('img.try-it__image');
      await expect.poll(() => imageShown(page)).toBe(160);
      expect(await image.getAttribute('alt')).toBe("The reply's image (image/png, " + (IMAGE.length / 1000).toFixed(1) + ' kB)');
      expect(await dialog.locator('.try-it__documented').textContent()).toContain('Documented response: 200. The reply is image/png, as documented.');
      expect(await dialog.locator('.try-it__code').count()).toBe(1); // the curl only: no text dump of the bytes
      const url = (await image.getAttribute('src'))!;
      expect(url).toMatch(/^blob:/);
      // Loaded as an image (img-src allows blob:; a fetch of it would meet connect-src).
      const loads = () =>
        page.evaluate((src) => new Promise((resolve) => Object.assign(new Image(), { onload: () => resolve('loads'), onerror: () => resolve('revoked'), src })), url);
      expect(await loads()).toBe('loads');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await loads()).toBe('revoked');
      expect(violations).toEqual([]);
    } finally {
      await page.close();
      await strict.close();
    }
  });

  it('offers a binary reply as a download, with its name and size, instead of its bytes as text', async () => {
    const { page } = await openReference();
    const dialog = await sendTo(page, 'operation/getFileArchive');
    const link = dialog.getByRole('link', { name: /^Download file-42\.zip/ });
    expect(await link.textContent()).toBe(`Download file-42.zip (${(ARCHIVE.length / 1000).toFixed(1)} kB)`);
    expect(await dialog.locator('.try-it__download').textContent()).toContain('The body is application/zip, not text.');
    expect(await dialog.locator('.try-it__code').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('file-42.zip');
    expect(await fs.readFile((await download.path())!)).toEqual(ARCHIVE);
    await page.close();
  });

  it('looks right with a schema mismatch and an image at 390 and 1280 px, light and dark, axe finding nothing serious (screenshots)', async () => {
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark']) {
        const { page } = await openReference({ width, height: 900 });
        await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
        for (const [anchor, name] of [['operation/getFileMeta', 'mismatch'], ['operation/getFilePreview', 'image']] as const) {
          const dialog = await sendTo(page, anchor);
          if (name === 'image') await expect.poll(() => imageShown(page)).toBe(160);
          await dialog.locator('.try-it__reply').scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(REPO, 'test-results/try-it', `reply-${name}-${width}-${theme}.png`) });
          expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page), `${name} at ${width} px, ${theme}`).toEqual([]);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
        await page.close();
      }
    }
  });
});

describe('the console, safe by construction', () => {
  it("allows in _headers' connect-src exactly the document's server origins, and explains a block by that policy", async () => {
    const policy = policyOf(await fs.readFile(path.join(site.out, '_headers'), 'utf8'))!;
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9;");
    expect(policy).toContain("img-src 'self' blob:;");
    const strict = await serveWithHeaders(site.out, { 'Content-Security-Policy': policy });
    const page = await browser.newPage();
    try {
      await page.goto(`${strict.url}/api-reference/`);
      await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
      const dialog = await openConsole(page, 'operation/getFile', api.port);
      const before = api.received.length;
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => dialog.locator('.try-it__failure').textContent()).toContain(`does not allow requests to http://127.0.0.1:${api.port}: add it to connect-src`);
      expect(api.received.length).toBe(before);
    } finally {
      await page.close();
      await strict.close();
    }
  });

  it('is left out of an API whose config says tryIt: false: no button, no data file, no connect-src', async () => {
    const root = await copyFixture('try-it');
    const config = path.join(root, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("title: 'Files API' }", "title: 'Files API', tryIt: false }"));
    const out = path.join(await tempDir('hubgen-out-'), 'build');
    const result = await hubgen(['build', '--root', root, '--out', out]);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const html = await fs.readFile(path.join(out, 'api-reference/index.html'), 'utf8');
    expect(html).toContain('class="sample-panel"');
    expect(html).not.toContain('try-it-button');
    expect(html).not.toContain('tryItUrl');
    await expect(fs.stat(path.join(out, 'assets/api-try-it'))).rejects.toThrow();
    expect(policyOf(await fs.readFile(path.join(out, '_headers'), 'utf8'))).not.toMatch(/connect-src|blob:/);
  });
});
