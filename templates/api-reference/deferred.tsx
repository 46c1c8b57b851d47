// Content of an API reference that is rendered only when a reader gets to it. A long reference is
// mostly content nobody looks at on a given visit (closed response bodies and nested fields; every
// operation but the few on screen). Rendered at once, it cost each page load its style, layout and
// hydration. Two ways to hold it back:
// - <noscript>: the server writes the content inside it. A browser running scripts parses that as
//   one text node (no elements), a browser without JavaScript shows it as ordinary HTML, so every
//   field stays reachable. React renders the content in its place when the reader opens it
//   (DeferredDetails) or scrolls near it (DeferredUntilNear, large references). Its static HTML
//   blocks (descriptions, highlighted code) are read from that same <noscript> text then. A
//   <noscript> ends at the first `</noscript>`, so deferred content never holds another one: inside
//   it, deferred parts render their content directly.
// - hidden="until-found" (DeferredUntilNear, other references): the content is in the document,
//   but not laid out until the reader nears it, and find-in-page still finds it (the browser then
//   shows it). Nor is it hydrated until then: it sits in a Suspense boundary that stays as the
//   server wrote it until the reader nears it (HydratedWhenNear), so the page's hydration covers the
//   shell and what is on screen, not every operation.
// An operation too heavy for any page is not in it at all (FetchedWhenNear): its content is a JSON
// file the browser loads when the reader nears it.
import { Suspense, createContext, createElement, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { StaticHtmlContext, blocksWithin, type StaticHtmlBlocks } from '../app/StaticHtml.tsx';
import { withBase } from '../app/base-url.ts';

const InsideNoscript = createContext(false);

/** A closed <details> whose content is rendered once the reader opens it. */
export function DeferredDetails({ className, summary, summaryClassName, children }: { className: string; summary: ReactNode; summaryClassName?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [blocks, reveal] = useRevealed(details);
  // Opened before hydration (a click while the script loaded): the toggle event is gone, read the state.
  useEffect(() => {
    if (details.current?.open) reveal();
  }, [reveal]);
  return (
    <details ref={details} className={className} onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && reveal()}>
      <summary className={summaryClassName}>{summary}</summary>
      <Deferred blocks={blocks}>{children}</Deferred>
    </details>
  );
}

/**
 * Content rendered once it comes within a few screens of the viewport. `defer`:
 * - 'noscript': not in the document until then (large references: few elements at load);
 * - 'hidden': in the document, but not laid out until then, and found by find-in-page, which
 *   reveals it (hidden="until-found"); the page's layout at load covers only what is on screen;
 * - false: shown at once.
 */
export function DeferredUntilNear({ defer, children }: { defer: false | 'hidden' | 'noscript'; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const [blocks, reveal] = useRevealed(box);
  const [near, setNear] = useState(false);
  const nested = useContext(InsideNoscript);
  const [gate] = useState(newGate);
  // The same element on every render of this component: a new one would be an update of a boundary
  // not yet hydrated, which React answers by rendering it again from scratch.
  const hydratedWhenNear = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydratedWhenNear gate={gate}>{children}</HydratedWhenNear>
      </Suspense>
    ),
    [gate, children],
  );
  useEffect(() => {
    const element = box.current;
    if (!defer || nested || !element) return;
    if (defer === 'noscript') return blocks ? undefined : whenNear(element, reveal);
    if (near) return;
    const show = () => {
      setNear(true);
      gate.open();
    };
    element.addEventListener('beforematch', show);
    const stop = whenNear(element, show);
    return () => {
      element.removeEventListener('beforematch', show);
      stop();
    };
  }, [defer, nested, blocks, reveal, near]);
  if (!defer || nested) return children;
  // React renders `hidden` as a boolean on HTML elements; on a custom element it is written as given.
  if (defer === 'hidden') return createElement('hubgen-deferred', { ref: box, hidden: near ? undefined : 'until-found' }, hydratedWhenNear);
  if (blocks) return <Deferred blocks={blocks}>{children}</Deferred>;
  return (
    <div ref={box as RefObject<HTMLDivElement>} className="api-deferred">
      <Deferred>{children}</Deferred>
    </div>
  );
}

