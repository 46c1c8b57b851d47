// Telling "npm cannot reach its registry" (a test that needs a package skips, visibly) from any
// other npm failure (which fails the test).

/** npm's own codes for a registry it cannot reach (no network, no DNS, refused, timed out). */
export const REGISTRY_UNREACHABLE = /npm (?:ERR!|error) code (?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b|npm (?:ERR!|error) network /;
