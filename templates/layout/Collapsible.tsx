// A collapsible region that animates its height: the duration grows with the content's height
// (Material's auto-height curve), eased in and out; 1 ms when the reader prefers reduced motion.
// Closed content stays in the DOM (hidden), so links inside remain in the server HTML.
import { useEffect, useRef, type ReactNode } from 'react';

export function autoHeightDuration(height: number): number {
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Collapsible({ open, id, children }: { open: boolean; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // `hidden` is rendered once (server HTML, hydration); after that the effect owns it, because the
  // closing animation must measure the content before it is hidden.
  const initiallyOpen = useRef(open).current;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const height = el.scrollHeight;
    const duration = prefersReducedMotion() ? 1 : autoHeightDuration(height);
    el.style.transition = `height ${duration}ms ease-in-out`;
    el.style.overflow = 'hidden';
    el.hidden = false;
    if (open) {
      el.style.height = '0px';
      requestAnimationFrame(() => {
        el.style.height = `${height}px`;
      });
    } else {
      el.style.height = `${height}px`;
      requestAnimationFrame(() => {
        el.style.height = '0px';
      });
    }
    const done = () => {
      el.style.transition = '';
      el.style.overflow = '';
      el.style.height = '';
      el.hidden = !open;
    };
    const timer = window.setTimeout(done, duration + 20);
    return () => window.clearTimeout(timer);
  }, [open]);
  return (
    <div ref={ref} id={id} className="collapsible" hidden={!initiallyOpen}>
      {children}
    </div>
  );
}
