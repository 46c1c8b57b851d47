// JSON Schema for site.config.ts, checked by ajv at load. Every object is closed
// (additionalProperties: false) so a misspelt key is an error, not a silent no-op.
import { LINT_RULE_NAMES } from './lint-rules.ts';
import { SAMPLE_LANGUAGE_LABELS } from '../../shared/sample-code/languages.ts';

const link = { type: 'string', minLength: 1 } as const;

const navbarItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Not an enum here: an unknown type gets the dedicated message in validate-config.ts.
    type: { type: 'string' },
    position: { enum: ['left', 'right'] },
    label: { type: 'string' },
    to: link,
    href: link,
    items: { type: 'array', items: { $ref: '#/$defs/navbarItem' } },
    docId: { type: 'string' },
    sidebarId: { type: 'string' },
    version: { type: 'string' },
    value: { type: 'string' },
    className: { type: 'string' },
    docsPluginId: { type: 'string', minLength: 1 },
  },
} as const;

const footerLink = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: { label: { type: 'string' }, to: link, href: link },
} as const;

/** A remark/rehype plugin: its module, or [module, options]. */
const PLUGIN_SPEC = {
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', minItems: 1, maxItems: 2, items: [{ type: 'string', minLength: 1 }, { type: 'object' }], additionalItems: false },
  ],
} as const;

const VERSION_NAME = { type: 'string', pattern: '^[A-Za-z0-9._-]+$' } as const;
const VERSION_SLUG = { type: 'string', pattern: '^([A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*)?$' } as const;
const GLOBS = { type: 'array', items: { type: 'string', minLength: 1 } } as const;

/** One docs instance (Docusaurus's docs plugin). */
const docsOptions = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
    path: { type: 'string', minLength: 1 },
    // '/' (or '') serves the docs at the site root, as Docusaurus's routeBasePath: '/' does.
    routeBasePath: { type: 'string', pattern: '^/?([A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*/?)?$' },
    // Items are checked by cli/config/sidebar-items.ts, which names the exact key of a mistake.
    sidebars: { type: 'object', additionalProperties: { type: ['array', 'object'] } },
    sidebarPath: { type: 'string', minLength: 1 },
    editUrl: { type: 'string', pattern: '^https?://' },
    include: GLOBS,
    exclude: GLOBS,
    lastVersion: VERSION_NAME,
    versions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        current: {
          type: 'object',
          additionalProperties: false,
          properties: { name: VERSION_NAME, label: { type: 'string' }, slug: VERSION_SLUG },
        },
        older: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'path'],
            properties: { name: VERSION_NAME, label: { type: 'string' }, path: { type: 'string', minLength: 1 }, slug: VERSION_SLUG, sidebarPath: { type: 'string', minLength: 1 } },
          },
        },
      },
    },
  },
} as const;

/** The attributes of a head tag: strings, or booleans (`async: true`). */
const HEAD_ATTRIBUTES = { type: 'object', additionalProperties: { type: ['string', 'boolean'] } } as const;

/** Closed, ordered and without repeats: an unknown language is reported with the list of known ones. */
const SAMPLE_LANGUAGES_SCHEMA = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: Object.keys(SAMPLE_LANGUAGE_LABELS) } } as const;

const REPORT_LEVEL = { enum: ['ignore', 'log', 'warn', 'throw'] } as const;
const FEED_TYPE = { enum: ['rss', 'atom', 'json'] } as const;
/** A path segment (or several) appended to a blog's route: no leading or trailing slash needed. */
const ROUTE_SEGMENT = { type: 'string', pattern: '^/?[A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*/?$' } as const;

