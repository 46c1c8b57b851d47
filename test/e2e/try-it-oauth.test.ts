// The request console signs a reader in, against a local authorization server (test/helpers/
// oauth-server.ts) and a test API on 127.0.0.1: authorization code with PKCE through the popup and
// the callback page the build writes, client credentials, OpenID Connect discovery and the device
// flow, refresh of an expired token, denied consent and a forged state refused, and a token
// endpoint that does not allow the docs' origin explained. What it promises of a reader's secrets:
// nothing stored unless remembered, no cookie or referrer sent, no token in a URL. Parameters:
// optional ones sent only when given, serialised as the document's style and explode say.
// Screenshots go to test-results/try-it-oauth/.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, scrollToSection } from '../helpers/browser.ts';
import { REPO, copyFixture } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { startOAuthServer, type OAuthServer } from '../helpers/oauth-server.ts';
import { policyOf, serveWithHeaders } from '../hardening/serve-with-headers.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An API open to browsers, credentials included (so a console that sent the page's cookies would succeed, and be caught by what it received). */
async function startApi(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-credentials': 'true', 'access-control-allow-headers': 'authorization, content-type, x-key, x-trace', 'access-control-allow-methods': 'GET, POST' };
      if (req.method === 'OPTIONS') return res.writeHead(204, headers).end();
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(req.method === 'POST' ? 201 : 200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify({ id: 42 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let site: BuiltSite;
let browser: Browser;
let api: Awaited<ReturnType<typeof startApi>>;
let auth: OAuthServer;
let closedAuth: OAuthServer;

beforeAll(async () => {
  [browser, api, auth, closedAuth] = await Promise.all([launchBrowser(), startApi(), startOAuthServer(), startOAuthServer({ cors: false })]);
  const root = await copyFixture('try-it-oauth');
  const spec = path.join(root, 'openapi/files.yaml');
  const text = await fs.readFile(spec, 'utf8');
  await fs.writeFile(spec, text.replaceAll('AUTH_PORT', new URL(auth.url).port).replaceAll('CLOSED_PORT', new URL(closedAuth.url).port));
  site = await buildAndServe(root);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), api?.close(), auth?.close(), closedAuth?.close()]);
});

/** A page of the reference with a cookie on the docs' host (which the API shares: cookies ignore ports), the URL of every request of it and its popups recorded. */
async function openReference(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; visited: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'docs_session', value: 'cookie-of-the-docs', url: site.url }]);
  const page = await context.newPage();
  const visited: string[] = [];
  context.on('request', (request) => visited.push(request.url()));
  await page.goto(`${site.url}/api-reference/`);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
  return { page, visited };
}

async function openConsole(page: Page, anchor: string): Promise<Locator> {
  await scrollToSection(page, anchor);
  await page.locator(`[id="${anchor}"] .try-it-button`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'port', exact: true }).fill(String(api.port));
  return dialog;
}

/** Everything the page keeps on the device: both storages, its cookies as script sees them, and IndexedDB's database names. */
function deviceStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // The site's own record of where the reader had scrolled, which a reload writes.
    const session = Object.fromEntries(Object.entries(sessionStorage).filter(([key]) => key !== 'hubgen.scroll-positions'));
    return JSON.stringify({ local: { ...localStorage }, session, cookie: document.cookie, idb: (await indexedDB.databases()).map((db) => db.name) });
  });
}

async function send(dialog: Locator): Promise<string | null> {
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.locator('[data-status], .try-it__failure').first().waitFor();
  return dialog.locator('[data-status]').getAttribute('data-status', { timeout: 100 }).catch(() => null);
}

/** Signs in with the authorization code flow: the popup goes to the test server, which approves and sends it back to the callback page. */
async function signInWithCode(page: Page, dialog: Locator) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Sign in' }).click()]);
  await expect.poll(() => popup.isClosed()).toBe(true);
}

