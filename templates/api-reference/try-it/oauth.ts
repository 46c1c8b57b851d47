// Signs a reader in to an API's authorization server from the console, with oauth4webapi (a
// maintained, dependency-free OAuth 2 / OpenID Connect client for browsers): authorization code
// with PKCE (S256) through a popup that returns to the site's callback page, client credentials,
// the device authorization grant, and refresh. Every request goes only to the authorization
// server's endpoints, without the page's cookies or referrer; the PKCE verifier and state live in
// this call's memory only, and the reply is refused unless its state is the one sent.
import * as oauth from 'oauth4webapi';
import type { FlowName, OAuthGrant, TryItOAuth, TryItScheme } from './types.ts';

export type { FlowName, OAuthGrant };
import type { Credential } from './build-request.ts';
import { watchPolicy } from './send.ts';

export const FLOW_LABELS: Record<FlowName, string> = {
  authorizationCode: 'Authorization code with PKCE',
  clientCredentials: 'Client credentials',
  deviceAuthorization: 'Device code',
};

export interface SignedIn {
  accessToken: string;
  grant: OAuthGrant;
}

/** A failure to show the reader as it is: what happened and what to do. */
export class SignInError extends Error {}

/** The authorization server as the scheme describes it: its flows, endpoints and scopes. */
export interface AuthorizationServer {
  as: oauth.AuthorizationServer;
  flows: FlowName[];
  scopes: Record<string, string>;
  /** Where refresh requests go (a flow's `refreshUrl`, else its token endpoint). */
  refreshEndpoint?: string;
}

/**
 * The scheme's authorization server: for OpenID Connect, read from its discovery document (checked
 * to name the issuer it is published under); for OAuth 2, made from the flows' URLs, a relative one
 * resolved against the chosen server (OpenAPI 3.0's rule; 3.1 says the document's URL, which a
 * built site does not keep).
 */
export async function authorizationServer(scheme: TryItOAuth, serverUrl: string): Promise<AuthorizationServer> {
  if (scheme.openIdConnectUrl) return discover(new URL(scheme.openIdConnectUrl, serverUrl), scheme);
  const url = (relative: string | undefined) => relative && new URL(relative, serverUrl).href;
  const code = scheme.authorizationCode;
  const device = scheme.deviceAuthorization;
  const tokenUrl = url(code?.tokenUrl ?? device?.tokenUrl ?? scheme.clientCredentials?.tokenUrl)!;
  const flows = (['authorizationCode', 'clientCredentials', 'deviceAuthorization'] as const).filter((flow) => scheme[flow]);
  return {
    as: {
      issuer: new URL(tokenUrl).origin,
      token_endpoint: tokenUrl,
      ...(code ? { authorization_endpoint: url(code.authorizationUrl) } : {}),
      ...(device ? { device_authorization_endpoint: url(device.deviceAuthorizationUrl) } : {}),
    },
    flows,
    scopes: scheme.scopes,
    refreshEndpoint: url(code?.refreshUrl ?? device?.refreshUrl ?? scheme.clientCredentials?.refreshUrl),
  };
}

const DISCOVERY_SUFFIX = '/.well-known/openid-configuration';

async function discover(url: URL, scheme: TryItOAuth): Promise<AuthorizationServer> {
  // The issuer is the discovery URL without its well-known suffix; oauth4webapi checks the document names it.
  const issuer = new URL(url.href.endsWith(DISCOVERY_SUFFIX) ? url.href.slice(0, -DISCOVERY_SUFFIX.length) : url.href);
  const response = await oauth.discoveryRequest(issuer, { ...requestOptions(url.href, 'discovery document'), algorithm: 'oidc' });
  const as = await explained(oauth.processDiscoveryResponse(issuer, response), 'discovery document');
  const flows: FlowName[] = [];
  if (as.authorization_endpoint) flows.push('authorizationCode');
  if ((as.grant_types_supported ?? ['authorization_code']).includes('client_credentials')) flows.push('clientCredentials');
  if (as.device_authorization_endpoint) flows.push('deviceAuthorization');
  const scopes: Record<string, string> = { ...Object.fromEntries((as.scopes_supported ?? ['openid']).map((scope) => [scope, ''])), ...scheme.scopes };
  return { as, flows, scopes };
}

