// Locale of a path and locale-aware links: a page under /fr/… links to /fr/… pages.
import site from 'hubgen:site-data';

export function localeOf(path: string): string {
  const first = path.split('/')[1];
  return site.i18n.locales.some((l) => l.locale === first) && first !== site.i18n.defaultLocale ? first : site.i18n.defaultLocale;
}

/** Prefixes an internal route with the current page's locale (the default locale has no prefix). */
export function localizePath(to: string, currentPath: string): string {
  const locale = localeOf(currentPath);
  if (locale === site.i18n.defaultLocale || !to.startsWith('/') || to.startsWith(`/${locale}/`)) return to;
  return `/${locale}${to}`;
}
