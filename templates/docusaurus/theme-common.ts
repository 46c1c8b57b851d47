// `@docusaurus/theme-common`, the parts custom pages use: `useColorMode()` on hubgen's own colour
// mode (color-mode/color-mode.ts, so a page's button and the navbar's toggle are one switch) and
// `ThemeClassNames`, the stable class names Docusaurus documents for custom CSS to target.
import { useCallback, useSyncExternalStore } from 'react';
import site from 'hubgen:site-data';
import { chooseColorMode, currentColorMode, watchColorMode, type ColorMode } from '../color-mode/color-mode.ts';

export type { ColorMode };

/**
 * `{ colorMode, setColorMode }`. The server (and the hydration render, so it matches) gives the
 * site's default mode; then the mode in force, following every change. `setColorMode(null)` goes
 * back to no choice of the reader's: the system's mode or the site's default, as configured.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode | null) => void } {
  const colorMode = useSyncExternalStore(watchColorMode, currentColorMode, () => site.colorMode.defaultMode);
  const setColorMode = useCallback((mode: ColorMode | null) => {
    chooseColorMode(mode ?? (site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode));
  }, []);
  return { colorMode, setColorMode };
}

/** The class names as Docusaurus names them (its ThemeClassNames): a site's CSS selects by these strings. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: {},
} as const;

/**
 * The site's theme config in Docusaurus's shape (`themeConfig`), read by swizzled components
 * (`const { footer } = useThemeConfig()`): navbar, footer, colour mode and announcement bar from the
 * site config; the rest at Docusaurus's defaults, as a site that never set them has them.
 */
export function useThemeConfig() {
  const { footer, navbar, colorMode, announcementBar } = site;
  const columns = footer.columns.every((c) => c.title) ? footer.columns : undefined;
  return {
    navbar: { title: navbar.title ?? site.title, logo: navbar.logo, hideOnScroll: navbar.hideOnScroll, items: navbar.items, style: undefined },
    footer: footer.columns.length || footer.copyright || footer.logo ? { style: footer.style, links: columns ?? footer.columns.flatMap((c) => c.items), logo: footer.logo, copyright: footer.copyright } : undefined,
    colorMode,
    announcementBar,
    docs: { versionPersistence: 'localStorage' as const, sidebar: { hideable: false, autoCollapseCategories: false } },
    blog: { sidebar: { groupByYear: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { additionalLanguages: [] as string[], magicComments: [] as unknown[], theme: { plain: {}, styles: [] as unknown[] } },
    metadata: [] as { name?: string; content?: string }[],
    image: undefined as string | undefined,
  };
}