describe('signing in from the console', () => {
  it('signs in with authorization code and PKCE in a popup, the required scope ticked, and the API receives the token; nothing of it is stored, in a URL, or sent elsewhere', async () => {
    const { page, visited } = await openReference();
    const dialog = await openConsole(page, 'operation/getFile');
    expect(await dialog.getByLabel('Client id').inputValue()).toBe('docs-console');
    expect(await dialog.getByRole('checkbox', { name: /files:read/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /files:write/ }).isChecked()).toBe(false);
    await dialog.getByRole('checkbox', { name: /files:write/ }).check();
    const tokenRequestsBefore = auth.requests.filter((r) => r.url === '/token').length;
    await signInWithCode(page, dialog);
    const signedIn = dialog.locator('.try-it__signed-in [role="status"]');
    await signedIn.waitFor();
    expect(await signedIn.textContent()).toMatch(/^Signed in \(Authorization code with PKCE, client docs-console\)\. Scopes: files:read files:write\. Expires at /);
    const issued = auth.issued.at(-1)!;
    expect(issued).toMatchObject({ clientId: 'docs-console', scope: 'files:read files:write', grant: 'authorization_code' });
    // The authorization request carried an S256 challenge; the token request, the verifier the server checked it against.
    const authorize = new URL(visited.find((url) => url.startsWith(`${auth.url}/authorize`))!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${new URL(site.url).origin}/oauth-callback.html`);
    const tokenRequest = auth.requests.filter((r) => r.url === '/token')[tokenRequestsBefore];
    expect(new URLSearchParams(tokenRequest.body).get('code_verifier')).toMatch(/^[\w-]{43}$/);
    expect(await send(dialog)).toBe('200');
    const got = api.received.at(-1)!;
    expect(got.url).toBe('/v1/files/42');
    expect(got.headers.authorization).toBe(`Bearer ${issued.token}`);
    // No cookie of the docs and no referrer went to the API or the authorization server.
    for (const request of [got, tokenRequest]) {
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers.referer).toBeUndefined();
    }
    expect(visited.filter((url) => url.includes(issued.token))).toEqual([]);
    expect(await deviceStorage(page)).not.toContain(issued.token);
    // The request shown in the API's own sample languages (apis[].sampleLanguages), the token masked until revealed.
    expect(await dialog.getByLabel('Language', { exact: true }).locator('option').allTextContents()).toEqual(['Python', 'curl', 'Go']);
    const code = dialog.locator('.try-it__request pre');
    expect(await code.textContent()).toContain('"Authorization": "Bearer ••••••••"');
    expect(await code.textContent()).not.toContain(issued.token);
    await dialog.getByRole('button', { name: 'Reveal secret' }).click();
    expect(await code.textContent()).toContain(`"Authorization": "Bearer ${issued.token}"`);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });

  it('explains denied consent, and refuses a reply whose state is not the one sent', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/getFile');
    auth.nextAuthorization = 'deny';
    await signInWithCode(page, dialog);
    const failure = dialog.locator('.try-it__sign-in-failure');
    expect(await failure.textContent()).toBe('The authorization server refused (access_denied: The reader did not allow access). Consent was not given, so no token was issued: sign in again and allow access to use this API.');
    const tokenRequests = auth.requests.filter((r) => r.url === '/token').length;
    auth.nextAuthorization = 'wrong-state';
    await signInWithCode(page, dialog);
    await expect.poll(() => failure.textContent()).toContain('does not carry the state this console sent');
    expect(auth.requests.filter((r) => r.url === '/token').length).toBe(tokenRequests);
    expect(await dialog.locator('.try-it__signed-in').count()).toBe(0);
    await page.context().close();
  });

  it('renews an expired token with its refresh token before sending', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/getFile');
    auth.expiresIn = 1;
    await signInWithCode(page, dialog).finally(() => (auth.expiresIn = 3600));
    const first = auth.issued.at(-1)!;
    await expect.poll(() => dialog.locator('.try-it__signed-in').textContent(), { timeout: 20_000 }).toContain('Expired at');
    expect(await send(dialog)).toBe('200');
    const renewed = auth.issued.at(-1)!;
    expect(renewed.grant).toBe('refresh_token');
    expect(renewed.token).not.toBe(first.token);
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${renewed.token}`);
    expect(await dialog.locator('.try-it__signed-in').textContent()).toContain('Expires at');
    await page.context().close();
  });

  it('gets a token with client credentials, the secret sent only to the token endpoint and kept nowhere', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/getFile');
    await dialog.getByLabel('Flow').selectOption({ label: 'Client credentials' });
    await dialog.getByLabel('Client id').fill('service-client');
    await dialog.getByLabel('Client secret').fill('service-secret');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.locator('.try-it__signed-in').waitFor();
    const issued = auth.issued.at(-1)!;
    expect(issued).toMatchObject({ clientId: 'service-client', grant: 'client_credentials', scope: 'files:read' });
    // RFC 6749 §2.3.1: id and secret form-encoded, then base64.
    const basic = Buffer.from(auth.requests.at(-1)!.headers.authorization!.replace(/^Basic /, ''), 'base64').toString();
    expect(basic.split(':').map(decodeURIComponent)).toEqual(['service-client', 'service-secret']);
    expect(await send(dialog)).toBe('200');
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${issued.token}`);
    expect(JSON.stringify(api.received.at(-1)!.headers)).not.toContain('service-secret');
    expect(await deviceStorage(page)).not.toMatch(/service-secret|at-/);
    await page.context().close();
  });

  it('signs in through OpenID Connect discovery with the device flow, approved elsewhere', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/getMe');
    await dialog.getByLabel('Flow').selectOption({ label: 'Device code' });
    expect(await dialog.getByRole('checkbox', { name: /openid/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const code = dialog.locator('.try-it__user-code');
    await code.waitFor();
    expect(await dialog.locator('.try-it__device a').getAttribute('href')).toBe(`${auth.url}/activate`);
    auth.approveDevice((await code.textContent())!);
    await dialog.locator('.try-it__signed-in').waitFor({ timeout: 15_000 });
    const issued = auth.issued.at(-1)!;
    expect(issued).toMatchObject({ grant: 'urn:ietf:params:oauth:grant-type:device_code', scope: 'openid' });
    expect(await send(dialog)).toBe('200');
    expect(api.received.at(-1)).toMatchObject({ url: '/v1/me', headers: { authorization: `Bearer ${issued.token}` } });
    await page.context().close();
  });

  it("says what the authorization server's owner must allow when its token endpoint refuses the docs' origin (CORS)", async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/getReports');
    await dialog.getByLabel('Client id').fill('service-client');
    await dialog.getByLabel('Client secret').fill('service-secret');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const failure = dialog.locator('.try-it__sign-in-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(`The authorization server's token endpoint (${closedAuth.url}/token) sent no reply this page may read: it does not allow this site's origin (CORS)`);
    expect(await failure.textContent()).toContain(`its owner must allow ${new URL(site.url).origin} there`);
    await page.context().close();
  });

  it('signs in under the built Content-Security-Policy, which allows the token endpoint, and the callback page runs under it', async () => {
    const policy = policyOf(await fs.readFile(path.join(site.out, '_headers'), 'utf8'))!;
    const connect = policy.match(/connect-src ([^;]+)/)![1].split(' ').sort();
    expect(connect).toEqual(["'self'", auth.url, closedAuth.url, 'http://127.0.0.1:9'].sort());
    const strict = await serveWithHeaders(site.out, { 'Content-Security-Policy': policy.replace('http://127.0.0.1:9', `http://127.0.0.1:${api.port}`) });
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    context.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
    await page.goto(`${strict.url}/api-reference/`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    const dialog = await openConsole(page, 'operation/getFile');
    await signInWithCode(page, dialog);
    await dialog.locator('.try-it__signed-in').waitFor();
    expect(await send(dialog)).toBe('200');
    expect(violations).toEqual([]);
    await context.close();
    await strict.close();
  });
});

