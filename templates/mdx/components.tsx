// The pieces hubgen's compiled MDX renders with: the code block's frame with its copy button, tabbed
// samples, static code, tables that scroll. The map of HTML elements to components is MDXComponents.tsx.
import { Children, isValidElement, useContext, useRef, useState, type ReactElement, type ReactNode, type ComponentProps } from 'react';
import { useSyncedChoice } from '../hooks/useSyncedChoice.ts';
import { TabList } from '../layout/TabList.tsx';
import { COPY_CODE_LABEL, DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGE_LABEL, STATIC_CODE_COMPONENT, STATIC_HTML_COMPONENT } from '../../shared/constants.ts';
import { StaticHtml, StaticHtmlContext } from '../app/StaticHtml.tsx';
import { withBase } from '../app/base-url.ts';
import { isExternalHref, NEW_TAB } from '../../shared/base-path.ts';

export const SAMPLE_LANGUAGE_KEY = 'hubgen.sample-language';

export function CodeBlock(props: ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="code-block">
      <pre {...props} ref={ref} tabIndex={0} />
      <CopyButton getText={() => ref.current?.innerText ?? ''} />
    </div>
  );
}

/**
 * A highlighted code block as mdx/rehype-static-code.ts compiles it: the markup comes with the
 * server's `html` only; the browser reads it back from the page (the same element, so hydration
 * keeps it).
 */
export function StaticCode({ id, html }: { id: string; html: string }) {
  const blocks = useContext(StaticHtmlContext);
  return <CodeBlock data-static={id} dangerouslySetInnerHTML={{ __html: html || blocks.get(id) || '' }} />;
}

export function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={copied ? 'Copied' : COPY_CODE_LABEL}
      onClick={() => copyCode(getText(), setCopied)}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** How long a copy button says "Copied". */
const COPIED_MS = 1500;

/**
 * What every copy button does, CopyButton and the buttons of static HTML alike: `text` to the
 * clipboard, then "Copied" for a moment. `show` puts the state on the button: React state for
 * CopyButton, the button's own text and label for static HTML (staticCopyButton).
 */
export function copyCode(text: string, show: (copied: boolean) => void): void {
  navigator.clipboard?.writeText(text).then(
    () => {
      show(true);
      window.setTimeout(() => show(false), COPIED_MS);
    },
    () => show(false),
  );
}

/** A copy button of static HTML (compiled Markdown, API descriptions) shows its state as CopyButton renders it. */
export function staticCopyButton(button: HTMLButtonElement): (copied: boolean) => void {
  return (copied) => {
    button.textContent = copied ? 'Copied' : 'Copy';
    button.setAttribute('aria-label', copied ? 'Copied' : COPY_CODE_LABEL);
  };
}

/** Tabs over samples in several languages; the choice is shared page-wide and remembered. */
export function CodeTabs({ labels, children }: { labels: string[]; children: ReactNode }) {
  const fallback = labels.includes(DEFAULT_SAMPLE_LANGUAGE) ? DEFAULT_SAMPLE_LANGUAGE : labels[0];
  const [choice, choose] = useSyncedChoice(SAMPLE_LANGUAGE_KEY, fallback);
  const selected = labels.includes(choice) ? choice : fallback;
  const panels = Children.toArray(children).filter(isValidElement) as ReactElement[];
  return (
    <div className="code-tabs">
      <TabList labels={labels} selected={selected} onSelect={choose} label={SAMPLE_LANGUAGE_LABEL} />
      {panels.map((panel, i) => (
        <div key={labels[i]} role="tabpanel" aria-label={labels[i]} className="code-tabs__panel" hidden={labels[i] !== selected}>
          {panel}
        </div>
      ))}
    </div>
  );
}

/** A link of the site's own gets the baseUrl in front; another site's opens in a new tab, safely. */
export function Link(props: ComponentProps<'a'>) {
  const external = isExternalHref(props.href);
  return <a {...props} href={withBase(props.href)} {...(external ? NEW_TAB : {})} />;
}

/** Tables scroll sideways on narrow screens (markdown.css): focusable, so keyboard users can scroll them too. */
export function Table(props: ComponentProps<'table'>) {
  return <table {...props} tabIndex={0} />;
}

/**
 * What hubgen's compiled MDX renders besides HTML elements (tabbed samples, static code blocks and
 * HTML): always added after the site's MDX components (MDXComponents.tsx), which cannot drop them.
 */
export const mdxInternals = { CodeTabs, [STATIC_CODE_COMPONENT]: StaticCode, [STATIC_HTML_COMPONENT]: StaticHtml };
