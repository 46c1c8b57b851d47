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
  if (!validateSchema(config)) return collapse(validateSchema.errors ?? []).map(toIssue);
  return [
    ...checkNavbarItems((config as SiteConfig).navbar?.items ?? [], ['navbar', 'items']),
    ...docsOptionsOf(config as SiteConfig).flatMap(({ options, keyPath }) => (options.sidebars ? normalizeSidebars(options.sidebars, [...keyPath, 'sidebars']).issues : [])),
    ...docsInstanceIssues(config as SiteConfig),
  ];
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

function unknownLintRule(keyPath: KeyPath, rule: string): ConfigIssue {
  const suggestion = closestMatch(rule, LINT_RULE_NAMES, { slack: 3 });
  return {
    keyPath: [...keyPath, rule],
    message: `unknown OpenAPI lint rule "${rule}"`,
    hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Known rules: ${LINT_RULE_NAMES.join(', ')}.`,
  };
}

function toIssue(error: ErrorObject): ConfigIssue {
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
    case 'anyOf':
      return { keyPath, message: 'does not match any allowed shape', hint: 'Check the config reference in the README for this key.' };
    default:
      return { keyPath, message: error.message ?? 'is invalid' };
  }
}
