// Real OpenAPI documents other teams publish (test/fixtures/openapi-corpus, licences beside them)
// pass `hubgen check` and `hubgen build` with a default config: a site.config.ts that names the
// document and nothing else. Each document is checked and built once, in beforeAll; the tests
// read those results. Discord's and DigitalOcean's documents have their own files (large).
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { hubgen } from '../helpers/cli.ts';
import { CORPUS, openapiSite } from '../helpers/openapi-site.ts';

/** Title, operation count, operation anchors and webhook anchors, read from each document by hand. */
const DOCUMENTS: Record<string, { title: string; operations: number; anchors: string[]; webhooks?: string[] }> = {
  'oai-petstore.yaml': { title: 'Swagger Petstore', operations: 3, anchors: ['listPets', 'createPets', 'showPetById'] },
  'oai-petstore-expanded.yaml': { title: 'Swagger Petstore', operations: 4, anchors: ['findPets', 'addPet', 'find%20pet%20by%20id', 'deletePet'] },
  'oai-uspto.yaml': { title: 'USPTO Data Set API', operations: 3, anchors: ['list-data-sets', 'list-searchable-fields', 'perform-search'] },
  'oai-api-with-examples.yaml': { title: 'Simple API overview', operations: 2, anchors: ['listVersionsv2', 'getVersionDetailsv2'] },
  // No operationId: the anchor comes from method and path.
  'oai-callback-example.yaml': { title: 'Callback Example', operations: 1, anchors: ['post/streams'] },
  'oai-link-example.yaml': {
    title: 'Link Example',
    operations: 6,
    anchors: ['getUserByName', 'getRepositoriesByOwner', 'getRepository', 'getPullRequestsByRepository', 'getPullRequestsById', 'mergePullRequest'],
  },
  'oai31-non-oauth-scopes.yaml': { title: 'Non-oAuth Scopes example', operations: 1, anchors: ['get/users'] },
  // No operations, one webhook (one method): its anchor is webhook/<name>.
  'oai31-webhook-example.yaml': { title: 'Webhook Example', operations: 0, anchors: [], webhooks: ['newPet'] },
  'redocly-museum.yaml': {
    title: 'Redocly Museum API',
    operations: 8,
    anchors: ['getMuseumHours', 'createSpecialEvent', 'listSpecialEvents', 'getSpecialEvent', 'updateSpecialEvent', 'deleteSpecialEvent', 'buyMuseumTickets', 'getTicketCode'],
  },
};

interface Outcome {
  check: Result;
  build: Result;
  html: string;
}

const outcomes = new Map<string, Outcome>();

beforeAll(async () => {
  const names = Object.keys(DOCUMENTS);
  // Two at a time: each run is one process, and the machine is shared.
  const next = async (): Promise<void> => {
    const name = names.shift();
    if (!name) return;
    const { root } = await openapiSite({ source: path.join(CORPUS, name) });
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    const build = await hubgen(['--root', root, 'build'], { cwd: root });
    const html = await fs.readFile(path.join(root, 'build/index.html'), 'utf8').catch(() => '');
    outcomes.set(name, { check, build, html });
    return next();
  };
  await Promise.all([next(), next()]);
}, 600_000);

describe.each(Object.entries(DOCUMENTS))('%s with a default config', (name, expected) => {
  it('passes hubgen check, counting its operations, with no error or warning', () => {
    const { check } = outcomes.get(name)!;
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toContain(`${expected.title} (/): ${expected.operations} operations`);
  });

  it('builds, every operation and webhook at its anchor on the reference page', () => {
    const { build, html } = outcomes.get(name)!;
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    expect(html).toContain(`<h1`);
    const ids = [...expected.anchors.map((a) => `operation/${a}`), ...(expected.webhooks ?? []).map((w) => `webhook/${w}`)];
    expect(ids.length, 'every document has an anchor to look for').toBeGreaterThan(0);
    for (const id of ids) expect(html).toContain(`id="${id}"`);
  });
});
