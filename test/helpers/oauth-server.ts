// A small OAuth 2 / OpenID Connect authorization server on 127.0.0.1 for the console's sign-in tests:
// discovery, authorization code with PKCE (S256 checked against the verifier), client credentials
// (HTTP basic), the device authorization grant, refresh tokens and RS256 ID tokens. Ours rather
// than oidc-provider: the tests need to make it deny consent, send back a wrong state and issue
// tokens that expire at once, and to see every request it got. CORS allows any origin unless
// `cors` is false (an authorization server that does not allow the docs' origin).
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface OAuthServerOptions {
  cors?: boolean;
}

export interface IssuedToken {
  token: string;
  clientId: string;
  scope: string;
  grant: string;
}

export interface OAuthServer {
  url: string;
  /** Every request it received: method, path with query, headers and body. */
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  issued: IssuedToken[];
  /** Seconds the access tokens it issues live: 1 makes one that is expired by the time it is used. */
  expiresIn: number;
  /** What the next authorization request does: approve, deny consent, or come back with another state. */
  nextAuthorization: 'approve' | 'deny' | 'wrong-state';
  /** Approves a pending device code, as the reader does on the verification page. */
  approveDevice(userCode: string): void;
  close(): Promise<void>;
}

interface Pending {
  clientId: string;
  scope: string;
  redirectUri: string;
  challenge: string;
}

export async function startOAuthServer(options: OAuthServerOptions = {}): Promise<OAuthServer> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, Pending>();
  const refresh = new Map<string, { clientId: string; scope: string }>();
  const devices = new Map<string, { userCode: string; clientId: string; scope: string; approved: boolean }>();
  const state: OAuthServer = {
    url: '',
    requests: [],
    issued: [],
    nextAuthorization: 'approve',
    expiresIn: 3600,
    approveDevice: (userCode) => {
      for (const device of devices.values()) if (device.userCode === userCode) device.approved = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const issue = (clientId: string, scope: string, grant: string, extra: Record<string, unknown> = {}) => {
    const token = `at-${crypto.randomBytes(9).toString('hex')}`;
    const refreshToken = `rt-${crypto.randomBytes(9).toString('hex')}`;
    state.issued.push({ token, clientId, scope, grant });
    if (grant !== 'client_credentials') refresh.set(refreshToken, { clientId, scope });
    const idToken = scope.split(' ').includes('openid') ? { id_token: jwt(privateKey, { iss: state.url, aud: clientId, sub: 'reader-1', iat: now(), exp: now() + 600 }) } : {};
    return { access_token: token, token_type: 'Bearer', expires_in: state.expiresIn, scope, ...(grant !== 'client_credentials' ? { refresh_token: refreshToken } : {}), ...idToken, ...extra };
  };
  const routes: Record<string, (req: Request) => Answer> = {
    '/.well-known/openid-configuration': () => json(200, discovery(state.url)),
    '/authorize': (req) => authorize(req, state, codes),
    '/token': (req) => token(req, { codes, refresh, devices, issue }),
    '/device': (req) => {
      const form = new URLSearchParams(req.body);
      const deviceCode = `dc-${crypto.randomBytes(6).toString('hex')}`;
      const userCode = `${crypto.randomBytes(2).toString('hex')}-${crypto.randomBytes(2).toString('hex')}`.toUpperCase();
      devices.set(deviceCode, { userCode, clientId: form.get('client_id') ?? '', scope: form.get('scope') ?? '', approved: false });
      return json(200, { device_code: deviceCode, user_code: userCode, verification_uri: `${state.url}/activate`, expires_in: 600, interval: 1 });
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const cors: Record<string, string> = options.cors === false ? {} : { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'authorization, content-type, dpop', 'access-control-allow-methods': 'GET, POST' };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const url = new URL(req.url!, state.url);
      const answer = routes[url.pathname]?.({ url, headers: req.headers, body }) ?? json(404, { error: 'not_found' });
      res.writeHead(answer.status, { ...cors, ...answer.headers }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

interface Request {
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const now = () => Math.floor(Date.now() / 1000);
const json = (status: number, value: unknown): Answer => ({ status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' }, body: JSON.stringify(value) });

function discovery(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    device_authorization_endpoint: `${issuer}/device`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials', 'urn:ietf:params:oauth:grant-type:device_code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'files:read'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
  };
}

/** The authorization endpoint, consent decided by the test: back to the redirect URI with a code, an error or a forged state. */
function authorize({ url }: Request, state: OAuthServer, codes: Map<string, Pending>): Answer {
  const q = url.searchParams;
  const redirect = new URL(q.get('redirect_uri') ?? '');
  if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return json(400, { error: 'invalid_request', error_description: 'PKCE with S256 is required' });
  const decision = state.nextAuthorization;
  state.nextAuthorization = 'approve';
  if (decision === 'deny') {
    redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('error_description', 'The reader did not allow access');
  } else {
    const code = `code-${crypto.randomBytes(6).toString('hex')}`;
    codes.set(code, { clientId: q.get('client_id') ?? '', scope: q.get('scope') ?? '', redirectUri: redirect.href, challenge: q.get('code_challenge')! });
    redirect.searchParams.set('code', code);
  }
  redirect.searchParams.set('state', decision === 'wrong-state' ? 'forged-state' : (q.get('state') ?? ''));
  return { status: 302, headers: { location: redirect.href }, body: '' };
}

interface TokenContext {
  codes: Map<string, Pending>;
  refresh: Map<string, { clientId: string; scope: string }>;
  devices: Map<string, { userCode: string; clientId: string; scope: string; approved: boolean }>;
  issue(clientId: string, scope: string, grant: string): Record<string, unknown>;
}

function token({ body, headers }: Request, context: TokenContext): Answer {
  const form = new URLSearchParams(body);
  const grant = form.get('grant_type');
  if (grant === 'authorization_code') {
    const pending = context.codes.get(form.get('code') ?? '');
    context.codes.delete(form.get('code') ?? '');
    if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.clientId !== form.get('client_id')) return json(400, { error: 'invalid_grant' });
    const challenge = crypto.createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
    if (challenge !== pending.challenge) return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    return json(200, context.issue(pending.clientId, pending.scope, grant));
  }
  if (grant === 'client_credentials') {
    const [id, secret] = Buffer.from((headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':').map(decodeURIComponent);
    if (id !== 'service-client' || secret !== 'service-secret') return json(401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret' });
    return json(200, context.issue(id, form.get('scope') ?? '', grant));
  }
  if (grant === 'refresh_token') {
    const known = context.refresh.get(form.get('refresh_token') ?? '');
    if (!known) return json(400, { error: 'invalid_grant' });
    return json(200, context.issue(known.clientId, known.scope, grant));
  }
  if (grant === 'urn:ietf:params:oauth:grant-type:device_code') {
    const device = context.devices.get(form.get('device_code') ?? '');
    if (!device) return json(400, { error: 'invalid_grant' });
    if (!device.approved) return json(400, { error: 'authorization_pending' });
    context.devices.delete(form.get('device_code') ?? '');
    return json(200, context.issue(device.clientId, device.scope, grant));
  }
  return json(400, { error: 'unsupported_grant_type' });
}

function jwt(key: crypto.KeyObject, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${crypto.sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}