/** One blog (Docusaurus's blog plugin options that hubgen acts on). */
const blogInstance = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
    path: { type: 'string', minLength: 1 },
    // '/' (or '') serves the blog at the site root.
    routeBasePath: { type: 'string', pattern: '^/?([A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*/?)?$' },
    tagsBasePath: ROUTE_SEGMENT,
    archiveBasePath: { anyOf: [ROUTE_SEGMENT, { type: 'null' }] },
    authorsBasePath: ROUTE_SEGMENT,
    pageBasePath: ROUTE_SEGMENT,
    blogTitle: { type: 'string' },
    blogDescription: { type: 'string' },
    blogSidebarCount: { anyOf: [{ type: 'integer', minimum: 0 }, { const: 'ALL' }] },
    blogSidebarTitle: { type: 'string' },
    postsPerPage: { anyOf: [{ type: 'integer', minimum: 1 }, { const: 'ALL' }] },
    showReadingTime: { type: 'boolean' },
    authorsMapPath: { type: 'string', minLength: 1 },
    tags: { anyOf: [{ type: 'string', minLength: 1 }, { const: false }, { type: 'null' }] },
    sortPosts: { enum: ['descending', 'ascending'] },
    editUrl: { type: 'string', pattern: '^https?://' },
    feedOptions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: { anyOf: [FEED_TYPE, { const: 'all' }, { type: 'array', items: FEED_TYPE, uniqueItems: true }, { type: 'null' }] },
        title: { type: 'string' },
        description: { type: 'string' },
        copyright: { type: 'string' },
        language: { type: 'string' },
        limit: { anyOf: [{ type: 'integer', minimum: 1 }, { const: false }, { type: 'null' }] },
      },
    },
    onInlineTags: REPORT_LEVEL,
    onInlineAuthors: REPORT_LEVEL,
    onUntruncatedBlogPosts: REPORT_LEVEL,
  },
} as const;

