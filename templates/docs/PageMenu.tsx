// The page menu for readers who work with an assistant: "Copy page" (the page's Markdown twin to the
// clipboard) beside a disclosure with "View as Markdown" and "Open in ChatGPT" / "Open in Claude",
// plain links whose prompt names the page's address. No script of theirs is on the page, and nothing
// leaves it until the reader clicks. A <details> disclosure, so the menu opens with the keyboard (and
// without JavaScript); Escape closes it and gives the focus back. Off with `agents.pageMenu: false`.
import { useRef, useState, type KeyboardEvent } from 'react';
import site from 'hubgen:site-data';
import { NEW_TAB } from '../../shared/base-path.ts';

/** `markdown`: the twin's URL (under the base); `page`: the page's absolute address. */
export function PageMenu({ markdown, page }: { markdown?: string; page: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [copied, setCopied] = useState<'' | 'Copied' | 'Copy failed'>('');
  if (!site.pageMenu || !markdown) return null;
  const prompt = encodeURIComponent(`Read ${page} (its Markdown: ${new URL(markdown, page).href}) so I can ask you questions about it.`);
  const copy = () =>
    fetch(markdown)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => navigator.clipboard.writeText(text))
      .then(() => setCopied('Copied'), () => setCopied('Copy failed'))
      .finally(() => setTimeout(() => setCopied(''), 2000));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <div className="page-menu">
      <button type="button" className="page-menu__copy" onClick={copy} aria-describedby="page-menu-status">
        <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
        </svg>
        Copy page
      </button>
      <span id="page-menu-status" className="page-menu__status" role="status">
        {copied}
      </span>
      <details className="page-menu__more" ref={menu} onKeyDown={onKeyDown}>
        <summary aria-label="More ways to read this page">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </summary>
        <ul className="page-menu__list">
          <li>
            <a type="text/markdown" href={markdown}>View as Markdown</a>
          </li>
          <li>
            <a href={`https://chatgpt.com/?hints=search&q=${prompt}`} {...NEW_TAB}>Open in ChatGPT</a>
          </li>
          <li>
            <a href={`https://claude.ai/new?q=${prompt}`} {...NEW_TAB}>Open in Claude</a>
          </li>
        </ul>
      </details>
    </div>
  );
}