describe("a reader's secrets", () => {
  it('stores nothing unless "Remember on this device" is ticked; then only this API\'s, until "Forget"', async () => {
    const { page } = await openReference();
    const before = await deviceStorage(page);
    let dialog = await openConsole(page, 'operation/createNote');
    await dialog.getByLabel('API key (header X-Key)').fill('typed-key-1');
    expect(await send(dialog)).toBe('201');
    expect(api.received.at(-1)!.headers['x-key']).toBe('typed-key-1');
    expect(await deviceStorage(page)).toBe(before);
    await dialog.getByLabel('Remember on this device').check();
    expect(await send(dialog)).toBe('201');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['hubgen.tryIt.credentials.files']);
    expect(await page.evaluate(() => localStorage.getItem('hubgen.tryIt.credentials.files'))).toContain('typed-key-1');
    await page.reload();
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    dialog = await openConsole(page, 'operation/createNote');
    expect(await dialog.getByLabel('API key (header X-Key)').inputValue()).toBe('typed-key-1');
    await dialog.getByRole('button', { name: 'Forget' }).click();
    expect(await deviceStorage(page)).toBe(before);
    expect(await dialog.getByLabel('API key (header X-Key)').inputValue()).toBe('');
    await page.context().close();
  });

  it("sends the API no cookie of the docs' origin and no referrer", async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/createNote');
    await dialog.getByLabel('API key (header X-Key)').fill('typed-key-2');
    expect(await send(dialog)).toBe('201');
    const got = api.received.at(-1)!;
    expect(got.headers['x-key']).toBe('typed-key-2');
    expect(got.headers.cookie).toBeUndefined();
    expect(got.headers.referer).toBeUndefined();
    await page.context().close();
  });
});

