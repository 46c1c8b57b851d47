// The platform's authentication (spec section 6): HTTP basic with the store's secret key as both the
// username and the password. Hand-written because it is this small and this specific.
import { timingSafeEqual } from 'node:crypto';

export function isAuthorized({ header, key }: { header: string | string[] | undefined; key: string }): boolean {
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return false;
  const credentials = Buffer.from(match[1], 'base64').toString('utf8');
  return sameText({ given: credentials, expected: `${key}:${key}` });
}

/** Constant-time, so the mock does not teach clients to probe keys by timing. */
function sameText({ given, expected }: { given: string; expected: string }): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