/** Browsers send no cookie and no referrer; plain http only to this machine (a local test server). */
function requestOptions(url: string, what: string): { [oauth.customFetch]: typeof fetch; [oauth.allowInsecureRequests]?: boolean } {
  const { protocol, hostname } = new URL(url);
  const loopback = protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  return {
    [oauth.customFetch]: (input, init) => reach(String(input instanceof Request ? input.url : input), { ...init, credentials: 'omit', referrerPolicy: 'no-referrer' }, what),
    ...(loopback ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

/** fetch, with a refusal told for what it is: the site's policy, or the server not allowing this origin. */
async function reach(url: string, init: RequestInit, what: string): Promise<Response> {
  const policy = watchPolicy(new URL(url).origin);
  try {
    return await fetch(url, init);
  } catch {
    if (await policy.blocked()) {
      throw new SignInError(`This site's Content-Security-Policy does not allow requests to ${new URL(url).origin}, the authorization server's ${what}: add it to connect-src in the site's _headers.`);
    }
    throw new SignInError(
      `The authorization server's ${what} (${url}) sent no reply this page may read: it does not allow this site's origin (CORS), or cannot be reached. ` +
        `For readers to sign in here, its owner must allow ${location.origin} there (Access-Control-Allow-Origin, and the Authorization header a client sends). Until then, paste a token obtained elsewhere.`,
    );
  } finally {
    policy.stop();
  }
}

/** An error of the protocol, worded for the reader: the server's own error and description when it gave them. */
async function explained<T>(work: Promise<T>, what: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SignInError) throw error;
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) {
      throw new SignInError(`The authorization server refused (${error.error}${error.error_description ? `: ${error.error_description}` : ''}). ${hintFor(error.error)}`);
    }
    throw new SignInError(`The authorization server's ${what} could not be used: ${(error as Error).message}.`);
  }
}

function hintFor(code: string): string {
  if (code === 'access_denied') return 'Consent was not given, so no token was issued: sign in again and allow access to use this API.';
  if (code === 'invalid_client' || code === 'unauthorized_client') return 'Check the client id (and secret), and that this client may use this flow.';
  if (code === 'invalid_scope') return 'Pick scopes this client may ask for.';
  if (code === 'expired_token') return 'The code expired before it was approved: start again.';
  return 'Sign in again.';
}

/** A token reply as the console keeps it. */
function signedIn(reply: oauth.TokenEndpointResponse, grant: Omit<OAuthGrant, 'scopes' | 'expiresAt' | 'refreshToken'>, asked: string[], previousRefresh?: string): SignedIn {
  const refreshToken = reply.refresh_token ?? previousRefresh;
  return {
    accessToken: reply.access_token,
    grant: {
      ...grant,
      scopes: reply.scope ? reply.scope.split(' ').filter(Boolean) : asked,
      ...(typeof reply.expires_in === 'number' ? { expiresAt: Date.now() + reply.expires_in * 1000 } : {}),
      ...(refreshToken ? { refreshToken } : {}),
    },
  };
}

export interface CodeFlowInput {
  server: AuthorizationServer;
  clientId: string;
  scopes: string[];
  /** The site's callback page (oauth-callback.html), registered at the authorization server. */
  redirectUri: string;
  /** Opened by the click (a popup opened later is blocked), still blank. */
  popup: Window;
  /** Resolves with the callback page's URL (its query: code and state, or error) once it reports. */
  callback: (popup: Window) => Promise<string>;
}

/** Authorization code with PKCE: the popup goes to the authorization endpoint and comes back to the callback page. */
export async function signInWithCode({ server, clientId, scopes, redirectUri, popup, callback }: CodeFlowInput): Promise<SignedIn> {
  const { as } = server;
  const client: oauth.Client = { client_id: clientId };
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint!);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  if (scopes.length) url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  popup.location.href = url.href;
  const returned = new URL(await callback(popup));
  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(as, client, returned, state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) return explained(Promise.reject(error), 'authorization endpoint');
    throw new SignInError('The sign-in was refused: the reply that came back does not carry the state this console sent, so it may not be the reply to this sign-in. Nothing was exchanged for a token; sign in again.');
  }
  const tokenUrl = as.token_endpoint!;
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), parameters, redirectUri, verifier, requestOptions(tokenUrl, 'token endpoint'));
  const reply = await explained(oauth.processAuthorizationCodeResponse(as, client, response), 'token endpoint');
  return signedIn(reply, { flow: 'authorizationCode', clientId }, scopes);
}

/** Client credentials: the reader's client id and secret, sent to the token endpoint with HTTP basic. */
export async function signInWithClientCredentials({ server, clientId, clientSecret, scopes }: { server: AuthorizationServer; clientId: string; clientSecret: string; scopes: string[] }): Promise<SignedIn> {
  const { as } = server;
  const client: oauth.Client = { client_id: clientId };
  const parameters: Record<string, string> = scopes.length ? { scope: scopes.join(' ') } : {};
  const response = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(clientSecret), parameters, requestOptions(as.token_endpoint!, 'token endpoint'));
  const reply = await explained(oauth.processClientCredentialsResponse(as, client, response), 'token endpoint');
  return signedIn(reply, { flow: 'clientCredentials', clientId, clientSecret }, scopes);
}

