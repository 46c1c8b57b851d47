// Whether a request presents the mock's key the way one of the document's security schemes asks:
// HTTP basic with the key as username and password (the platform's scheme, basic-auth.ts), a bearer
// token (http bearer, OAuth2, OpenID Connect), or an API key in its header, query parameter or
// cookie. The key stands in for every secret, as it does in the samples `check --samples` runs.
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'openapi-backend';
import type { ApiSecurityScheme } from '../../openapi/document/types.ts';
import { isAuthorized } from './basic-auth.ts';

export function meetsScheme({ scheme, request, key }: { scheme: ApiSecurityScheme; request: Request; key: string }): boolean {
  const authorization = header(request, 'authorization');
  switch (scheme.type) {
    case 'http': {
      const kind = (scheme.scheme ?? '').toLowerCase();
      if (kind === 'basic') return isAuthorized({ header: authorization, key });
      return presented(/^(\S+)\s+(.+)$/.exec(authorization ?? ''), kind, key);
    }
    case 'oauth2':
    case 'openIdConnect':
      return presented(/^(\S+)\s+(.+)$/.exec(authorization ?? ''), 'bearer', key);
    case 'apiKey': {
      const name = scheme.name ?? '';
      if (scheme.in === 'query') return same(first(typeof request.query === 'object' ? request.query[name] : undefined), key);
      if (scheme.in === 'cookie') return same(cookie(header(request, 'cookie'), name), key);
      return same(header(request, name.toLowerCase()), key);
    }
    default:
      return false;
  }
}

function presented(match: RegExpExecArray | null, kind: string, key: string): boolean {
  return !!match && match[1].toLowerCase() === kind && same(match[2].trim(), key);
}

function header(request: Request, name: string): string | undefined {
  return first(request.headers[name]);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function cookie(text: string | undefined, name: string): string | undefined {
  for (const part of (text ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Constant-time, so the mock does not teach clients to probe keys by timing. */
function same(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
