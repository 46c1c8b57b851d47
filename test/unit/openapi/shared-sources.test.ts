import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { loadApi, modelOf } from '../../../cli/openapi/load-api.ts';
import type { ApiSources } from '../../../cli/openapi/resolve-refs.ts';
import { receiveSources, shareSources, sourcesFrom } from '../../../cli/openapi/shared-sources.ts';
import { FIXTURES } from './fixtures.ts';

/** Loads a fixture as the checking thread does, keeping the sources it would hand over. */
async function loadSharing(caseName: string) {
  const root = path.join(FIXTURES, caseName);
  let sound: ApiSources | undefined;
  const loaded = await loadApi({ file: path.join(root, 'api.yaml'), root, whenSound: (sources) => (sound = sources) });
  return { loaded, sources: sound! };
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