/**
 * Content made from the JSON at `url` (from the output root), loaded once the reader comes within a
 * few screens of it; until then (and without JavaScript) `waiting` says what is held back.
 */
export function FetchedWhenNear<T>({ url, waiting, children }: { url: string; waiting: ReactNode; children: (data: T) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    const element = box.current;
    if (!element || data !== undefined) return;
    let cancelled = false;
    const load = () =>
      fetch(withBase(url))
        .then((response) => (response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(`${response.status} ${response.statusText}`))))
        .then(
          (loaded) => !cancelled && setData(loaded),
          (error: Error) => !cancelled && setFailed(error.message),
        );
    const stop = whenNear(element, () => void load());
    return () => {
      cancelled = true;
      stop();
    };
  }, [url, data]);
  if (data !== undefined) return children(data);
  return (
    <div ref={box} className="api-deferred api-fetched" aria-busy={failed ? undefined : true}>
      {failed ? <p className="api-muted">Could not load this part of the page ({failed}); reload to try again.</p> : <div className="api-muted">{waiting}</div>}
    </div>
  );
}

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function newGate(): Gate {
  let open!: () => void;
  const gate: Gate = { opened: false, promise: new Promise<void>((resolve) => (open = resolve)), open: () => ((gate.opened = true), open()) };
  return gate;
}

const subscribeToNothing = () => () => {};

/**
 * Its children, but while the page hydrates it suspends until the gate opens: React then leaves
 * the server's HTML of the enclosing Suspense boundary in place, unhydrated, and hydrates it when
 * the gate's promise resolves. Rendered on the server or after hydration (a client navigation), it
 * shows its children at once.
 */
function HydratedWhenNear({ gate, children }: { gate: Gate; children: ReactNode }) {
  // The server snapshot is what React reads while hydrating (true), the client's afterwards.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  if (typeof document !== 'undefined' && hydrating && !gate.opened) throw gate.promise;
  return children;
}

/** The content, or its <noscript> stand-in until `blocks` (what its <noscript> held) are read. */
function Deferred({ blocks, children }: { blocks?: StaticHtmlBlocks; children: ReactNode }) {
  const nested = useContext(InsideNoscript);
  if (nested) return children;
  if (blocks) return <StaticHtmlContext.Provider value={blocks}>{children}</StaticHtmlContext.Provider>;
  return (
    <noscript>
      <InsideNoscript.Provider value={true}>{children}</InsideNoscript.Provider>
    </noscript>
  );
}

/**
 * Once revealed, the static blocks the element's own <noscript> held (before React replaces it),
 * over the route's. Once shown, content stays rendered: closing a <details> only hides it.
 */
function useRevealed(element: RefObject<HTMLElement | null>): [StaticHtmlBlocks | undefined, () => void] {
  const route = useContext(StaticHtmlContext);
  const [blocks, setBlocks] = useState<StaticHtmlBlocks>();
  const reveal = useRef(() => {
    const noscript = element.current?.querySelector(':scope > noscript');
    setBlocks((shown) => shown ?? blocksWithin(noscript?.textContent ?? '', route));
  }).current;
  return [blocks, reveal];
}

/** How far below the viewport content is rendered ahead of the reader. */
const AHEAD_BELOW = 1500;

// One observer for every deferred part of the page: a large reference has hundreds.
const callbacks = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function whenNear(element: Element, then: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      for (const target of near) observer!.unobserve(target);
      // After a jump (a sidebar link, a deep link), the place jumped to is rendered first and shown
      // at once; what the jump brought near around it fills in afterwards, a part a task, nearest
      // first, each keeping it in view. Rendered together, a dozen heavy operations around the
      // target held the landing back by seconds on a large one-page reference (PagerDuty's).
      const landing = deepLinkTarget();
      const first = landing ? near.filter((part) => landing.contains(part)) : [];
      if (first.length === 0) return renderParts(near);
      renderParts(first);
      const rest = near.filter((part) => !first.includes(part));
      const distance = (part: Element) => Math.abs(part.getBoundingClientRect().top - landing!.getBoundingClientRect().top);
      rest.sort((a, b) => distance(a) - distance(b));
      const next = () => {
        const part = rest.shift();
        if (!part) return;
        if (callbacks.has(part)) renderParts([part]);
        setTimeout(next, 0);
      };
      setTimeout(next, 0);
    },
    // Far enough ahead that a reader scrolling at reading speed never meets an empty operation;
    // less above, where content rendered must be made up for by scrolling (keepInPlace).
    { rootMargin: `400px 0px ${AHEAD_BELOW}px 0px` },
  );
  callbacks.set(element, then);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

