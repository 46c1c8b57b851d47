// What a generated sample sends to authenticate: the operation's effective security (its own
// `security`, else the document's), first requirement, every scheme of it. HTTP basic goes as a
// user:password pair, bearer and OAuth2/OpenID Connect as `Authorization: Bearer`, an API key where
// its scheme puts it (header, query or cookie). The secret is a readable placeholder — `{token}`,
// and for an API key the scheme's own name (`{ApiKeyAuth}`: an operation that takes two keys says
// which goes where) — unless the scheme's `x-default` (ReadMe's and Mintlify's extension) names one: the
// marketplace's basic scheme says `{key}:{key}`, its documented key as username and password.
import type { ApiDocument, ApiOperation, ApiSecurityScheme } from '../document/types.ts';
import type { SampleCredentials } from '../../../shared/sample-code/request.ts';

/** Placeholders a reader replaces with a secret; `check --samples` replaces them with the mock's key. */
export const SECRET_PLACEHOLDERS = ['{key}', '{username}', '{password}', '{token}', '{access_token}', '{api_key}', '{credentials}'];

export function sampleCredentials({ doc, op }: { doc: ApiDocument; op: ApiOperation }): SampleCredentials {
  const credentials: SampleCredentials = { headers: [], query: [], cookies: [] };
  // `security: []` (or a first requirement of `{}`) means the operation takes no credentials.
  const requirement = op.security[0] ?? {};
  for (const name of Object.keys(requirement)) {
    const scheme = doc.securitySchemes[name];
    if (scheme) addScheme(credentials, scheme, name);
  }
  return credentials;
}

/** The placeholder of an API key: its scheme's name, in braces (characters a shell or URL would read otherwise as `_`). */
export function apiKeyPlaceholder(schemeName: string): string {
  return `{${schemeName.replace(/[^\w.-]/g, '_') || 'api_key'}}`;
}

/** Every placeholder the samples of a document may hold for a secret: the fixed ones, and its API keys'. */
export function secretPlaceholders(doc: ApiDocument): string[] {
  const keys = Object.entries(doc.securitySchemes).filter(([, scheme]) => scheme.type === 'apiKey').map(([name]) => apiKeyPlaceholder(name));
  return [...new Set([...SECRET_PLACEHOLDERS, ...keys])];
}

function addScheme(credentials: SampleCredentials, scheme: ApiSecurityScheme, schemeName: string): void {
  const secret = scheme.sampleSecret;
  switch (scheme.type) {
    case 'http': {
      const kind = (scheme.scheme ?? '').toLowerCase();
      if (kind === 'basic') credentials.basic = secret ?? '{username}:{password}';
      else if (kind === 'bearer') credentials.headers.push(['Authorization', `Bearer ${secret ?? '{token}'}`]);
      else if (kind) credentials.headers.push(['Authorization', `${capitalised(kind)} ${secret ?? '{credentials}'}`]);
      return;
    }
    case 'oauth2':
    case 'openIdConnect':
      credentials.headers.push(['Authorization', `Bearer ${secret ?? '{access_token}'}`]);
      return;
    case 'apiKey': {
      if (!scheme.name) return;
      const where = scheme.in === 'query' ? credentials.query : scheme.in === 'cookie' ? credentials.cookies : credentials.headers;
      where.push([scheme.name, secret ?? apiKeyPlaceholder(schemeName)]);
      return;
    }
    // mutualTLS is the client certificate the connection itself presents: nothing to add to a request.
  }
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
