// The Docusaurus acceptance test, sampled: sites as most Docusaurus sites start, the classic and
// classic-typescript templates of five create-docusaurus releases from 2.4 to 3.10 (from npm, as
// a new user makes them), a seeded sample of 8 of those 10 (HUBGEN_POPULATION_SEED picks
// another), each with its own packages installed (all but @docusaurus/*), then `hubgen init
// --from docusaurus` and `hubgen build` through the binary, with no edit. The 40 real sites of
// bench/docusaurus-sites.tsv, which the suite cannot fetch, are `npm run bench --
// --docusaurus-population`. Where npm cannot reach its registry the test is skipped, saying so.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubgen, tempDir } from '../helpers/cli.ts';
import { createFromTemplate, linkCachedPackages, templatesOf } from '../../bench/lib/docusaurus-population.mjs';
import { createRng } from '../../bench/lib/prng.mjs';
import { REGISTRY_UNREACHABLE } from '../helpers/npm-registry.ts';

const VERSIONS = ['2.4.3', '3.0.0', '3.4.0', '3.7.0', '3.10.2'];
const SAMPLE = 8;
const SEED = Number(process.env.HUBGEN_POPULATION_SEED ?? 1);
const SCRATCH = path.join(os.tmpdir(), 'hubgen-bench');

interface Outcome {
  site: string;
  init: { exitCode?: number; stderr: string };
  build?: { exitCode?: number; stderr: string };
  home?: string;
  doc?: string;
}

// Docusaurus 2's one release always, beside a seeded draw from 3's: the two majors write different templates.
const rng = createRng(`docusaurus-population/${SEED}`);
const sample = [...rng.sample(templatesOf(VERSIONS[0]), 1), ...rng.sample(VERSIONS.slice(1).flatMap((v) => templatesOf(v)), SAMPLE - 1)];
let unavailable: string | undefined;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  const queue = [...sample];
  const work = async () => {
    for (let template = queue.shift(); template && !unavailable; template = queue.shift()) {
      const outcome = await buildTemplate(template);
      if (outcome) outcomes.push(outcome);
    }
  };
  await Promise.all([work(), work()]); // two at a time: the machine is shared
}, 1_200_000);

async function buildTemplate(template: ReturnType<typeof templatesOf>[number]): Promise<Outcome | undefined> {
  const dest = await tempDir('hubgen-docusaurus-population-');
  let dir: string;
  try {
    const created = createFromTemplate({ scratch: SCRATCH, template, dest });
    if (created.error) throw new Error(created.error);
    dir = created.dir!;
    linkCachedPackages({ scratch: SCRATCH, dir });
  } catch (error) {
    const message = (error as Error).message;
    if (!REGISTRY_UNREACHABLE.test(message)) throw error;
    unavailable = `npm cannot reach its registry, so the templates are not made: ${message}`;
    return undefined;
  }
  const init = await hubgen(['init', '--from', 'docusaurus', dir]);
  const outcome: Outcome = { site: template.name, init: { exitCode: init.exitCode, stderr: String(init.stderr) } };
  if (init.exitCode === 0) {
    const build = await hubgen(['build', '--root', dir], { timeout: 300_000 });
    outcome.build = { exitCode: build.exitCode, stderr: String(build.stderr) };
    if (build.exitCode === 0) {
      outcome.home = await fs.readFile(path.join(dir, 'build/index.html'), 'utf8');
      outcome.doc = await fs.readFile(path.join(dir, 'build/docs/intro.html'), 'utf8');
    }
  }
  await fs.rm(dest, { recursive: true, force: true });
  return outcome;
}

describe(`a seeded sample of create-docusaurus templates (${SAMPLE} of ${VERSIONS.length * 2}, seed ${SEED})`, () => {
  it('spans Docusaurus 2 and 3, JavaScript and TypeScript', (context) => {
    if (unavailable) return context.skip(unavailable);
    expect(sample).toHaveLength(SAMPLE);
    expect(new Set(sample.map((t) => t.version.split('.')[0]))).toEqual(new Set(['2', '3']));
    expect(sample.some((t) => t.name.includes('typescript'))).toBe(true);
  });

  it('init writes a config and the site builds with no edit, every one', (context) => {
    if (unavailable) return context.skip(unavailable);
    expect(outcomes).toHaveLength(SAMPLE);
    const failed = outcomes
      .filter((o) => o.init.exitCode !== 0 || o.build?.exitCode !== 0)
      .map((o) => `${o.site}: ${o.build ? `build exit ${o.build.exitCode}: ${o.build.stderr}` : `init exit ${o.init.exitCode}: ${o.init.stderr}`}`.trim().split('\n').slice(0, 3).join(' | '));
    expect(failed).toEqual([]);
  });

  it('draws the home page (its SVG features inline) and the docs as Markdown, not as source text', (context) => {
    if (unavailable) return context.skip(unavailable);
    expect(outcomes.filter((o) => o.home).map((o) => o.site)).toEqual(outcomes.map((o) => o.site));
    for (const outcome of outcomes) {
      const main = /<main[\s\S]*<\/main>/.exec(outcome.home!)?.[0] ?? '';
      expect(main, outcome.site).toMatch(/<svg [^>]*role="img"/); // the features' undraw_*.svg components
      const text = outcome.doc!.replace(/<[^>]+>/g, '');
      expect(text, outcome.site).not.toMatch(/^\s*:::/m);
      expect(text, outcome.site).not.toMatch(/^import .* from /m);
    }
  });
});
