// The rules that say how much a change between two versions of an API matters to its clients, by
// id. oasdiff's breaking-change checks (github.com/oasdiff/oasdiff, checker/rules.go, as of its
// commit 4553c69 of August 2026) are the reference: an id it has means what it means there, at its
// level unless `oasdiff` says otherwise; the ids it lacks (a webhook's deprecation, servers, an
// enum value added to a response body) are hubgen's own. The README lists them all.

/** oasdiff's ERR, WARN and INFO: certainly breaking, may break a client, does not break one. */
export type ChangeLevel = 'breaking' | 'warning' | 'info';

export interface ChangeRule {
  level: ChangeLevel;
  /** Where oasdiff rates it otherwise (its level), or has no such check ('none'). */
  oasdiff?: ChangeLevel | 'none';
}

const rule = (level: ChangeLevel, oasdiff?: ChangeRule['oasdiff']): ChangeRule => (oasdiff ? { level, oasdiff } : { level });

export const CHANGE_RULES = {
  // Operations and webhooks.
  'endpoint-added': rule('info'),
  'api-removed-without-deprecation': rule('breaking'),
  'api-removed-with-deprecation': rule('info'),
  'api-path-removed-without-deprecation': rule('breaking'),
  'api-path-removed-with-deprecation': rule('info'),
  'endpoint-deprecated': rule('info'),
  'endpoint-reactivated': rule('info'),
  'api-operation-id-removed': rule('info'),
  'webhook-added': rule('info'),
  'webhook-removed': rule('breaking'),
  'webhook-removed-with-deprecation': rule('info', 'none'),
  'webhook-deprecated': rule('info', 'none'),
  // Parameters.
  'new-required-request-parameter': rule('breaking'),
  'new-optional-request-parameter': rule('info'),
  'request-parameter-removed': rule('warning'),
  'request-parameter-removed-with-deprecation': rule('info'),
  'request-parameter-became-required': rule('breaking'),
  'request-parameter-became-optional': rule('info'),
  'request-parameter-type-changed': rule('breaking'),
  'request-parameter-type-generalized': rule('info'),
  'request-parameter-became-enum': rule('breaking'),
  'request-parameter-enum-value-removed': rule('breaking'),
  'request-parameter-enum-value-added': rule('info'),
  'request-parameter-deprecated': rule('info'),
  'request-parameter-reactivated': rule('info'),
  // Request bodies.
  'request-body-added-required': rule('breaking'),
  'request-body-added-optional': rule('info'),
  'request-body-removed': rule('breaking'),
  'request-body-became-required': rule('breaking'),
  'request-body-became-optional': rule('info'),
  'request-body-media-type-added': rule('info'),
  'request-body-media-type-removed': rule('breaking'),
  'request-body-type-changed': rule('breaking'),
  'request-body-type-generalized': rule('info'),
  'request-body-became-not-nullable': rule('breaking'),
  'request-body-became-nullable': rule('info'),
  'request-body-became-enum': rule('breaking'),
  'request-body-enum-value-removed': rule('breaking'),
  'new-required-request-property': rule('breaking'),
  'new-required-request-property-with-default': rule('breaking'),
  'new-optional-request-property': rule('info'),
  'request-property-removed': rule('warning'),
  'request-property-became-required': rule('breaking'),
  'request-property-became-required-with-default': rule('breaking'),
  'request-property-became-optional': rule('info'),
  'request-property-type-changed': rule('breaking'),
  'request-property-type-generalized': rule('info'),
  'request-property-became-not-nullable': rule('breaking'),
  'request-property-became-nullable': rule('info'),
  'request-property-became-enum': rule('breaking'),
  'request-property-enum-value-removed': rule('breaking'),
  'request-property-enum-value-added': rule('info'),
  // Responses.
  'response-success-status-removed': rule('breaking'),
  'response-success-status-added': rule('info'),
  'response-non-success-status-removed': rule('info'),
  'response-non-success-status-added': rule('info'),
  'response-media-type-removed': rule('breaking'),
  'response-media-type-added': rule('info'),
  'response-body-type-changed': rule('breaking'),
  'response-body-type-specialized': rule('info'),
  'response-body-became-nullable': rule('breaking'),
  'response-mediatype-enum-value-removed': rule('info'),
  'response-body-enum-value-added': rule('warning', 'none'),
  'response-required-property-removed': rule('breaking'),
  'response-optional-property-removed': rule('warning'),
  'response-required-property-added': rule('info'),
  'response-optional-property-added': rule('info'),
  'response-property-became-optional': rule('breaking'),
  'response-property-became-required': rule('info'),
  'response-property-type-changed': rule('breaking'),
  'response-property-type-specialized': rule('info'),
  'response-property-became-nullable': rule('breaking'),
  'response-property-enum-value-added': rule('warning'),
  'response-property-enum-value-removed': rule('info'),
  // Security (oasdiff rates every security change INFO: see the README for why hubgen does not).
  'api-security-added': rule('info'),
  'api-security-removed': rule('info'),
  'api-security-scope-added': rule('info'),
  'api-security-scope-removed': rule('info'),
  'api-global-security-added': rule('info'),
  'api-global-security-removed': rule('info'),
  'api-global-security-scope-added': rule('info'),
  'api-global-security-scope-removed': rule('info'),
  // Servers.
  'server-added': rule('info', 'none'),
  'server-removed': rule('warning', 'none'),
} satisfies Record<string, ChangeRule>;

export type ChangeId = keyof typeof CHANGE_RULES;

/** The ids whose level depends on the versions compared (a security change that takes a client's access away is breaking, one that does not is not). */
export const LEVEL_BY_CASE: ReadonlySet<ChangeId> = new Set<ChangeId>([
  'api-security-added', 'api-security-removed', 'api-security-scope-added',
  'api-global-security-added', 'api-global-security-removed', 'api-global-security-scope-added',
]);

const ORDER: Record<ChangeLevel, number> = { breaking: 0, warning: 1, info: 2 };

/** The more serious of two levels. */
export function worse(a: ChangeLevel, b: ChangeLevel): ChangeLevel {
  return ORDER[a] <= ORDER[b] ? a : b;
}

export function levelRank(level: ChangeLevel): number {
  return ORDER[level];
}
