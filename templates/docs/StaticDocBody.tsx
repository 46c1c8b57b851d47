// The body of a static doc (one whose MDX uses no component of its own): HTML made at build time,
// shipped once in the page, with no module of its own. The server puts the doc's body in it: HTML
// compiled from its Markdown (cli/mdx/rehype-static-body.ts), or its MDX rendered by React when it
// holds JSX or expressions. The browser keeps that HTML (read back from the page, or from the
// fetched page on navigation) and only adds what the theme's MDX components would do there: the
// copy buttons of code blocks and the sample-language tabs, both by delegation from this element.
import { useContext, useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useSyncedChoice } from '../hooks/useSyncedChoice.ts';
import { StaticHtmlContext } from '../app/StaticHtml.tsx';
import { SAMPLE_LANGUAGE_KEY, copyCode, staticCopyButton } from '../mdx/components.tsx';
import { DEFAULT_SAMPLE_LANGUAGE } from '../../shared/constants.ts';

export const DOC_BODY_ID = 'doc-body';

/** `children`: the doc's MDX, on the server. In the browser the block's HTML comes from the page. */
export function StaticDocBody({ children }: { children?: ReactNode }) {
  const { ref, onClick } = useStaticBody();
  const blocks = useContext(StaticHtmlContext);
  // The same element either way: hydration keeps the server's HTML under dangerouslySetInnerHTML.
  if (children !== undefined) {
    return (
      <div ref={ref} className="doc-body" data-static={DOC_BODY_ID} onClick={onClick}>
        {children}
      </div>
    );
  }
  return <div ref={ref} className="doc-body" data-static={DOC_BODY_ID} onClick={onClick} dangerouslySetInnerHTML={{ __html: blocks.get(DOC_BODY_ID) ?? '' }} />;
}

/**
 * What the theme's MDX components would do in static HTML (a doc's body, a blog post's excerpt):
 * copy buttons and sample-language tabs, by delegation from the element given `ref` and `onClick`.
 */
export function useStaticBody(): { ref: RefObject<HTMLDivElement | null>; onClick: (event: MouseEvent<HTMLDivElement>) => void } {
  const ref = useRef<HTMLDivElement>(null);
  const [language, choose] = useSyncedChoice(SAMPLE_LANGUAGE_KEY, DEFAULT_SAMPLE_LANGUAGE);
  useEffect(() => {
    for (const tabs of ref.current?.querySelectorAll<HTMLElement>('.code-tabs') ?? []) showTab(tabs, language);
  });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const tab = target.closest<HTMLButtonElement>('.code-tabs__tab');
    if (tab) return choose(tab.textContent ?? '');
    const copy = target.closest<HTMLButtonElement>('.copy-button');
    if (copy) copyCode(copy.parentElement?.querySelector('pre')?.innerText ?? '', staticCopyButton(copy));
  };
  return { ref, onClick };
}

/** As CodeTabs shows a choice: the chosen language if the block has it, else its default. */
function showTab(tabs: HTMLElement, choice: string): void {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>('.code-tabs__tab')];
  const labels = buttons.map((b) => b.textContent ?? '');
  const fallback = labels.includes(DEFAULT_SAMPLE_LANGUAGE) ? DEFAULT_SAMPLE_LANGUAGE : labels[0];
  const selected = labels.includes(choice) ? choice : fallback;
  buttons.forEach((button, i) => {
    button.setAttribute('aria-selected', String(labels[i] === selected));
    button.tabIndex = labels[i] === selected ? 0 : -1;
  });
  tabs.querySelectorAll<HTMLElement>(':scope > .code-tabs__panel').forEach((panel, i) => (panel.hidden = labels[i] !== selected));
}
