// Links in an API reference's descriptions, across saves in `serve --watch`: a save keeps each page's
// link verdicts while nothing it links to changed (the API reference's too: its descriptions are MBs
// in a large document), and checks the reference again when a doc it links to goes away or comes back.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { copyFixture, writeWhole } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

let site: string;
let serve: ServeProcess;
const retries = () => path.join(site, 'content/docs/retries.mdx');
const RETRIES_DOC = '---\ntitle: Retries\n---\n\nRetry a failed job once.\n';

beforeAll(async () => {
  site = await copyFixture('api-bare');
  await fs.writeFile(retries(), RETRIES_DOC);
  const spec = path.join(site, 'openapi/jobs.yaml');
  const text = await fs.readFile(spec, 'utf8');
  const linked = text.replace('description: Returns the jobs whose state is `in_progress`.', 'description: Returns the jobs whose state is `in_progress`; see [retries](/docs/retries).');
  expect(linked).not.toBe(text);
  await fs.writeFile(spec, linked);
  serve = await startServe(['--watch', '--root', site]);
});
afterAll(async () => {
  await serve?.stop();
});

const get = async (route: string) => {
  const res = await fetch(new URL(route, serve.url));
  return { status: res.status, text: await res.text() };
};

describe('links of an API reference in serve --watch', () => {
  it('are checked again when a doc they lead to goes, and pass again when it comes back', async () => {
    onTestFailed(() => console.error(`serve --watch output:\n${serve.output()}`));
    expect((await get('/api-reference/')).text).toContain('href="/docs/retries"');
    expect(serve.output()).not.toMatch(/broken link/);

    // A save that changes nothing the reference links to: no problem reported.
    const intro = path.join(site, 'content/docs/intro.mdx');
    const from = serve.output().length;
    await serve.save(intro, async () => writeWhole(site, intro, `${await fs.readFile(intro, 'utf8')}\nA kiwiedit line.\n`));
    expect(serve.output().slice(from)).not.toMatch(/error|broken link/);

    // The linked doc deleted: the reference's link is reported at its place in the document (a
    // warning, as links in an OpenAPI document are by default), and the save goes through.
    const deleting = serve.output().length;
    await serve.save(retries(), () => fs.rm(retries()));
    expect(serve.output().slice(deleting)).toMatch(/warn \S*openapi\/jobs\.yaml:\d+:\d+ broken link to \/docs\/retries: no page has the path/);
    expect((await get('/docs/retries')).status).toBe(404);

    // Back: the next save reports nothing.
    const restoring = serve.output().length;
    await serve.save(retries(), () => writeWhole(site, retries(), RETRIES_DOC));
    expect(serve.output().slice(restoring)).not.toMatch(/broken link/);
    expect((await get('/docs/retries')).status).toBe(200);
    expect((await get('/api-reference/')).text).toContain('href="/docs/retries"');
  });
});