describe('parameters', () => {
  it('sends required parameters from their examples and optional ones only once given, serialised by style and explode', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/searchFiles');
    await dialog.getByLabel('API key (header X-Key)').fill('k');
    const field = (key: string) => dialog.locator(`[data-parameter="${key}"]`).locator('input, select');
    expect(await field('query:q').inputValue()).toBe('');
    expect(await field('query:q').getAttribute('placeholder')).toBe('e.g. quarterly');
    expect(await send(dialog)).toBe('200');
    expect(api.received.at(-1)!.url).toBe('/v1/search?folder=inbox');
    expect(api.received.at(-1)!.headers['x-trace']).toBeUndefined();
    await field('query:q').fill('q4 report');
    await field('query:deleted').selectOption('false');
    await field('query:sort').selectOption('size');
    await field('query:tags').fill('red, blue');
    await field('query:ids').fill('1,2');
    await field('query:kinds').fill('pdf,doc');
    await field('query:filter').fill('{"owner":"me","size":3}');
    await field('header:X-Trace').fill('t-1');
    expect(await send(dialog)).toBe('200');
    const got = api.received.at(-1)!;
    expect(decodeURIComponent(got.url)).toBe('/v1/search?folder=inbox&q=q4+report&deleted=false&sort=size&tags=red&tags=blue&ids=1,2&kinds=pdf|doc&filter[owner]=me&filter[size]=3');
    expect(got.headers['x-trace']).toBe('t-1');
    await page.context().close();
  });

  it('prefills the body from the example, and puts it back with "Reset to the example"', async () => {
    const { page } = await openReference();
    const dialog = await openConsole(page, 'operation/createNote');
    const body = dialog.getByLabel('Body (application/json)');
    expect(JSON.parse(await body.inputValue())).toEqual({ text: 'Remember the milk' });
    await body.fill('{"text": "changed"}');
    await dialog.getByRole('button', { name: 'Reset to the example' }).click();
    expect(JSON.parse(await body.inputValue())).toEqual({ text: 'Remember the milk' });
    await page.context().close();
  });
});

describe('how the sign-in looks', () => {
  it('at 390 and 1280 px, light and dark, signed out and signed in (screenshots)', async () => {
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark']) {
        const { page } = await openReference({ width, height: 900 });
        await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
        const dialog = await openConsole(page, 'operation/getFile');
        await dialog.locator('.try-it__sign-in').screenshot({ path: path.join(REPO, 'test-results/try-it-oauth', `sign-in-${width}-${theme}.png`) });
        await signInWithCode(page, dialog);
        await dialog.locator('.try-it__signed-in').waitFor();
        await page.screenshot({ path: path.join(REPO, 'test-results/try-it-oauth', `signed-in-${width}-${theme}.png`) });
        expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
        await page.context().close();
      }
    }
  });
});
