// The sharded index end to end, without a browser: documents → shardIndex → files → the client's
// search engine. Checks what readers get (ranking, prefix, typos, anchors), that the scores are
// those of one unsharded MiniSearch index, that a query's download stays bounded on a large site,
// and that the output is deterministic.
import { describe, expect, it, vi } from 'vitest';
import MiniSearch from 'minisearch';
import { searchDocuments } from '../../../cli/search/search-document.ts';
import type { SearchDocument } from '../../../cli/search/indexed-document.ts';
import { createIndexState, kthSmallest, shardIndex, warmIndex, type SearchFiles } from '../../../cli/search/shard-index.ts';
import { createSearchEngine, type SearchHit } from '../../../shared/search/search-engine.ts';
import {
  INDEX_OPTIONS,
  MANIFEST_FILE,
  MAX_POSTINGS,
  QUERY_SHARD_BUDGET,
  SEARCH_OPTIONS,
  docShardFile,
  termShardFile,
  type SearchManifest,
  type TermShard,
} from '../../../shared/search/search-format.ts';
import { adminApi, apiPage, docPage } from './fake-pages.ts';

function engineOver(files: SearchFiles) {
  const loaded: string[] = [];
  const engine = createSearchEngine({
    load: async (file) => {
      loaded.push(file);
      const text = files.get(file);
      if (text === undefined) throw new Error(`no file ${file}`);
      return text;
    },
  });
  return { engine, loaded };
}

const site = [
  apiPage('/api-reference/', adminApi),
  docPage(
    '/docs/APIs/orders',
    'Handle orders',
    '<p>From payment to completion.</p><h2 id="abandoned-carts">Abandoned carts</h2><p>A draft older than two hours is an abandoned cart.</p>' +
      '<h2 id="custom-prices">Custom prices</h2><p>Set <code>custom_unit_price</code> on an order item.</p>',
  ),
  docPage('/docs/intro', 'Introduction', '<p>Listings, orders and users. The search index of listings is rebuilt nightly.</p>'),
];

