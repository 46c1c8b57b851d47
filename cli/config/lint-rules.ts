// The OpenAPI rules a site chooses, with their default levels. Two kinds: what the OpenAPI and JSON
// Schema specifications forbid (the validity rules: the schema of the document's version, $refs
// that lead nowhere, path templates and their parameters, unique operationIds, known security
// schemes), a warning by default because a renderer renders (an API description is often another
// team's, and Redoc and Scalar show it all the same), an error under `strict: true` or at 'error';
// and house style, off by default, so that any document builds with the defaults. Examples that do
// not match their schemas are such a choice: the specification does not forbid them, and about one
// public document in ten publishes one (Redocly's `no-invalid-media-type-examples` is a warning by
// default, and Redoc renders them). Kept free of imports: the config schema lists these names.

export type LintLevel = 'error' | 'warn' | 'off';

export const LINT_RULE_DEFAULTS = {
  /** The document against the official OpenAPI schema of its version (Schema Objects against JSON Schema). */
  'openapi-schema': 'warn',
  /** A `$ref` that leads nowhere (no such file, or nothing at its pointer): shown as an unresolved schema. */
  'ref-missing': 'warn',
  /** A `$ref` that is not a string, or whose fragment is not a JSON pointer. */
  'ref-invalid': 'warn',
  /** A `$ref` to a URL: hubgen fetches nothing, so it is shown unresolved. */
  'ref-external': 'warn',
  /** A `$ref` to an absolute path or outside the document's folder: never read, shown unresolved. */
  'ref-outside-root': 'warn',
  /** Path templates and path parameters agree (each `{name}` declared `in: path`, `required: true`). */
  'path-params': 'warn',
  /** No two operations share an operationId (the second gets an anchor of its own). */
  'operation-id-unique': 'warn',
  /** Security requirements name schemes declared in components.securitySchemes. */
  'security-scheme-defined': 'warn',
  /** Every operation has an operationId (without one, its anchor is derived from method and path). */
  'operation-id': 'off',
  /** Every operation has at least one tag. */
  'operation-tagged': 'off',
  'operation-summary': 'off',
  /** Every operation has a description; parameters, request bodies and responses never an empty one. */
  'operation-description': 'off',
  /** Every operation has a security requirement, its own or the document's (`security: []` counts). */
  'security-defined': 'off',
  /** Every operation documents 401 (unless `security: []`) and 429. */
  'responses-401-429': 'off',
  /** Every schema, response, parameter and request body of components is referenced. */
  'no-unused-components': 'off',
  /** A `$ref` where OpenAPI allows none (an operation, a description), accepted and resolved. */
  'ref-placement': 'warn',
  /** The examples of parameters and media types match their schemas (readers copy them into requests). */
  'example-valid': 'warn',
  /** A schema's own `example` / `examples` match the schema (property examples included). */
  'schema-example': 'warn',
} as const satisfies Record<string, LintLevel>;

export type LintRuleName = keyof typeof LINT_RULE_DEFAULTS;

/** The rules for what the specifications forbid: `strict: true` makes each an error unless the site sets its level. */
export const VALIDITY_RULES = [
  'openapi-schema',
  'ref-missing',
  'ref-invalid',
  'ref-external',
  'ref-outside-root',
  'path-params',
  'operation-id-unique',
  'security-scheme-defined',
] as const satisfies readonly LintRuleName[];

export const LINT_RULE_NAMES = Object.keys(LINT_RULE_DEFAULTS) as LintRuleName[];

/** One API's `lint` setting from site.config.ts. */
export type LintConfig = Partial<Record<LintRuleName, LintLevel>>;

export function lintLevel(config: LintConfig | undefined, rule: LintRuleName): LintLevel {
  return config?.[rule] ?? LINT_RULE_DEFAULTS[rule];
}

export function isLintRule(rule: string): rule is LintRuleName {
  return Object.hasOwn(LINT_RULE_DEFAULTS, rule);
}

/** One API's levels with its `strict` folded in: every validity rule the site leaves unset at 'error'. */
export function apiLintConfig(api: { lint?: LintConfig; strict?: boolean }): LintConfig {
  if (!api.strict) return api.lint ?? {};
  return { ...Object.fromEntries(VALIDITY_RULES.map((rule) => [rule, 'error'])), ...api.lint };
}
