// Keeps the sidebar and the URL hash in step with the section in view. It starts only after the
// reader scrolls, so opening a deep link is never overridden.
import { useEffect, useState } from 'react';

export function useScrollSpy(): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('[data-anchor]')];
    if (sections.length === 0) return;
    if (window.location.hash) setActive(decodeURIComponent(window.location.hash.slice(1)));
    // The router changes the URL before it swaps the page: a scroll in between must not write this
    // page's hash onto the next page's address.
    const pathname = window.location.pathname;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (window.location.pathname !== pathname) return;
      const line = 120;
      let current: HTMLElement | undefined;
      for (const section of sections) {
        if (section.getBoundingClientRect().top <= line) current = section;
        else break;
      }
      const anchor = current?.dataset.anchor;
      setActive(anchor);
      const hash = anchor ? `#${anchor}` : '';
      if (decodeURIComponent(window.location.hash) !== hash) {
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search + hash);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}