describe('searching the sharded index', () => {
  const files = shardIndex({ documents: searchDocuments(site) });

  it('finds an endpoint by a word of its path and links to its operation anchor', async () => {
    const hits = await engineOver(files).engine.search('reindex');
    expect(hits[0]).toMatchObject({ url: '/api-reference/#operation/reindexListings', title: '/listings/reindex', method: 'get', group: 'Admin API' });
  });

  it('matches prefixes of what is being typed, and words with a typo', async () => {
    const { engine } = engineOver(files);
    expect((await engine.search('reind'))[0].url).toBe('/api-reference/#operation/reindexListings');
    expect((await engine.search('abandonned'))[0].url).toBe('/docs/APIs/orders#abandoned-carts');
  });

  it('ranks the section whose title has every word first, with the matched words for highlighting', async () => {
    const [first] = await engineOver(files).engine.search('abandoned cart');
    expect(first).toMatchObject({ url: '/docs/APIs/orders#abandoned-carts', title: 'Abandoned carts', crumbs: ['Handle orders'], group: 'Docs' });
    // 'carts' is indexed as 'cart' (plurals fold); the highlighter marks the whole plural.
    expect(first.terms).toEqual(expect.arrayContaining(['abandoned', 'cart']));
  });

  it('finds a schema by a field name, whole or by its words, and the guide that uses it', async () => {
    const { engine } = engineOver(files);
    const urls = (hits: SearchHit[]) => hits.map((h) => h.url);
    expect(urls(await engine.search('custom_unit_price'))).toEqual(
      expect.arrayContaining(['/api-reference/#schema/OrderItem', '/docs/APIs/orders#custom-prices']),
    );
    expect(urls(await engine.search('unit price'))).toContain('/api-reference/#schema/OrderItem');
  });

  it('falls back to the best partial matches when no document has every word', async () => {
    const hits = await engineOver(files).engine.search('reindex zebra');
    expect(hits[0].url).toBe('/api-reference/#operation/reindexListings');
  });

  it('returns nothing for stop words alone or unknown words', async () => {
    const { engine } = engineOver(files);
    expect(await engine.search('the of')).toEqual([]);
    expect(await engine.search('qqqzzz')).toEqual([]);
  });

  it('loads the manifest once and each shard at most once', async () => {
    const { engine, loaded } = engineOver(files);
    await engine.prepare();
    expect(loaded).toEqual([MANIFEST_FILE]);
    await engine.search('reindex');
    await engine.search('reindex listings');
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('writes the same bytes for the same input, and files named by their content', () => {
    const again = shardIndex({ documents: searchDocuments([...site].reverse()) });
    expect([...again]).toEqual([...files]);
    const changed = shardIndex({ documents: searchDocuments([...site, docPage('/docs/new', 'New', '<p>x</p>')]) });
    expect(changed.get(MANIFEST_FILE)).not.toBe(files.get(MANIFEST_FILE));
    for (const [file, text] of [...files, ...changed]) {
      if (file === MANIFEST_FILE) continue;
      expect(file).toMatch(/^(t-[0-9a-f]{12}|d-\d+-[\w-]{6})\.json$/);
      expect(changed.has(file) && files.has(file) ? changed.get(file) : text).toBe(text);
    }
  });
});

/** A deterministic synthetic site: Zipf-distributed words, one word in every document. */
function syntheticDocuments(count: number): SearchDocument[] {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const vocabulary = Array.from({ length: 4000 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
  const word = () => vocabulary[Math.floor(vocabulary.length ** random()) - 1];
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const title = words(3);
    const text = `everywhere ${words(40 + Math.floor(random() * 120))}${i % 500 === 0 ? ' needle' : ''}`;
    return { url: `/docs/p${i}`, group: 'Docs', title, crumbs: [], excerpt: text.slice(0, 80), fields: { title, keywords: '', crumbs: '', text } };
  });
}

describe('a large site', () => {
  const documents = syntheticDocuments(6000);
  const files = shardIndex({ documents });
  const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as SearchManifest;
  const full = new MiniSearch(INDEX_OPTIONS);
  full.addAll(documents.map((d, id) => ({ id, ...d.fields })));

  it('cuts the vocabulary into shards of at most 24,000 bytes, unless one term alone is bigger', () => {
    expect(manifest.termShards.length).toBeGreaterThan(20);
    manifest.termShards.forEach(([, bytes, name]) => {
      const shard = JSON.parse(files.get(termShardFile(name))!) as TermShard;
      expect(Buffer.byteLength(files.get(termShardFile(name))!)).toBe(bytes);
      if (shard.length > 1) expect(bytes).toBeLessThanOrEqual(24_000);
    });
  });

  it('keeps at most MAX_POSTINGS documents per term and field, with the true document frequency', () => {
    const i = manifest.termShards.map(([first]) => first <= 'everywhere').lastIndexOf(true);
    const shard = JSON.parse(files.get(termShardFile(manifest.termShards[i][2]))!) as TermShard;
    const [, postings] = shard.find(([term]) => term === 'everywhere')!;
    const [, frequency, ids] = postings.find(([field]) => field === 3)!;
    expect(frequency).toBe(documents.length);
    expect(ids).toHaveLength(MAX_POSTINGS);
  });

  it('loads a bounded number of term-shard bytes per query', async () => {
    for (const query of ['everywhere', 'needle everywhere', 'w1', 'w1 w2 w3 w4 w5 w6 w7 w8 w9']) {
      const { engine, loaded } = engineOver(files);
      await engine.search(query);
      const termBytes = loaded.filter((f) => f.startsWith('t-')).reduce((sum, f) => sum + Buffer.byteLength(files.get(f)!), 0);
      expect(termBytes, query).toBeLessThanOrEqual(QUERY_SHARD_BUDGET);
    }
  });

  it('scores as one unsharded MiniSearch index would, cut posting lists included', async () => {
    const { engine } = engineOver(files);
    let compared = 0;
    for (const query of ['needle everywhere', documents[42].fields.title, documents[4242].fields.title]) {
      const terms = query.split(' ');
      const expected = new Map(full.search(query, { ...SEARCH_OPTIONS, combineWith: 'AND', prefix: false, fuzzy: false }).map((r) => [r.id as number, r.score]));
      // Documents that matched every word exactly; a cut list may leave a document's common word out.
      for (const hit of (await engine.search(query)).filter((h) => terms.every((t) => h.terms.includes(t)) && h.terms.every((t) => terms.includes(t)))) {
        expect(Math.abs(hit.score / expected.get(hit.id)! - 1), `${query} → ${hit.url}`).toBeLessThan(0.02);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2);
  });

  it("watch mode's state: an edit rewrites only the shards of the edited document's terms, with a cold index's bytes", () => {
    // More documents than one MiniSearch batch (2,000); short ones, to keep the test cheap.
    const before = documents.slice(0, 2040).map((d) => ({ ...d, fields: { ...d.fields, text: d.fields.text.slice(0, 100) } }));
    const state = createIndexState();
    const first = shardIndex({ documents: before, state });
    expect([...first]).toEqual([...shardIndex({ documents: before })]);
    // Every document a new object, as when their pages are rendered again; one of them edited.
    const edited = before.map((d) => ({ ...d }));
    edited[1500] = { ...edited[1500], excerpt: 'kiwiedit', fields: { ...edited[1500].fields, text: `${edited[1500].fields.text} kiwiedit` } };
    const second = shardIndex({ documents: edited, state });
    // Same ids as a cold index of the same documents: the same bytes.
    expect([...second]).toEqual([...shardIndex({ documents: edited })]);
    const rewritten = [...second.keys()].filter((file) => !first.has(file) && file !== MANIFEST_FILE);
    const edit = edited[1500].fields;
    const termsOfEdit = new Set([edit.title, edit.text].join(' ').split(' ').map((w) => w.toLowerCase()));
    // One document shard, and at most one term shard per term of the edited document (plus a neighbour a cut moved).
    expect(rewritten.filter((f) => f.startsWith('d-'))).toHaveLength(1);
    expect(rewritten.filter((f) => f.startsWith('t-')).length).toBeLessThanOrEqual(termsOfEdit.size + 1);
    expect(rewritten.length).toBeLessThan(second.size / 4);
  });

  it("watch mode's state built in the background (warmIndex), pausing between slices, gives a cold index's bytes", async () => {
    const before = documents.slice(0, 2040).map((d) => ({ ...d, fields: { ...d.fields, text: d.fields.text.slice(0, 100) } }));
    const warmed = createIndexState();
    let pauses = 0;
    const counting = setInterval(() => pauses++, 0);
    await warmIndex({ documents: before, state: warmed });
    clearInterval(counting);
    // Other work ran meanwhile (it pauses after each slice of documents tokenised and terms encoded).
    expect(pauses).toBeGreaterThan(0);
    expect(warmed.slots.filter(Boolean)).toHaveLength(before.length);
    // The same documents again, and then a save: what shardIndex writes from a cold state.
    expect([...shardIndex({ documents: before.map((d) => ({ ...d })), state: warmed })]).toEqual([...shardIndex({ documents: before })]);
    const edited = before.map((d) => ({ ...d }));
    edited[7] = { ...edited[7], fields: { ...edited[7].fields, text: `${edited[7].fields.text} kiwiwarm` } };
    expect([...shardIndex({ documents: edited, state: warmed })]).toEqual([...shardIndex({ documents: edited })]);
  });

  it("watch mode's state: a common word's long list is not encoded again when an edit leaves its cut as it was, and the bytes are a cold index's", () => {
    // 'everywhere' in all 1,500 documents (a list cut at MAX_POSTINGS); short texts weigh it more.
    const docs = Array.from({ length: 1500 }, (_, i) => {
      const text = `everywhere ${Array.from({ length: 5 + (i % 40) }, (_, j) => `f${j}`).join(' ')} u${i}`;
      return { url: `/docs/c${i}`, group: 'Docs', title: `Page ${i}`, crumbs: [], excerpt: text.slice(0, 20), fields: { title: `Page ${i}`, keywords: '', crumbs: '', text } };
    });
    const state = createIndexState();
    shardIndex({ documents: docs, state });
    const encodedTerms = (edit: () => SearchFiles) => {
      const stringify = vi.spyOn(JSON, 'stringify');
      try {
        return { files: edit(), terms: stringify.mock.calls.map(([value]) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined)) };
      } finally {
        stringify.mockRestore();
      }
    };
    // A long text (the word weighs least there) made longer: below the cut before and after.
    const longer = docs.map((d) => ({ ...d }));
    longer[39] = { ...docs[39], fields: { ...docs[39].fields, text: `${docs[39].fields.text} more words here` } };
    const first = encodedTerms(() => shardIndex({ documents: longer, state }));
    expect(first.terms).toContain('u39');
    expect(first.terms).not.toContain('everywhere');
    expect([...first.files]).toEqual([...shardIndex({ documents: longer })]);
    // A text that weighs it most: above the cut, so its list is encoded again.
    const heavier = longer.map((d) => ({ ...d }));
    heavier[39] = { ...longer[39], fields: { ...longer[39].fields, text: 'everywhere everywhere everywhere u39' } };
    const second = encodedTerms(() => shardIndex({ documents: heavier, state }));
    expect(second.terms).toContain('everywhere');
    expect([...second.files]).toEqual([...shardIndex({ documents: heavier })]);
  });

  it("watch mode's state: after additions and removals, ids keep their holes and queries find what a cold index finds", async () => {
    const before = documents.slice(0, 300);
    const state = createIndexState();
    const first = shardIndex({ documents: before, state });
    const after = [...before.slice(0, 100), ...before.slice(110), { ...documents[4000], fields: { ...documents[4000].fields, text: 'needle kiwiadded' } }];
    const watched = shardIndex({ documents: after, state });
    const cold = shardIndex({ documents: after });
    const manifest = (files: SearchFiles) => JSON.parse(files.get(MANIFEST_FILE)!) as SearchManifest;
    expect(manifest(watched)).toMatchObject({ documentCount: after.length, idLimit: before.length + 1 });
    expect(manifest(cold)).toMatchObject({ documentCount: after.length, idLimit: after.length });
    // The document shards of the first 100 ids are untouched.
    for (let n = 0; n < 12; n++) expect(watched.has(docShardFile(manifest(first), n))).toBe(true);
    for (const query of ['needle', 'kiwiadded', before[105].fields.title, before[200].fields.title, 'everywhere']) {
      const urls = async (files: SearchFiles) => (await engineOver(files).engine.search(query)).map((h) => [h.url, h.score.toFixed(6)]).sort();
      expect(await urls(watched), query).toEqual(await urls(cold));
    }
    expect((await engineOver(watched).engine.search('kiwiadded'))[0].url).toBe(documents[4000].url);
  });

  it("watch mode's state: documents that share a URL keep ids of their own, and after one goes the others are found", async () => {
    const marked = (doc: SearchDocument, word: string, url = documents[0].url): SearchDocument => ({ ...doc, url, fields: { ...doc.fields, text: `${doc.fields.text} ${word}` } });
    const rest = documents.slice(10, 60);
    const sharing = [marked(documents[0], 'kiwifirst'), marked(documents[1], 'kiwisecond'), marked(documents[2], 'kiwithird')];
    const state = createIndexState();
    shardIndex({ documents: [...sharing, ...rest], state });
    // The second goes: the third is now the URL's second document, and a new one its third.
    const after = [sharing[0], sharing[2], marked(documents[3], 'kiwinew'), ...rest];
    const watched = shardIndex({ documents: after, state });
    const cold = shardIndex({ documents: after });
    expect(JSON.parse(watched.get(MANIFEST_FILE)!)).toMatchObject({ documentCount: after.length });
    for (const query of ['kiwifirst', 'kiwisecond', 'kiwithird', 'kiwinew', rest[7].fields.title]) {
      const found = async (files: SearchFiles) => (await engineOver(files).engine.search(query)).map((h) => [h.url, h.title, h.score.toFixed(6)]).sort();
      expect(await found(watched), query).toEqual(await found(cold));
    }
    expect(await engineOver(watched).engine.search('kiwithird')).toHaveLength(1);
  });

  it("watch mode's state: a page's documents given back as the same array keep their ids, and an edit undone is indexed again", async () => {
    const page = (from: number, word?: string) => documents.slice(from, from + 6).map((doc) => (word ? { ...doc, fields: { ...doc.fields, text: `${doc.fields.text} ${word}` } } : doc));
    const first = page(0);
    const others = Array.from({ length: 20 }, (_, n) => page(10 + 6 * n));
    const edited = page(0, 'kiwiedit');
    const state = createIndexState();
    shardIndex({ documents: [...first, ...others.flat()], pages: [first, ...others], state });
    const idsBefore = [...state.ids.values()];
    shardIndex({ documents: [...edited, ...others.flat()], pages: [edited, ...others], state });
    // The edit undone: the first run's array of the page comes back (watch mode's memo keeps it).
    const undone = shardIndex({ documents: [...first, ...others.flat()], pages: [first, ...others], state });
    const cold = shardIndex({ documents: [...first, ...others.flat()] });
    expect([...state.ids.values()]).toEqual(idsBefore);
    expect(await engineOver(undone).engine.search('kiwiedit')).toEqual([]);
    for (const query of [first[2].fields.title, others[4][1].fields.title, 'everywhere']) {
      const found = async (files: SearchFiles) => (await engineOver(files).engine.search(query)).map((h) => [h.url, h.score.toFixed(6)]).sort();
      expect(await found(undone), query).toEqual(await found(cold));
    }
  });

  it('still finds every document of a rare word when it is combined with a word in every document', async () => {
    const hits = await engineOver(files).engine.search('needle everywhere');
    expect(hits.map((h) => h.url).sort()).toEqual(documents.filter((d) => d.fields.text.includes('needle')).map((d) => d.url).sort());
  });
});

describe('the weight threshold of a long posting list', () => {
  it('is the k-th smallest weight, as sorting would give, on random, constant, sorted and two-valued weights', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const lists = [
      Array.from({ length: 6000 }, () => next() % 500),
      Array.from({ length: 1500 }, () => 42),
      Array.from({ length: 3000 }, (_, i) => i),
      Array.from({ length: 3000 }, (_, i) => 3000 - i),
      Array.from({ length: 2001 }, (_, i) => (i % 2 ? 1 : 900)),
      [5],
    ];
    for (const list of lists) {
      const sorted = [...list].sort((a, b) => a - b);
      for (const k of [0, 1, Math.floor(list.length / 2), list.length - 1000, list.length - 1].filter((k) => k >= 0 && k < list.length)) {
        expect(kthSmallest(Int32Array.from(list), k), `k=${k} of ${list.length}`).toBe(sorted[k]);
      }
    }
  });
});
