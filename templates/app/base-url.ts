// The browser side of shared/base-path.ts: the site's own baseUrl, from the site data.
import site from 'hubgen:site-data';
import { joinBase, stripBase } from '../../shared/base-path.ts';

/** A site path as the URL the browser must use ('/docs/intro' → '/repo/docs/intro'). */
export function withBase(url: string): string;
export function withBase(url: string | undefined): string | undefined;
export function withBase(url: string | undefined): string | undefined {
  return joinBase(site.baseUrl, url);
}

/** The site path of a location's pathname ('/repo/docs/intro' → '/docs/intro'). */
export function withoutBase(pathname: string): string {
  return stripBase(site.baseUrl, pathname);
}
