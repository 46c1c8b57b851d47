// Viewport mode: 'ssr' during server render and hydration, then 'desktop' or 'mobile' by window width
// (996 px breakpoint), updated on resize.
import { useEffect, useState } from 'react';

export const DESKTOP_BREAKPOINT = 996;
export type ViewportMode = 'ssr' | 'desktop' | 'mobile';

export function useViewport(): ViewportMode {
  const [mode, setMode] = useState<ViewportMode>('ssr');
  useEffect(() => {
    const update = () => setMode(window.innerWidth < DESKTOP_BREAKPOINT ? 'mobile' : 'desktop');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mode;
}

/** True once the client has mounted (false on the server and during hydration). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
