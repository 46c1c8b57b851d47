import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../../cli/openapi/load-api.ts';
import { modelOf } from '../../../cli/openapi/model/build-model.ts';
import type { ApiSources } from '../../../cli/openapi/document/resolve-refs.ts';
import { jsonSources, receiveSources, shareSources, sourcesFrom } from '../../../cli/openapi/shared-sources.ts';
import { FIXTURES } from './fixtures.ts';

/** Loads a fixture as the checking thread does, keeping the sources it would hand over. */
async function loadSharing(caseName: string) {
  const root = path.join(FIXTURES, caseName);
  let resolved: ApiSources | undefined;
  const loaded = await loadApi({ file: path.join(root, 'api.yaml'), root, whenResolved: (sources) => (resolved = sources) });
  return { loaded, sources: resolved! };
}

describe('sources shared with the thread that builds the view', () => {
  it('give the model the loading thread built, $refs across files and cycles included', async () => {
    for (const caseName of ['valid', 'circular-schema']) {
      const { loaded, sources } = await loadSharing(caseName);
      const received = receiveSources(structuredClone(shareSources(sources)));
      const model = modelOf(received);
      expect(model.files).toEqual(loaded.files);
      expect(model.document).toEqual(loaded.document);
    }
  });

  it('carry the hash of the bytes each file was parsed from, which the cache entry records', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'hubgen-hash-'));
    try {
      const api = path.join(root, 'api.yaml');
      const pet = path.join(root, 'pet.yaml');
      await writeFile(api, "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: './pet.yaml' }\n");
      await writeFile(pet, 'type: object\nproperties:\n  name: { type: string }\n');
      let resolved: ApiSources | undefined;
      const loaded = await loadApi({ file: api, root, whenResolved: (sources) => (resolved = sources) });
      const sha = (text: string) => createHash('sha256').update(text).digest('hex');
      const expected = [{ file: api, hash: sha(await readFile(api, 'utf8')) }, { file: pet, hash: sha(await readFile(pet, 'utf8')) }];
      expect(loaded.files).toEqual(expected);
      // Saved again after it was read: the model still names what it was built from.
      await writeFile(pet, 'type: object\nproperties:\n  name: { type: integer }\n');
      expect(modelOf(receiveSources(structuredClone(shareSources(resolved!)))).files).toEqual(expected);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('keep each $ref object as the one inside its file, leading to its target', async () => {
    const { sources } = await loadSharing('valid');
    const received = receiveSources(structuredClone(shareSources(sources)));
    const main = received.main.value as { paths: Record<string, { patch: { requestBody: { content: Record<string, { schema: unknown }> } } }> };
    const holder = main.paths['/listings/{id}']!.patch.requestBody.content['application/json']!.schema;
    expect(received.targetOf(holder)).toMatchObject({ file: path.join(FIXTURES, 'valid', 'schemas', 'listing.yaml'), pointer: '/ListingUpdate' });
    expect(received.targetOf(holder)!.value).toBe((received.files.get(path.join(FIXTURES, 'valid', 'schemas', 'listing.yaml'))!.value as Record<string, unknown>)['ListingUpdate']);
  });

  it('parse a file again only when a position is asked for, and give the same one', async () => {
    const { sources } = await loadSharing('valid');
    const received = receiveSources(structuredClone(shareSources(sources)));
    const listing = path.join(FIXTURES, 'valid', 'schemas', 'listing.yaml');
    expect(received.at(listing, '/ListingUpdate')).toEqual(sources.at(listing, '/ListingUpdate'));
    expect(received.keyAt(sources.main.file, '/info/title')).toEqual(sources.keyAt(sources.main.file, '/info/title'));
  });

  it('arrive once on the channel given to the other thread', async () => {
    const { loaded, sources } = await loadSharing('valid');
    const { port1, port2 } = new MessageChannel();
    const receiving = sourcesFrom(port2);
    port1.postMessage(shareSources(sources));
    expect(modelOf(await receiving).document).toEqual(loaded.document);
  });
});

describe('a JSON document read by the thread that builds the view', () => {
  /** A document with what the two parsers could read differently: escapes, -0, large numbers, a quoted "<<". */
  const tricky = {
    openapi: '3.1.0',
    info: { title: 'Tricky \u00e9\u2028 "quoted" \\ /', version: '1' },
    paths: {},
    components: {
      schemas: {
        Item: { type: 'object', properties: { '<<': { type: 'string' } }, example: { '<<': 'x', n: [-0, 1e21, 12345678901234567890, 0.1, -1.5e-7] } },
        List: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
      },
    },
  };

  it('gives the values and $refs the checking thread parses and posts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hubgen-json-'));
    try {
      const file = path.join(dir, 'api.json');
      // With a byte order mark, and -0.0 written in (JSON.stringify writes 0): both parsers read it as -0.
      await writeFile(file, '\ufeff' + JSON.stringify(tricky, null, 2).replace(/"n": \[\s*0,/, '"n": [-0.0,'));
      const own = (await jsonSources(file, dir))!;
      const { sources: posted } = await loadSharingFile(file, dir);
      expect(own.main.value).toEqual(posted.main.value);
      expect(Object.is((own.main.value as typeof tricky).components.schemas.Item.example.n[0], -0)).toBe(true);
      // The integer -0, which js-yaml reads as 0, is left to the other thread.
      await writeFile(file, JSON.stringify(tricky).replace('"n":[0,', '"n":[-0,'));
      expect(await jsonSources(file, dir)).toBeUndefined();
      expect(modelOf(own).document).toEqual(modelOf(posted).document);
      expect([...own.resolvedRefs()].map(([, target]) => target.pointer)).toEqual([...posted.resolvedRefs()].map(([, target]) => target.pointer));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is not read from a YAML document: the other thread posts it', async () => {
    expect(await jsonSources(path.join(FIXTURES, 'valid', 'api.yaml'), path.join(FIXTURES, 'valid'))).toBeUndefined();
  });
});

async function loadSharingFile(file: string, root: string) {
  let resolved: ApiSources | undefined;
  const loaded = await loadApi({ file, root, whenResolved: (sources) => (resolved = sources) });
  return { loaded, sources: resolved! };
}
