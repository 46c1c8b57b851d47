// The browser's side of a reference split into pages (cli/openapi/split-reference.ts): where an
// anchor of another page is (links the theme makes: schemas, security schemes, tags), the list of
// every operation (one JSON file, fetched once, when first needed), and the deep link to an anchor
// of another page (`/#operation/<id>`, Redoc's `#tag/<Tag>/operation/<id>`), sent on to its page.
import { createContext, useContext, useEffect } from 'react';
import type { SplitOperation, SplitView } from './types.ts';
import { AUTHENTICATION_ANCHOR, WEBHOOKS_ANCHOR } from '../../shared/api-anchors.ts';
import { withBase } from '../app/base-url.ts';

export const SplitContext = createContext<SplitView | undefined>(undefined);

/**
 * Parts of a reference embedded in a doc (embedded.tsx): the reference's route, and the anchors the
 * doc holds itself. A link to any other anchor (a schema, a security scheme) goes to the reference.
 */
export const EmbedLinkContext = createContext<{ href: string; local: ReadonlySet<string>; pages?: Record<string, string> } | undefined>(undefined);

/** The href of an anchor of the reference: `#anchor` on its own page, else its page's URL with it. */
export function useAnchorHref(): (anchor: string) => string {
  const split = useContext(SplitContext);
  const embedded = useContext(EmbedLinkContext);
  if (embedded) return (anchor) => (embedded.local.has(anchor) ? `#${anchor}` : `${withBase(embedded.pages?.[anchor] ?? embedded.href)}#${anchor}`);
  return (anchor) => anchorHref(split, anchor);
}

export function anchorHref(split: SplitView | undefined, anchor: string): string {
  const page = split ? pageOfAnchor(split, anchor) : undefined;
  return page === undefined || page === split!.current ? `#${anchor}` : `${withBase(split!.pages[page]!.href)}#${anchor}`;
}

/** The page of an anchor known without the operations file: schemas, tags, the introduction's. */
export function pageOfAnchor(split: SplitView, anchor: string): number | undefined {
  if (anchor.startsWith('schema/')) {
    const name = anchor.slice('schema/'.length);
    if (split.schemaSections.includes(name)) return split.current;
    // Schema pages hold sorted ranges of names: the last page whose first name is not after it.
    let found: number | undefined;
    for (const { first, page } of split.schemaPages) if (first <= name) found = page;
    return found;
  }
  if (anchor.startsWith('section/') || anchor.startsWith('security/')) return 0;
  if (anchor === WEBHOOKS_ANCHOR) {
    const page = split.pages.findIndex((p) => p.kind === 'webhooks');
    return page >= 0 ? page : undefined;
  }
  if (anchor.startsWith('tag/') && !anchor.includes('/operation/')) {
    if (split.pages[split.current]!.tags.includes(anchor)) return split.current;
    const page = split.pages.findIndex((p) => p.tags.includes(anchor));
    return page >= 0 ? page : 0; // a tag of prose alone is on the index
  }
  return undefined;
}

let operations: Promise<SplitOperation[]> | undefined;

/** Every operation of the reference, fetched once. */
export function loadOperations(split: SplitView): Promise<SplitOperation[]> {
  operations ??= fetch(withBase(split.operationsUrl))
    .then((response) => (response.ok ? (response.json() as Promise<SplitOperation[]>) : []))
    .catch(() => {
      operations = undefined; // offline for a moment: the next need tries again
      return [];
    });
  return operations;
}

const pageOperations = new Map<string, Promise<SplitOperation[]>>();

/** The operations of one page of the reference, fetched once. */
export function loadPageOperations(split: SplitView, page: number): Promise<SplitOperation[]> {
  const url = withBase(`${split.pageOperationsUrl}${page}.json`);
  if (!pageOperations.has(url)) {
    pageOperations.set(
      url,
      fetch(url)
        .then((response) => (response.ok ? (response.json() as Promise<SplitOperation[]>) : []))
        .catch(() => {
          pageOperations.delete(url);
          return [];
        }),
    );
  }
  return pageOperations.get(url)!;
}

/**
 * A fragment naming nothing on this page but an anchor of another page of the reference: the
 * browser is sent there (the URL replaced, so Back returns to where the reader was before).
 */
export function useDeepLinkToOtherPage(split: SplitView | undefined): void {
  useEffect(() => {
    if (!split) return;
    const follow = async () => {
      const raw = window.location.hash.slice(1);
      if (!raw || document.getElementById(raw) || document.getElementById(safeDecode(raw))) return;
      const target = await otherPage(split, raw);
      if (target && target.page !== split.current) window.location.replace(`${withBase(split.pages[target.page]!.href)}#${target.anchor}`);
    };
    void follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [split]);
}

/** Where a fragment leads: ids are matched as written (they may hold `%20` of their own), else decoded. */
async function otherPage(split: SplitView, raw: string): Promise<{ page: number; anchor: string } | undefined> {
  const fragments = [...new Set([raw, safeDecode(raw)])];
  for (const fragment of fragments) {
    // Redoc's `section/Authentication[/<scheme>]`.
    const [kind, ...rest] = fragment.split('/');
    if (kind === 'section' && rest[0]?.toLowerCase() === 'authentication') {
      return { page: 0, anchor: rest.length > 1 ? `security/${rest.slice(1).join('/')}` : AUTHENTICATION_ANCHOR };
    }
    const known = pageOfAnchor(split, fragment);
    if (known !== undefined && known >= 0) return { page: known, anchor: fragment };
  }
  const all = await loadOperations(split);
  for (const fragment of fragments) {
    const exact = all.find((op) => op[1] === fragment);
    if (exact) return { page: exact[0], anchor: exact[1] };
  }
  for (const fragment of fragments) {
    // Redoc's `tag/<Tag>/operation/<id>`: the operation, wherever it is.
    const [kind, ...rest] = fragment.split('/');
    const id = kind === 'tag' && rest[1] === 'operation' ? rest.slice(2).join('/') : undefined;
    const op = id === undefined ? undefined : all.find((candidate) => candidate[1] === `operation/${id}`);
    if (op) return { page: op[0], anchor: op[1] };
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
