// The marketplace developer hub. Every value the spec leaves open (names, external addresses) is
// kept here, in one place, so the owner can change them without touching content.
import { defineConfig } from 'hubgen/config';

/** The platform provider's name. The spec does not name it; pages say "the platform". */
const PROVIDER = 'Marketplace Platform';

/** External destinations the spec does not give: placeholders for the owner to replace. */
const EXTERNAL = {
  tutorial: 'https://example.com/tutorial',
  helpCenter: 'https://example.com/help',
  community: 'https://example.com/community',
  videos: 'https://example.com/videos',
  freeTrial: 'https://example.com/signup?utm_source=developer-hub&utm_medium=footer&utm_campaign=free-trial',
};

/**
 * The marketplace's house style for its OpenAPI documents, beyond validity: every operation
 * identified, tagged, summarised, described, secured and documenting 401 and 429; no unused
 * component. hubgen leaves these off by default; this site enforces them.
 */
const HOUSE_RULES = {
  'operation-id': 'error',
  'operation-tagged': 'error',
  'operation-summary': 'error',
  'operation-description': 'error',
  'security-defined': 'error',
  'responses-401-429': 'error',
  'no-unused-components': 'error',
  'example-valid': 'error',
  'schema-example': 'error',
} as const;

export default defineConfig({
  title: `${PROVIDER} Developers`,
  tagline: 'Guides and API references for building multi-vendor marketplace stores',
  url: 'https://developers.example.com',
  baseUrl: '/',
  favicon: '/favicon.svg',
  navbar: {
    title: `${PROVIDER} Developers`,
    logo: { src: '/logo.svg', alt: `${PROVIDER} logo` },
    hideOnScroll: false,
    items: [
      { label: 'Documentation', to: '/docs/intro', position: 'left' },
      { label: 'APIs', to: '/apis', position: 'left' },
      { label: 'Webhooks', to: '/docs/Webhooks/intro', position: 'left' },
      { label: 'Themes', to: '/docs/Themes/intro', position: 'left' },
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      // The spec's 'external link': an `href` item. Its target is this site's own reference page, so
      // (as in Docusaurus) it is an ordinary link: no external icon, same tab.
      { label: 'API Reference', href: '/api-reference/', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Learn',
        items: [
          { label: 'Tutorial', href: EXTERNAL.tutorial },
          { label: 'Documentation', to: '/docs/intro' },
          { label: 'API Reference', to: '/api-reference/' },
          { label: 'Release notes', to: '/blog' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Help center', href: EXTERNAL.helpCenter },
          { label: 'Chat community', href: EXTERNAL.community },
          { label: 'Video channel', href: EXTERNAL.videos },
        ],
      },
      {
        title: 'Get started',
        items: [{ label: 'Start your free trial', href: EXTERNAL.freeTrial }],
      },
    ],
    copyright: `Copyright © ${PROVIDER}. Documentation built with hubgen.`,
  },
  announcementBar: {
    id: 'partners-api-2026',
    content: 'The Partners API reference is now available: connect your ERP, CRM or PIM to a vendor account. <a href="/partners-api-reference/">Read it</a>.',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English' } } },
  docs: { path: 'content/docs', routeBasePath: 'docs' },
  // The spec's three languages with JavaScript first, the one shown until a reader picks another, and Python.
  sampleLanguages: ['javascript', 'curl', 'node', 'python'],
  apis: [
    // strict: the marketplace owns its documents, so what the OpenAPI specification forbids fails the build.
    // changelog: each API's changes, from this repository's history of its document.
    { id: 'admin', spec: 'openapi/admin.yaml', route: '/api-reference/', title: 'Admin API', strict: true, lint: HOUSE_RULES, changelog: true },
    { id: 'partners', spec: 'openapi/partners.yaml', route: '/partners-api-reference/', title: 'Partners API', strict: true, lint: HOUSE_RULES, changelog: true },
  ],
  analytics: { trackingId: 'G-XXXXXXXXXX' },
  // This site owns its OpenAPI documents: a dead link in their descriptions fails like one in a
  // page (unset, hubgen only warns about those, for documents published by another team).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  customFields: { provider: PROVIDER },
  // Release notes: posts about what the hub documents (content/blog), with tag pages and feeds.
  blog: {
    path: 'content/blog',
    blogTitle: 'Release notes',
    blogDescription: 'What the developer hub documents, and what changes in it',
    feedOptions: { type: 'all', title: `${PROVIDER} release notes`, description: 'What the developer hub documents, and what changes in it' },
  },
});
