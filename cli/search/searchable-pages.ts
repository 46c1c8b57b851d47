// Which rendered pages go into the search index: the default locale and the current docs version.
// Other locales and older versions repeat the same sections (untranslated pages fall back to the
// default locale's text), so indexing them would show every result several times. A per-locale
// index is the next step once a site ships a second locale.
import type { ResolvedConfig } from '../config/load-config.ts';
import type { RenderedPage } from '../render/render-pages.ts';

export function searchablePages({ pages, config }: { pages: RenderedPage[]; config: ResolvedConfig }): RenderedPage[] {
  const current = config.docs.versions?.current?.name ?? 'current';
  return pages.filter(
    ({ route }) => route.locale === config.i18n.defaultLocale && (route.props.kind !== 'doc' || route.props.version === current) && !route.noindex,
  );
}
