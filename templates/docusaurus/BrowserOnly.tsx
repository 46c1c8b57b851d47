// `@docusaurus/BrowserOnly`: renders its function child only in the browser, after hydration.
import { useEffect, useState, type ReactNode } from 'react';

export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