/** Renders deferred parts now, together, keeping what the reader reads in place. */
function renderParts(parts: Element[]): void {
  keepInPlace(parts, () => flushSync(() => parts.forEach((part) => callbacks.get(part)?.())));
  for (const part of parts) callbacks.delete(part);
}

/**
 * Runs `render` (which renders the deferred parts `rendering`) and scrolls by as much as it moved
 * what the reader is looking at: content rendered above it must not push the page away (on a deep
 * link, the operations above the target render too). The browser's own scroll anchoring does not
 * cover it: the element it anchors to can be the placeholder that the render replaces.
 */
function keepInPlace(rendering: Element[], render: () => void): void {
  const target = deepLinkTarget();
  if (target) {
    render();
    target.scrollIntoView();
    return;
  }
  const held = readContent(rendering);
  const before = held?.getBoundingClientRect().top;
  render();
  if (!held || before === undefined || !held.isConnected) return;
  const moved = held.getBoundingClientRect().top - before;
  if (moved) window.scrollBy(0, moved);
}

/**
 * The operation or schema (not a tag: a tag holds many) that the reader is reading: the first that
 * shows below the line where anchors land (the page's scroll-padding-top, under the navbar) and
 * that this render leaves as it is. After a deep link that is the target, whose top is on the line,
 * not the one before it, whose bottom is. A section this render changes is not what the reader
 * reads: a jump up (Page Up, the scrollbar) from rendered content lands on the name bars of
 * operations not yet rendered, which render at once and grow by far more than their bars; had the
 * first of them been kept in place, the others would push the content the reader came from down
 * by as much (thousands of pixels on a reference of short operations). So it is the first section
 * already rendered, on screen or in the stretch below rendered with it; only when there is none
 * (a jump far from anything rendered) the first section at the line.
 */
function readContent(rendering: Element[]): HTMLElement | undefined {
  const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const sections = document.querySelectorAll<HTMLElement>('.api-operation, .api-schema');
  let seen: HTMLElement | undefined;
  for (const section of sections) {
    const box = section.getBoundingClientRect();
    if (box.bottom <= line + 1) continue;
    seen ??= section;
    if (box.top > window.innerHeight + AHEAD_BELOW) break;
    if (!rendering.some((part) => section.contains(part))) return section;
  }
  return seen;
}

// The anchor the reader went to (the URL's hash on load, or a link to a place on this page they
// followed), until they scroll or type: content rendered around it then keeps it in view, even on
// a short page where it could not reach the top before the content after it was rendered, or
// during the smooth scroll to it.
let followed: string | undefined = typeof window === 'undefined' ? undefined : window.location.hash;
if (typeof window !== 'undefined') {
  const forget = () => (followed = undefined);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.addEventListener(type, forget, { capture: true, passive: true });
  window.addEventListener(
    'click',
    (event) => {
      // A link to another page's anchor too: the pages of a split reference link to each other's.
      const href = (event.target as Element | null)?.closest?.('a[href*="#"]')?.getAttribute('href');
      if (href) followed = href.slice(href.indexOf('#'));
    },
    { capture: true },
  );
}

/** That anchor's element, while it is on or near the screen (the page may have been scrolled away by a script). */
function deepLinkTarget(): HTMLElement | null {
  const target = followed ? elementOfFragment(followed.slice(1)) : null;
  return target && Math.abs(target.getBoundingClientRect().top) < window.innerHeight ? target : null;
}

/** As the browser matches a URL's fragment: the id as written (ids may hold `%20` of their own), else decoded. */
function elementOfFragment(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(fragment) ?? document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null; // a malformed escape
  }
}
