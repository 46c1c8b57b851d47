// The generic layout of every page: skip link, announcement bar, navbar, main content, footer.
import type { ReactNode } from 'react';
import type { RouteData } from '../types.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from '../navbar/Navbar.tsx';
import { Footer } from '../footer/Footer.tsx';

export const MAIN_ID = '__main';

export function Layout({ route, children }: { route: RouteData; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar route={route} />
      <main id={MAIN_ID} className="main-wrapper" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
