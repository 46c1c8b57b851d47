// The generic layout of every page: skip link, announcement bar, navbar, main content, footer.
import type { ReactNode } from 'react';
import type { RouteData } from '../types.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from '../navbar/Navbar.tsx';
import { Footer } from '../footer/Footer.tsx';
import { MAIN_ID } from '../../shared/constants.ts';

export function Layout({ route, children }: { route: RouteData; children: ReactNode }) {
  const Main = route.ownMain ? 'div' : 'main';
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar route={route} />
      {/* A page that brings its own <main> (a Docusaurus page) gets a <div> here, as Docusaurus's
          own layout has: one main landmark per page. The render stage finds out (route.ownMain). */}
      <Main id={MAIN_ID} className="main-wrapper" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
