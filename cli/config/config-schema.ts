// JSON Schema for site.config.ts, checked by ajv at load. Every object is closed
// (additionalProperties: false) so a misspelt key is an error, not a silent no-op.
import { LINT_RULE_NAMES } from './lint-rules.ts';
import { SAMPLE_LANGUAGE_LABELS } from './sample-languages.ts';

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

/** Closed, ordered and without repeats: an unknown language is reported with the list of known ones. */
const SAMPLE_LANGUAGES_SCHEMA = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: Object.keys(SAMPLE_LANGUAGE_LABELS) } } as const;

export const configSchema = {
  $id: 'https://hubgen.dev/schema/site-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'url'],
  $defs: { navbarItem },
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
    docs: {
      type: 'object',
      additionalProperties: false,
      properties: {
        path: { type: 'string', minLength: 1 },
        // '/' (or '') serves the docs at the site root, as Docusaurus's routeBasePath: '/' does.
        routeBasePath: { type: 'string', pattern: '^/?([A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*/?)?$' },
        // Items are checked by cli/config/sidebar-items.ts, which names the exact key of a mistake.
        sidebars: { type: 'object', additionalProperties: { type: ['array', 'object'] } },
        sidebarPath: { type: 'string', minLength: 1 },
        editUrl: { type: 'string', pattern: '^https?://' },
        versions: {
          type: 'object',
          additionalProperties: false,
          properties: {
            current: {
              type: 'object',
              additionalProperties: false,
              properties: { name: { type: 'string', pattern: '^[A-Za-z0-9._-]+$' }, label: { type: 'string' } },
            },
            older: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'path'],
                properties: { name: { type: 'string', pattern: '^[A-Za-z0-9._-]+$' }, label: { type: 'string' }, path: { type: 'string', minLength: 1 } },
              },
            },
          },
        },
      },
    },
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
    customFields: {
      type: 'object',
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
    onBrokenLinks: { enum: ['throw', 'warn', 'ignore'] },
    onBrokenAnchors: { enum: ['throw', 'warn', 'ignore'] },
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
    markdown: {
      type: 'object',
      additionalProperties: false,
      properties: {
        mdx1Compat: { type: 'boolean' },
        remarkPlugins: { type: 'array', items: PLUGIN_SPEC },
        rehypePlugins: { type: 'array', items: PLUGIN_SPEC },
      },
    },
  },
} as const;
