// The OpenAPI rules a site chooses, with their default levels. Validity of a document (the OpenAPI
// schema of its version, $refs, unique operationIds, path templates, known security schemes) is
// never configurable; these are the choices one site may make and another may not, so any valid
// document builds with the defaults. Examples that do not match their schemas are such a choice:
// the specification does not forbid them, and about one public document in ten publishes one
// (Redocly's `no-invalid-media-type-examples` is a warning by default, and Redoc renders them). Kept free of imports:
// the config schema lists these names.

export type LintLevel = 'error' | 'warn' | 'off';

export const LINT_RULE_DEFAULTS = {
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

export const LINT_RULE_NAMES = Object.keys(LINT_RULE_DEFAULTS) as LintRuleName[];

/** One API's `lint` setting from site.config.ts. */
export type LintConfig = Partial<Record<LintRuleName, LintLevel>>;

export function lintLevel(config: LintConfig | undefined, rule: LintRuleName): LintLevel {
  return config?.[rule] ?? LINT_RULE_DEFAULTS[rule];
}
