// Every part of an OpenAPI document shows in the reference (fixture openapi-parts): info, servers
// with variables, each security scheme type with what a caller needs, each operation's required
// scopes, tags of prose alone, x-tagGroups, deprecated operations, links, callbacks and webhooks.
// Multi-paragraph descriptions hydrate without an error, and every deep link lands.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, collectErrors, waitForHydration, idInView, scrollToSection } from '../helpers/browser.ts';
import { FIXTURES } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let site: BuiltSite;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(path.join(FIXTURES, 'openapi-parts')), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = collectErrors(page);
  await page.goto(`${site.url}/api-reference/`);
  await waitForHydration(page);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const text = (selector: string) => page.locator(selector).first().innerText();

describe('the reference of a document that uses every part of OpenAPI', () => {
  it('hydrates without a console error, multi-paragraph descriptions included', async () => {
    const body = page.locator('[id="operation/createPart"] .api-operation__block', { hasText: 'Request body' }).locator('.api-description p');
    expect(await body.allInnerTexts()).toEqual(['The part to create.', 'Its id is chosen by the server: any id you send is ignored.']);
    expect(errors).toEqual([]);
  });

  it('shows contact, licence, terms of service and every server with its variables', async () => {
    const info = page.locator('.api-info');
    expect(await info.getByRole('link', { name: 'Parts support' }).getAttribute('href')).toBe('https://parts.example.com/support');
    expect(await info.getByRole('link', { name: 'support@parts.example.com' }).getAttribute('href')).toBe('mailto:support@parts.example.com');
    expect(await info.getByRole('link', { name: 'Apache 2.0' }).getAttribute('href')).toBe('https://www.apache.org/licenses/LICENSE-2.0.html');
    expect(await info.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('https://parts.example.com/terms');
    const servers = await page.locator('.api-server').allInnerTexts();
    expect(servers).toHaveLength(2);
    expect(servers[0]).toContain('https://{region}.parts.example.com/v2');
    expect(servers[0]).toContain('Production, in the region of your account.');
    expect(servers[0]).toMatch(/\{region\} default eu \(one of eu, us\)/);
    expect(servers[0]).toContain('Where your account lives.');
    expect(servers[1]).toContain('Sandbox, reset every night.');
  });

  it('describes every security scheme type', async () => {
    const scheme = (name: string) => text(`[id="security/${name}"]`);
    expect(await scheme('bearerAuth')).toMatch(/HTTP bearer[\s\S]*A token from your dashboard\.[\s\S]*Bearer format\s+JWT/);
    expect(await scheme('basicAuth')).toContain('HTTP basic');
    expect(await scheme('apiKeyHeader')).toMatch(/API key in header[\s\S]*Header parameter name\s+X-Parts-Key/);
    expect(await scheme('apiKeyQuery')).toMatch(/API key in query[\s\S]*Query parameter name\s+key/);
    expect(await scheme('apiKeyCookie')).toMatch(/API key in cookie[\s\S]*Cookie parameter name\s+parts_session/);
    const oauth = await scheme('oauth');
    expect(oauth).toMatch(/OAuth 2\.0[\s\S]*Authorization code flow[\s\S]*Authorization URL\s+https:\/\/parts\.example\.com\/oauth\/authorize/);
    expect(oauth).toMatch(/Refresh URL\s+https:\/\/parts\.example\.com\/oauth\/refresh/);
    expect(oauth).toMatch(/parts:write\s+Create and change parts/);
    expect(oauth).toMatch(/Client credentials flow[\s\S]*Token URL\s+https:\/\/parts\.example\.com\/oauth\/token/);
    expect(await scheme('openId')).toMatch(/OpenID Connect[\s\S]*OpenID Connect URL\s+https:\/\/parts\.example\.com\/\.well-known\/openid-configuration/);
  });

  it("lists each operation's alternatives of credentials with their scopes, and says when none is needed", async () => {
    const security = async (id: string) => {
      await scrollToSection(page, `operation/${id}`);
      return page.locator(`[id="operation/${id}"] .api-operation__security`).first().innerText();
    };
    expect(await security('listParts')).toMatch(/any one of[\s\S]*oauth \(OAuth 2\.0\) with scope parts:read\s+apiKeyHeader \(API key in header\) and apiKeyCookie \(API key in cookie\)/);
    expect(await security('createPart')).toMatch(/oauth \(OAuth 2\.0\) with scopes parts:write, parts:read\s+openId \(OpenID Connect\)/);
    expect(await security('getStatus')).toBe('Authorization: none');
    expect(await page.locator('[id="operation/listParts"] .api-operation__security a', { hasText: 'oauth' }).getAttribute('href')).toBe('#security/oauth');
  });

  it('shows a one-line description indented by four spaces as a code block, as markdown reads it', async () => {
    // A long response description shows when the reader opens the response.
    await scrollToSection(page, 'operation/getStatus');
    await page.locator('[id="operation/getStatus"] .api-response', { hasText: '503' }).locator('summary').click();
    const description = page.locator('[id="operation/getStatus"] .api-description', { hasText: 'Retry in 30 seconds' });
    expect(await description.locator('pre code').textContent()).toBe('Retry in 30 seconds');
    expect(await description.locator('p').count()).toBe(0);
  });

  it('shows tags of prose alone as sections, x-tagGroups as sidebar headings, display names and deprecated operations', async () => {
    expect(await page.locator('[id="tag/Introduction"] .api-description p').allInnerTexts()).toEqual([
      'Parts are made of smaller parts.',
      'This section has no operations: it is prose the sidebar links to.',
    ]);
    expect(await text('[id="tag/Rate-limits"]')).toContain('Forty requests a minute per key.');
    const headings = await page.locator('.api-nav__group-heading').allInnerTexts();
    expect(headings.map((h) => h.toLowerCase())).toEqual(['guides', 'reference']);
    const groups = await page.locator('.api-nav__tag-group').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('.api-nav__tag')].map((a) => a.textContent)));
    expect(groups).toEqual([['Introduction', 'Rate limits'], ['Parts and pieces', 'Subscriptions']]);
    expect(await text('[id="tag/Parts"] h2')).toContain('Parts and pieces');
    expect(await page.locator('[id="operation/getPartLegacy"] .badge--deprecated').count()).toBe(1);
    expect(await page.locator('.api-nav a[href="#operation/getPartLegacy"] .api-nav__summary--deprecated').count()).toBe(1);
  });

  it('shows response links to the operation they feed, and long response descriptions', async () => {
    const created = page.locator('[id="operation/createPart"] .api-response', { hasText: '201' });
    // Closed, the body is not part of the document (it waits in a <noscript>, see DeferredDetails).
    expect(await created.locator('.api-response__body').count()).toBe(0);
    expect(await created.locator('noscript').count()).toBe(1);
    await created.locator('summary').first().click();
    // Rendered once opened, in a moment (the full suite under load read it too soon once).
    await expect.poll(() => created.locator(':scope > details > .api-response__body > .api-description p').allInnerTexts()).toEqual(['The part created.', 'Its location is in the Location header.']);
    const link = created.locator('.api-links li');
    expect(await link.getByRole('link', { name: 'Retrieve a part' }).getAttribute('href')).toBe('#operation/getPart');
    expect(await link.innerText()).toMatch(/GetCreatedPart → Retrieve a part[\s\S]*The id in the response is the part to read\.[\s\S]*id = \$response\.body#\/id/);
  });

  it('shows callbacks with their URL expression, payload and expected responses', async () => {
    const callback = page.locator('[id="operation/subscribe"] .api-callback');
    expect(await callback.locator('h5').innerText()).toBe('partChanged');
    expect(await callback.locator('.api-operation__endpoint').innerText()).toMatch(/POST\s+\{\$request\.body#\/callbackUrl\}/);
    expect(await callback.innerText()).toContain('Sent when a part you subscribed to changes.');
    expect(await callback.locator('.api-operation__block', { hasText: 'Payload' }).locator('[data-property="name"]').count()).toBe(1);
    expect(await callback.innerText()).toMatch(/204\s+Received\./);
  });

  it('shows webhooks in their own section, with no sample that would call the API', async () => {
    const webhook = page.locator('[id="webhook/partDeleted"]');
    expect(await webhook.locator('h3').innerText()).toContain('A part was deleted');
    expect(await webhook.locator('.api-operation__endpoint').innerText()).toMatch(/POST\s+partDeleted\s+webhook/);
    expect(await webhook.locator('[data-sample]').count()).toBe(0);
    expect(await page.locator('.api-nav a[href="#webhook/partDeleted"]').count()).toBe(1);
  });

  it('shows a discriminator with its mapping as links to the variants, which it does not expand again', async () => {
    const shape = page.locator('[id="schema/Shape"]');
    expect(await shape.locator('.schema-discriminator').innerText()).toBe('Chosen by the value of kind: bolt → Bolt, nut → Nut');
    expect(await shape.locator('.schema-discriminator a').evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['#schema/Bolt', '#schema/Nut']);
  });

  it('lands on the deep link of every operation, webhook, callback, security scheme and prose tag', async () => {
    const anchors = await page.locator('[data-anchor], .api-callback__operation[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(anchors).toEqual(expect.arrayContaining(['operation/listParts', 'webhook/partDeleted', 'security/oauth', 'tag/Introduction', 'operation/subscribe/callback/partChanged/post']));
    const deep = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const anchor of anchors) {
      await deep.goto(`${site.url}/api-reference/#${anchor}`);
      await waitForHydration(deep);
      await expect.poll(() => idInView(deep, anchor), { message: anchor }).toBe(true);
    }
    await deep.close();
  });
});
