// The request console's mock under `hubgen serve --watch` follows the documents: an example edited
// and saved is what the console's next reply carries, from the same running server (the mock is
// loaded again from the saved files, not once per session).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, scrollToSection } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

let root: string;
let serve: ServeProcess;
let browser: Browser;

beforeAll(async () => {
  root = await copyFixture('try-it-watch');
  [serve, browser] = await Promise.all([startServe(['--watch', '--root', root]), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
});

/** Opens the reference afresh, sends the greeting's prefilled request to the mock and returns the reply's body. */
async function greeting(): Promise<string> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${serve.url}/api-reference/`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await scrollToSection(page, 'operation/getGreeting');
    await page.locator('[id="operation/getGreeting"] .try-it-button').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Send to').locator('option:checked').textContent()).toBe('Mock (this site)');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('[data-status]').getAttribute('data-status')).toBe('200');
    return (await dialog.locator('.try-it__reply .try-it__code').textContent()) ?? '';
  } finally {
    await page.close();
  }
}

describe('the console under serve --watch', () => {
  it("answers from the document as saved: an edited example is the next reply's body, with no restart", async () => {
    expect(await greeting()).toContain('"text": "Hello from the first example"');
    const file = path.join(root, 'openapi', 'shop.yaml');
    await serve.save(file, async () => fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('Hello from the first example', 'Hello from the edited example')));
    expect(await greeting()).toContain('"text": "Hello from the edited example"');
    expect(serve.output()).not.toMatch(/could not start/);
  });
});
