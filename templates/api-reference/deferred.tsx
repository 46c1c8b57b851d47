// Content of an API reference that joins the document only when a reader gets to it. A long
// reference is mostly content nobody looks at on a given visit (closed response bodies and nested
// fields; in a large document, every operation but the few on screen). Kept as elements, it cost
// each page load its style, layout and hydration. The server writes it inside <noscript>: a browser
// running scripts parses that as one text node (no elements), and a browser without JavaScript shows
// it as ordinary HTML, so every field stays reachable. React renders the content in its place when
// the reader opens it (DeferredDetails) or scrolls near it (DeferredUntilNear). Its static HTML
// blocks (descriptions, highlighted code) are read from that same <noscript> text at that moment.
// A <noscript> ends at the first `</noscript>`, so deferred content never holds another one: inside
// it, deferred parts render their content directly.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { StaticHtmlContext, blocksWithin, type StaticHtmlBlocks } from '../app/StaticHtml.tsx';

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
 * Content rendered once it comes within a few screens of the viewport. `defer` false renders it at
 * once (a short reference gains nothing, and keeps find-in-page over all of it).
 */
export function DeferredUntilNear({ defer, children }: { defer: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [blocks, reveal] = useRevealed(box);
  const nested = useContext(InsideNoscript);
  useEffect(() => {
    if (!defer || nested || blocks || !box.current) return;
    return whenNear(box.current, reveal);
  }, [defer, nested, blocks, reveal]);
  if (!defer || nested) return children;
  if (blocks) return <Deferred blocks={blocks}>{children}</Deferred>;
  return (
    <div ref={box} className="api-deferred">
      <Deferred>{children}</Deferred>
    </div>
  );
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

// One observer for every deferred part of the page: a large reference has hundreds.
const callbacks = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function whenNear(element: Element, then: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      for (const target of near) observer!.unobserve(target);
      keepInPlace(() => flushSync(() => near.forEach((target) => callbacks.get(target)?.())));
      for (const target of near) callbacks.delete(target);
    },
    // Far enough ahead that a reader scrolling at reading speed never meets an empty operation;
    // less above, where content rendered must be made up for by scrolling (keepInPlace).
    { rootMargin: '400px 0px 1500px 0px' },
  );
  callbacks.set(element, then);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Runs `render` and scrolls by as much as it moved what the reader is looking at: content rendered
 * above the viewport must not push the page away (on a deep link, the operations above the target
 * render too). The browser's own scroll anchoring does not cover it: the element it anchors to can
 * be the placeholder that the render replaces.
 */
function keepInPlace(render: () => void): void {
  // The first operation or schema (not a tag: a tag holds many) that shows below the line where
  // anchors land (the page's scroll-padding-top, under the navbar): after a deep link that is the
  // target, whose top is on the line, not the one before it, whose bottom is.
  const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const seen = [...document.querySelectorAll<HTMLElement>('.api-operation, .api-schema')].find((el) => el.getBoundingClientRect().bottom > line + 1);
  const before = seen?.getBoundingClientRect().top;
  render();
  if (!seen || before === undefined || !seen.isConnected) return;
  const moved = seen.getBoundingClientRect().top - before;
  if (moved) window.scrollBy(0, moved);
}
