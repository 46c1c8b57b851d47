// Navbar hide-on-scroll: hidden when scrolling down past the navbar's own height, shown when
// scrolling up, always shown near the top, hidden when navigating to an existing hash anchor.
import { useEffect, useState } from 'react';

export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const navbarHeight = () => document.querySelector('.navbar')?.getBoundingClientRect().height ?? 60;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight()) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    const onHash = () => {
      if (window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)))) setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [enabled]);
  return hidden;
}
