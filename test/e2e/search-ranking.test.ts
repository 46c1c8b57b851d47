// Search ranking on the marketplace hub as built by the real binary: for queries a reader of this
// site would type, the result they are after is among the first three, and a general word finds a
// guide or a docs section before the API operations that merely contain it. It runs the browser's
// own query code (shared/search/search-engine.ts) over the built index files.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { createSearchEngine, type SearchHit } from '../../shared/search/search-engine.ts';
import { SEARCH_DIR } from '../../shared/search/search-format.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildAndServe(REPO);
});
afterAll(() => site?.close());

async function search(query: string): Promise<SearchHit[]> {
  const engine = createSearchEngine({ load: (file) => fs.readFile(path.join(site.out, SEARCH_DIR, file), 'utf8') });
  return engine.search(query);
}

/** Query → a URL (or a pattern of URLs) that must be among the first three results. */
const EXPECTED: [string, string | RegExp][] = [
  ['order', '/docs/APIs/handle-cart-order-management-after-preauth-success'],
  ['webhook', '/docs/Webhooks/intro'],
  ['liquid', '/docs/Themes/Liquid/intro'],
  ['custom unit price', '/docs/APIs/apply-a-custom-unit-price-to-an-item-when-added-to-cart'],
  ['shipping rate', '/docs/APIs/force-custom-shipping-rate-for-an-order'],
  ['wishlist', '/docs/APIs/use-vendors-as-wishlist-items'],
  ['mobile app', '/docs/APIs/developing-a-mobile-application'],
  ['pre-authorisation', '/docs/APIs/handle-cart-order-management-after-preauth-success'],
  ['reindex listings', '/api-reference/#operation/reindexListings'],
  ['create listing', '/api-reference/#operation/createListing'],
  ['rate limit', '/docs/APIs/intro#rate-limit'],
  ['OrderItem', '/api-reference/#schema/OrderItem'],
  ['snippets', '/docs/Themes/Default/snippets'],
  ['notifications', '/docs/Themes/Notifications/intro'],
];

describe('search ranking', () => {
  it.each(EXPECTED)('"%s" shows %s in its top three', async (query, expected) => {
    const top = (await search(query)).slice(0, 3).map((h) => h.url);
    console.log(query, '→', top.join('  '));
    expect(top.some((url) => (typeof expected === 'string' ? url === expected || url.startsWith(`${expected}#`) : expected.test(url))), top.join(', ')).toBe(true);
  });

  it('finds a guide or docs section first for a general word, and marks only that word', async () => {
    const hits = await search('order');
    expect(hits[0].group).toBe('Docs');
    // "older" is one letter from "order": found by fuzzy matching, never marked as a match.
    expect(hits.flatMap((h) => h.terms).filter((t) => !t.startsWith('order'))).toEqual([]);
  });

  it('finds the thing a name names before the guides that mention it', async () => {
    expect((await search('OrderItem'))[0].url).toBe('/api-reference/#schema/OrderItem');
    expect((await search('reindexListings'))[0].url).toBe('/api-reference/#operation/reindexListings');
  });
});
