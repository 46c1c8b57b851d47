// Highlighting is built from text segments (never HTML), at word starts and camel-case humps.
import { describe, expect, it } from 'vitest';
import { excerptWindow, highlight, termsToMark } from '../../../shared/search/highlight.ts';
import { tokenize, processTerm } from '../../../shared/search/search-format.ts';

const marked = (text: string, terms: string[]) =>
  highlight(text, terms)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  it('marks matched words case-insensitively, the longest term first', () => {
    expect(marked('Set custom_unit_price, the custom price.', ['custom', 'custom_unit_price', 'price'])).toBe('Set [custom_unit_price], the [custom] [price].');
  });

  it('marks at word starts and camel-case humps, not inside words or after an underscore', () => {
    expect(marked('reindexListings lists listing_unit_price', ['listings', 'unit'])).toBe('reindex[Listings] lists listing_unit_price');
    expect(marked('Reindexes', ['reindex'])).toBe('[Reindex]es');
  });

  it('keeps markup-like text as text', () => {
    expect(highlight('<img src=x onerror=alert(1)> cart', ['cart'])).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'cart', match: true },
    ]);
  });

  it('treats regular-expression characters in terms literally', () => {
    expect(marked('axb a.b cc', ['a.b', 'c+'])).toBe('axb [a.b] cc');
  });
});

describe('excerptWindow', () => {
  const text = 'Start. ' + 'filler words here '.repeat(20) + 'the abandoned cart is here. ' + 'more '.repeat(60);

  it('starts a little before the first match, on a word boundary, and ends with an ellipsis', () => {
    const window = excerptWindow(text, ['abandoned'], 120);
    expect(window.startsWith('…')).toBe(true);
    expect(window).toContain('the abandoned cart');
    expect(window.endsWith('…')).toBe(true);
    expect(window.length).toBeLessThanOrEqual(122);
  });

  it('shows the start when the match is near it, or when nothing matches', () => {
    expect(excerptWindow('Short text with cart.', ['cart'])).toBe('Short text with cart.');
    expect(excerptWindow(text, ['zebra'], 40).startsWith('Start.')).toBe(true);
  });
});

describe('tokenize and processTerm', () => {
  it('keeps identifiers whole and also splits them into words', () => {
    expect(tokenize('GET /listings/reindex reindexListings custom_unit_price')).toEqual([
      'GET', 'listings', 'reindex', 'reindexListings', 'reindex', 'Listings', 'custom_unit_price', 'custom', 'unit', 'price',
    ]);
  });

  it('folds case and diacritics, and drops stop words and single characters', () => {
    expect(['Café', 'THE', 'a', 'v1', 'x'].map(processTerm)).toEqual(['cafe', null, null, 'v1', null]);
  });
});

describe('plurals', () => {
  it('fold to the singular on both sides, and the highlight covers the plural word', () => {
    expect(['orders', 'Listings', 'status', 'address', 'analysis', 'yes'].map(processTerm)).toEqual(['order', 'listing', 'status', 'address', 'analysis', 'yes']);
    expect(marked('Orders and older orders', ['order'])).toBe('[Orders] and older [orders]');
  });
});

describe('termsToMark', () => {
  it('drops fuzzy neighbours when the query word matched by its own letters ("older" for "order")', () => {
    expect(termsToMark(['order'], ['order', 'orders', 'older'])).toEqual(['order', 'orders']);
  });

  it('keeps a fuzzy match when it is the only way a word was found (a typo)', () => {
    expect(termsToMark(['ordr'], ['order'])).toEqual(['order']);
    expect(termsToMark(['ordr', 'cart'], ['order', 'cart'])).toEqual(['order', 'cart']);
  });
});