export interface DeviceCode {
  userCode: string;
  verificationUri: string;
  verificationUriComplete?: string;
}

/** The device authorization grant: `shown` gets the code to enter, then the token endpoint is polled until it is approved. */
export async function signInWithDevice({ server, clientId, scopes, shown, signal }: { server: AuthorizationServer; clientId: string; scopes: string[]; shown(code: DeviceCode): void; signal: AbortSignal }): Promise<SignedIn> {
  const { as } = server;
  const client: oauth.Client = { client_id: clientId };
  const parameters: Record<string, string> = scopes.length ? { scope: scopes.join(' ') } : {};
  const started = await oauth.deviceAuthorizationRequest(as, client, oauth.None(), parameters, requestOptions(as.device_authorization_endpoint!, 'device authorization endpoint'));
  const device = await explained(oauth.processDeviceAuthorizationResponse(as, client, started), 'device authorization endpoint');
  shown({ userCode: device.user_code, verificationUri: device.verification_uri, ...(device.verification_uri_complete ? { verificationUriComplete: device.verification_uri_complete } : {}) });
  let interval = (device.interval ?? 5) * 1000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    if (signal.aborted) throw new SignInError('Signing in was cancelled.');
    const response = await oauth.deviceCodeGrantRequest(as, client, oauth.None(), device.device_code, requestOptions(as.token_endpoint!, 'token endpoint'));
    try {
      return signedIn(await oauth.processDeviceCodeResponse(as, client, response), { flow: 'deviceAuthorization', clientId }, scopes);
    } catch (error) {
      // RFC 8628 §3.5: keep polling while pending, more slowly when asked to.
      if (error instanceof oauth.ResponseBodyError && error.error === 'authorization_pending') continue;
      if (error instanceof oauth.ResponseBodyError && error.error === 'slow_down') {
        interval += 5000;
        continue;
      }
      return explained(Promise.reject(error), 'token endpoint');
    }
  }
}

/** A new access token for an expired one: by its refresh token, or (client credentials) by asking again. */
export async function renew(server: AuthorizationServer, grant: OAuthGrant): Promise<SignedIn> {
  if (!grant.refreshToken) {
    if (grant.flow === 'clientCredentials' && grant.clientSecret) return signInWithClientCredentials({ server, clientId: grant.clientId, clientSecret: grant.clientSecret, scopes: grant.scopes });
    throw new SignInError('The access token has expired and the server gave no refresh token: sign in again.');
  }
  const as = { ...server.as, token_endpoint: server.refreshEndpoint ?? server.as.token_endpoint };
  const client: oauth.Client = { client_id: grant.clientId };
  const auth = grant.clientSecret ? oauth.ClientSecretBasic(grant.clientSecret) : oauth.None();
  const response = await oauth.refreshTokenGrantRequest(as, client, auth, grant.refreshToken, requestOptions(as.token_endpoint!, 'token endpoint'));
  const reply = await explained(oauth.processRefreshTokenResponse(as, client, response), 'token endpoint');
  const { flow, clientId, clientSecret } = grant;
  return signedIn(reply, { flow, clientId, ...(clientSecret ? { clientSecret } : {}) }, grant.scopes, grant.refreshToken);
}

/** Whether the token is past its expiry, or will be within the next few seconds (the request still has to travel). */
export const expired = (grant: OAuthGrant, now = Date.now()) => grant.expiresAt !== undefined && grant.expiresAt - 5000 <= now;

/** The credentials with every expired sign-in of the chosen schemes renewed (the same object when none was); or why one could not be. */
export async function renewExpired({ schemes, names, credentials, serverUrl }: { schemes: Record<string, TryItScheme>; names: string[]; credentials: Record<string, Credential>; serverUrl: string }): Promise<{ credentials: Record<string, Credential> } | { failure: string }> {
  let next = credentials;
  for (const name of names) {
    const grant = credentials[name]?.oauth;
    const scheme = schemes[name]?.oauth;
    if (!grant || !scheme || !expired(grant)) continue;
    try {
      const renewed = await renew(await authorizationServer(scheme, serverUrl), grant);
      next = { ...next, [name]: { user: '', secret: renewed.accessToken, oauth: renewed.grant } };
    } catch (error) {
      return { failure: `The ${name} sign-in expired and could not be renewed. ${(error as Error).message}` };
    }
  }
  return { credentials: next };
}
