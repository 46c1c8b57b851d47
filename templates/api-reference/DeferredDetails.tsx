// A closed <details> whose content joins the document only when a reader opens it. Long API
// references are mostly collapsed content (response bodies, nested fields): kept as elements, it
// cost every page load its style, layout and hydration although nobody had opened it. The server
// writes the content inside <noscript>: a browser running scripts parses that as a single text node
// (no elements), a browser without JavaScript shows it as ordinary HTML, so every field stays
// reachable. When opened, React renders the content in place of the <noscript>.
// A <noscript> ends at the first `</noscript>`, so deferred content never holds another one: inside
// it, nested details render their content directly.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const InsideNoscript = createContext(false);

interface Props {
  className: string;
  summary: ReactNode;
  summaryClassName?: string;
  children: ReactNode;
}

export function DeferredDetails({ className, summary, summaryClassName, children }: Props) {
  const nested = useContext(InsideNoscript);
  const details = useRef<HTMLDetailsElement>(null);
  // Once opened, the content stays rendered: closing only hides it, as for any <details>.
  const [opened, setOpened] = useState(false);
  // Opened before hydration (a click while the script loaded): the toggle event is gone, read the state.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={details} className={className} onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && setOpened(true)}>
      <summary className={summaryClassName}>{summary}</summary>
      {nested || opened ? (
        children
      ) : (
        <noscript>
          <InsideNoscript.Provider value={true}>{children}</InsideNoscript.Provider>
        </noscript>
      )}
    </details>
  );
}