export const configSchema = {
  $id: 'https://hubgen.dev/schema/site-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'url'],
  $defs: { navbarItem, blogInstance },
  properties: {
    title: { type: 'string', minLength: 1 },
    tagline: { type: 'string' },
    url: { type: 'string', pattern: '^https?://' },
    baseUrl: { type: 'string', pattern: '^/(.*/)?$' },
    favicon: { type: 'string' },
    navbar: {
      type: 'object',
      additionalProperties: false,
      properties: {
        title: { type: 'string' },
        logo: {
          type: 'object',
          additionalProperties: false,
          required: ['src', 'alt'],
          properties: { src: link, alt: { type: 'string' }, srcDark: link },
        },
        hideOnScroll: { type: 'boolean' },
        items: { type: 'array', items: { $ref: '#/$defs/navbarItem' } },
      },
    },
    footer: {
      type: 'object',
      additionalProperties: false,
      properties: {
        style: { enum: ['light', 'dark'] },
        links: {
          type: 'array',
          items: {
            anyOf: [
              {
                type: 'object',
                additionalProperties: false,
                required: ['title', 'items'],
                properties: { title: { type: 'string' }, items: { type: 'array', items: footerLink } },
              },
              footerLink,
            ],
          },
        },
        logo: {
          type: 'object',
          additionalProperties: false,
          required: ['src', 'alt'],
          properties: { src: link, alt: { type: 'string' }, href: link },
        },
        copyright: { type: 'string' },
      },
    },
    announcementBar: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'content'],
      properties: {
        id: { type: 'string', minLength: 1 },
        content: { type: 'string' },
        backgroundColor: { type: 'string' },
        textColor: { type: 'string' },
        isCloseable: { type: 'boolean' },
      },
    },
    colorMode: {
      type: 'object',
      additionalProperties: false,
      properties: {
        defaultMode: { enum: ['light', 'dark'] },
        disableSwitch: { type: 'boolean' },
        respectPrefersColorScheme: { type: 'boolean' },
      },
    },
    i18n: {
      type: 'object',
      additionalProperties: false,
      properties: {
        defaultLocale: { type: 'string', minLength: 1 },
        locales: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
        localeConfigs: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            properties: { label: { type: 'string' }, htmlLang: { type: 'string' } },
          },
        },
      },
    },
    docs: { anyOf: [docsOptions, { type: 'array', minItems: 1, items: docsOptions }] },
    pages: {
      type: 'object',
      additionalProperties: false,
      properties: {
        path: { type: 'string', minLength: 1 },
      },
    },
    apis: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'spec', 'route'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9-]+$' },
          spec: { type: 'string', minLength: 1 },
          route: { type: 'string', pattern: '^/' },
          title: { type: 'string' },
          // Closed: an unknown rule name is reported with the list of known ones.
          lint: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(LINT_RULE_NAMES.map((rule) => [rule, { enum: ['error', 'warn', 'off'] }])),
          },
          strict: { type: 'boolean' },
          sampleLanguages: SAMPLE_LANGUAGES_SCHEMA,
          // true, false, or an object of settings: one type list rather than anyOf, so a misspelt
          // key inside the object is reported as such.
          tryIt: {
            type: ['boolean', 'object'],
            additionalProperties: false,
            properties: {
              // A public client only: what the config holds is published in the site's files.
              oauth: {
                type: 'object',
                additionalProperties: false,
                required: ['clientId'],
                properties: { clientId: { type: 'string', minLength: 1 } },
              },
            },
          },
          // true (the document's git history), false, or the versions as files.
          changelog: {
            type: ['boolean', 'object'],
            additionalProperties: false,
            required: ['versions'],
            properties: {
              versions: {
                type: 'array',
                items: {
                  type: ['string', 'object'],
                  minLength: 1,
                  additionalProperties: false,
                  required: ['spec'],
                  properties: { spec: { type: 'string', minLength: 1 }, date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
                },
              },
            },
          },
        },
      },
    },
    sampleLanguages: SAMPLE_LANGUAGES_SCHEMA,
    analytics: {
      type: 'object',
      additionalProperties: false,
      required: ['trackingId'],
      properties: { trackingId: { type: 'string', minLength: 1 } },
    },
    // Any JSON, as Docusaurus's customFields.
    customFields: { type: 'object' },
    onBrokenLinks: { enum: ['throw', 'warn', 'log', 'ignore'] },
    onBrokenAnchors: { enum: ['throw', 'warn', 'log', 'ignore'] },
    onBrokenMarkdownLinks: { enum: ['throw', 'warn', 'log', 'ignore'] },
    onDuplicateRoutes: { enum: ['throw', 'warn', 'log', 'ignore'] },
    clientModules: { type: 'array', items: { type: 'string', minLength: 1 } },
    redirects: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to'],
        properties: {
          from: { anyOf: [{ type: 'string', pattern: '^/' }, { type: 'array', minItems: 1, items: { type: 'string', pattern: '^/' } }] },
          to: { type: 'string', minLength: 1 },
        },
      },
    },
    headTags: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['tagName'],
        properties: { tagName: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9-]*$' }, attributes: HEAD_ATTRIBUTES, innerHTML: { type: 'string' } },
      },
    },
    stylesheets: { type: 'array', items: { anyOf: [{ type: 'string', minLength: 1 }, { ...HEAD_ATTRIBUTES, required: ['href'] }] } },
    scripts: { type: 'array', items: { anyOf: [{ type: 'string', minLength: 1 }, { ...HEAD_ATTRIBUTES, required: ['src'] }] } },
    theme: {
      type: 'object',
      additionalProperties: false,
      properties: {
        customCss: {
          anyOf: [
            { type: 'string', minLength: 1 },
            { type: 'array', items: { type: 'string', minLength: 1 } },
          ],
        },
      },
    },
    agents: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pageMenu: { type: 'boolean' },
        llmsFullMaxBytes: { type: 'integer', minimum: 1000 },
        liveRequests: { type: 'boolean' },
      },
    },
    // if/then/else rather than anyOf: a mistake inside one blog is reported at its key, not as "matches no shape".
    blog: { if: { type: 'array' }, then: { type: 'array', items: { $ref: '#/$defs/blogInstance' } }, else: { $ref: '#/$defs/blogInstance' } },
    markdown: {
      type: 'object',
      additionalProperties: false,
      properties: {
        format: { enum: ['mdx', 'md', 'detect'] },
        mdx1Compat: { type: 'boolean' },
        remarkPlugins: { type: 'array', items: PLUGIN_SPEC },
        rehypePlugins: { type: 'array', items: PLUGIN_SPEC },
      },
    },
  },
} as const;
