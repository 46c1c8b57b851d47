// serve --watch and two safe writes of one doc a few ms apart (an editor's save, then another):
// the second is served. chokidar does not report a file replaced again that soon after its last
// replacement; serve-site.ts looks again at each file a run took in.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixture, writeWhole } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

let site: string;
let serve: ServeProcess;

beforeAll(async () => {
  site = await copyFixture('basic');
  serve = await startServe(['--watch', '--root', site]);
});
afterAll(async () => {
  await serve?.stop();
});

it('serves the second of two saves made 5 to 40 ms apart', async () => {
  const doc = path.join(site, 'content/docs/intro.mdx');
  const original = await fs.readFile(doc, 'utf8');
  for (const [gap, first, second] of [[5, 'wrenfirst', 'wrensecond'], [20, 'robinfirst', 'robinsecond'], [40, 'kitefirst', 'kitesecond']] as const) {
    await serve.save(doc, async () => {
      await writeWhole(site, doc, `${original}\nThe ${first} line.\n`);
      await new Promise((resolve) => setTimeout(resolve, gap));
      await writeWhole(site, doc, `${original}\nThe ${second} line.\n`);
    });
    await expect.poll(async () => (await (await fetch(`${serve.url}/docs/intro`)).text()).includes(`The ${second} line.`), { timeout: 10_000, interval: 50 }).toBe(true);
  }
});
