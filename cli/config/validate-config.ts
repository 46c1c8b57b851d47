// Checks a loaded config against config-schema.ts with ajv and turns every failure into one
// `key.path: message` problem (all at once, like Docusaurus; with line:column, unlike it).
// The schema is compiled ahead of time (config-validator.generated.js), so a run loads no ajv.
import type { ErrorObject } from 'ajv';
import type { SiteConfig, NavbarItem } from './define-config.ts';
import validateSchema from './config-validator.generated.js';
import type { KeyPath } from './locate-in-source.ts';
import { LINT_RULE_NAMES } from './lint-rules.ts';
import { closestMatch } from '../support/closest-match.ts';
import { normalizeSidebars } from './sidebar-items.ts';
import { docsInstanceIssues, docsOptionsOf } from './docs-instances.ts';

export interface ConfigIssue {
  keyPath: KeyPath;
  message: string;
  hint?: string;
}

const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
];

export function validateConfig(config: unknown): ConfigIssue[] {
  if (!validateSchema(config)) {
    const errors = (validateSchema.errors ?? []).filter((e) => e.keyword !== 'if'); // the taken branch says what is wrong
    return collapse(errors).map((error) => toIssue(error, errors));
  }
  return [
    ...checkNavbarItems((config as SiteConfig).navbar?.items ?? [], ['navbar', 'items']),
    ...docsOptionsOf(config as SiteConfig).flatMap(({ options, keyPath }) => (options.sidebars ? normalizeSidebars(options.sidebars, [...keyPath, 'sidebars']).issues : [])),
    ...docsInstanceIssues(config as SiteConfig),
    ...checkBlogs((config as SiteConfig).blog),
  ];
}

/** Several blogs need distinct ids and routes, as Docusaurus's plugin instances do. */
function checkBlogs(blog: SiteConfig['blog']): ConfigIssue[] {
  if (!Array.isArray(blog)) return [];
  const issues: ConfigIssue[] = [];
  const ids = new Map<string, number>();
  const routes = new Map<string, number>();
  blog.forEach((b, i) => {
    const id = b.id ?? 'default';
    const route = (b.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, '');
    if (ids.has(id)) issues.push({ keyPath: ['blog', i, ...(b.id ? ['id'] : [])], message: `a second blog with the id "${id}" (also blog[${ids.get(id)}])`, hint: 'Give each blog its own `id`.' });
    if (routes.has(route)) issues.push({ keyPath: ['blog', i, ...(b.routeBasePath !== undefined ? ['routeBasePath'] : [])], message: `a second blog at /${route} (also blog[${routes.get(route)}])`, hint: 'Give each blog its own `routeBasePath`.' });
    ids.set(id, ids.get(id) ?? i);
    routes.set(route, routes.get(route) ?? i);
  });
  return issues;
}

export function formatKeyPath(keyPath: KeyPath): string {
  return keyPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('') || '(config)';
}

function checkNavbarItems(items: NavbarItem[], at: KeyPath): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  items.forEach((item, i) => {
    const here = [...at, i];
    if (item.type !== undefined && !NAVBAR_ITEM_TYPES.includes(item.type)) {
      issues.push({
        keyPath: [...here, 'type'],
        message: `No NavbarItem component found for type "${item.type}"`,
        hint: `Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.`,
      });
    }
    const needsTarget = (item.type ?? 'default') === 'default' && !item.items;
    if (needsTarget && !item.to && !item.href) {
      issues.push({ keyPath: here, message: 'a link item needs `to` (internal route) or `href` (URL)' });
    }
    if (item.items) issues.push(...checkNavbarItems(item.items, [...here, 'items']));
  });
  return issues;
}

/** Errors inside a failed anyOf branch are noise: keep only the anyOf error itself. */
function collapse(errors: ErrorObject[]): ErrorObject[] {
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  return errors.filter(
    (e) => e.keyword === 'anyOf' || !anyOfPaths.some((p) => e.instancePath === p || e.instancePath.startsWith(p + '/')),
  );
}

/**
 * An anyOf of plain values (`5` or `'ALL'`, a string or `null`) said as its choices: "must be
 * integer ≥ 0 or "ALL"". undefined when a branch is more than a type, const or enum.
 */
function alternatives(anyOf: ErrorObject, all: ErrorObject[]): string | undefined {
  const branches = all.filter((e) => e !== anyOf && e.instancePath === anyOf.instancePath && e.schemaPath.startsWith(anyOf.schemaPath + '/'));
  if (!branches.length || branches.some((e) => !['type', 'const', 'enum', 'minimum', 'pattern', 'minLength'].includes(e.keyword))) return undefined;
  const said = branches.map((e) => {
    const p = e.params as Record<string, unknown>;
    if (e.keyword === 'type') return String(p.type);
    if (e.keyword === 'const') return JSON.stringify(p.allowedValue);
    if (e.keyword === 'enum') return (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(' or ');
    if (e.keyword === 'minimum') return `a number ≥ ${String(p.limit)}`;
    return e.keyword === 'pattern' ? `a string matching ${String(p.pattern)}` : 'a non-empty string';
  });
  return [...new Set(said)].join(' or ');
}

function unknownLintRule(keyPath: KeyPath, rule: string): ConfigIssue {
  const suggestion = closestMatch(rule, LINT_RULE_NAMES, { slack: 3 });
  return {
    keyPath: [...keyPath, rule],
    message: `unknown OpenAPI lint rule "${rule}"`,
    hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Known rules: ${LINT_RULE_NAMES.join(', ')}.`,
  };
}

function toIssue(error: ErrorObject, all: ErrorObject[] = []): ConfigIssue {
  const keyPath: KeyPath = error.instancePath
    .split('/')
    .slice(1)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      if (keyPath[0] === 'apis' && keyPath[2] === 'lint' && keyPath.length === 3) return unknownLintRule(keyPath, String(params.additionalProperty));
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      return {
        keyPath: [...keyPath, String(params.additionalProperty)],
        message: 'is not a recognised key',
        hint: allowed.length ? `Allowed keys here: ${allowed.join(', ')}.` : undefined,
      };
    }
    case 'required':
      return { keyPath, message: `is missing the required key "${params.missingProperty}"` };
    case 'enum':
      return { keyPath, message: `must be ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(' or ')}` };
    case 'type':
      return { keyPath, message: `must be ${params.type}` };
    case 'anyOf': {
      const choices = alternatives(error, all);
      if (choices) return { keyPath, message: `must be ${choices}` };
      return { keyPath, message: 'does not match any allowed shape', hint: 'Check the config reference in the README for this key.' };
    }
    default:
      return { keyPath, message: error.message ?? 'is invalid' };
  }
}
