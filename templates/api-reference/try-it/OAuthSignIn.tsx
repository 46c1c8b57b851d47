// Signing in from the console for an OAuth 2 or OpenID Connect scheme (oauth.ts): the flow, the
// client id (the site's public client by default), a secret for client credentials only, and the
// scopes, those the operation requires ticked. Signed in, it shows the token's flow, scopes and
// expiry, and "Sign out"; the token itself is the scheme's credential, kept like any other.
import { useEffect, useId, useRef, useState } from 'react';
import { withBase } from '../../app/base-url.ts';
import type { Credential } from './build-request.ts';
import type { TryItOAuth } from './types.ts';
import { authorizationServer, expired, FLOW_LABELS, signInWithClientCredentials, signInWithCode, signInWithDevice, SignInError, type AuthorizationServer, type DeviceCode, type FlowName, type OAuthGrant, type SignedIn } from './oauth.ts';
import { callbackPath, openPopup, waitForCallback } from './sign-in-popup.ts';

interface OAuthSignInProps {
  id: string;
  scheme: TryItOAuth;
  credential: Credential;
  onSignedIn(credential: Credential): void;
  /** The chosen server's URL, against which relative flow URLs resolve. */
  serverUrl: string;
  /** The scopes the operation's security requirement names for this scheme. */
  requiredScopes: string[];
}

type Status = { kind: 'idle' } | { kind: 'waiting'; device?: DeviceCode } | { kind: 'failed'; message: string };

export function OAuthSignIn({ id, scheme, credential, onSignedIn, serverUrl, requiredScopes }: OAuthSignInProps) {
  const server = useAuthorizationServer(scheme, serverUrl);
  const [flow, setFlow] = useState<FlowName>();
  const [clientId, setClientId] = useState(credential.oauth?.clientId ?? scheme.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [picked, setPicked] = useState(() => new Set(requiredScopes));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const cancel = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => cancel.current?.abort(), []);
  if (credential.oauth && credential.secret) return <SignedInNote id={id} grant={credential.oauth} onSignOut={() => onSignedIn({ user: '', secret: '' })} />;
  if (server === undefined) return <p className="try-it__note" aria-busy="true">Reading the authorization server's description…</p>;
  if (server instanceof SignInError) return <p role="alert" className="try-it__failure try-it__sign-in-failure">{server.message}</p>;
  const chosen = flow && server.flows.includes(flow) ? flow : server.flows[0];
  if (!chosen) return <p className="try-it__note">This authorization server offers no flow the console runs (authorization code, client credentials, device code): paste a token.</p>;
  const start = () => {
    const controller = new AbortController();
    cancel.current = controller;
    const scopes = [...picked];
    let work: Promise<SignedIn>;
    if (chosen === 'authorizationCode') {
      const popup = openPopup();
      if (!popup) return setStatus({ kind: 'failed', message: 'The browser blocked the sign-in window: allow pop-ups for this site, then sign in again.' });
      const redirectUri = new URL(withBase(callbackPath), location.origin).href;
      work = signInWithCode({ server, clientId, scopes, redirectUri, popup, callback: () => waitForCallback(controller.signal) }).finally(() => popup.close());
    } else if (chosen === 'clientCredentials') work = signInWithClientCredentials({ server, clientId, clientSecret, scopes });
    else work = signInWithDevice({ server, clientId, scopes, signal: controller.signal, shown: (device) => setStatus({ kind: 'waiting', device }) });
    setStatus({ kind: 'waiting' });
    work.then(
      (signed) => {
        setStatus({ kind: 'idle' });
        onSignedIn({ user: '', secret: signed.accessToken, oauth: signed.grant });
      },
      (error: Error) => !controller.signal.aborted && setStatus({ kind: 'failed', message: error instanceof SignInError ? error.message : `Signing in failed: ${error.message}` }),
    );
  };
  const missing = !clientId.trim() ? 'Enter the client id your application is registered with.' : chosen === 'clientCredentials' && !clientSecret ? 'Enter the client secret.' : undefined;
  return (
    <div className="try-it__sign-in" role="group" aria-label="Sign in">
      {server.flows.length > 1 && (
        <label className="try-it__field" htmlFor={`${id}-flow`}>
          <span className="try-it__label">Flow</span>
          <select id={`${id}-flow`} value={chosen} onChange={(e) => setFlow(e.target.value as FlowName)}>
            {server.flows.map((name) => (
              <option key={name} value={name}>
                {FLOW_LABELS[name]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="try-it__field" htmlFor={`${id}-client`}>
        <span className="try-it__label">Client id</span>
        <input id={`${id}-client`} autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} />
      </label>
      {chosen === 'clientCredentials' && (
        <label className="try-it__field" htmlFor={`${id}-client-secret`}>
          <span className="try-it__label">Client secret</span>
          <input id={`${id}-client-secret`} type="password" autoComplete="off" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} />
        </label>
      )}
      <ScopePicker id={id} scopes={server.scopes} required={requiredScopes} picked={picked} onChange={setPicked} />
      <div className="try-it__sign-in-actions">
        {status.kind === 'waiting' ? (
          <button type="button" className="button button--secondary button--sm" onClick={() => (cancel.current?.abort(), setStatus({ kind: 'idle' }))}>
            Cancel sign-in
          </button>
        ) : (
          <button type="button" className="button button--primary button--sm" disabled={Boolean(missing)} onClick={start}>
            Sign in
          </button>
        )}
        {missing && status.kind !== 'waiting' && <span className="try-it__note">{missing}</span>}
        {status.kind === 'waiting' && !status.device && <span className="try-it__note" aria-live="polite">Waiting for the authorization server…</span>}
      </div>
      {status.kind === 'waiting' && status.device && <DeviceNote device={status.device} />}
      {status.kind === 'failed' && (
        <p role="alert" className="try-it__failure try-it__sign-in-failure">
          {status.message}
        </p>
      )}
      {chosen === 'authorizationCode' && (
        <p className="try-it__note">
          Redirect URI to register for this client: <code>{new URL(withBase(callbackPath), location.origin).href}</code>
        </p>
      )}
    </div>
  );
}

/** The scheme's authorization server, read again when the scheme or server changes; an error to show when it cannot be. */
function useAuthorizationServer(scheme: TryItOAuth, serverUrl: string): AuthorizationServer | SignInError | undefined {
  const [server, setServer] = useState<AuthorizationServer | SignInError>();
  useEffect(() => {
    let current = true;
    setServer(undefined);
    authorizationServer(scheme, serverUrl).then(
      (found) => current && setServer(found),
      (error: Error) => current && setServer(error instanceof SignInError ? error : new SignInError(error.message)),
    );
    return () => {
      current = false;
    };
  }, [scheme, serverUrl]);
  return server;
}

function ScopePicker({ id, scopes, required, picked, onChange }: { id: string; scopes: Record<string, string>; required: string[]; picked: Set<string>; onChange(next: Set<string>): void }) {
  const names = [...new Set([...required, ...Object.keys(scopes)])];
  if (names.length === 0) return null;
  const toggle = (scope: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange(next);
  };
  return (
    <fieldset className="try-it__scopes">
      <legend className="try-it__label">Scopes</legend>
      {names.map((scope) => (
        <label key={scope} className="try-it__scope" htmlFor={`${id}-scope-${scope}`}>
          <input id={`${id}-scope-${scope}`} type="checkbox" checked={picked.has(scope)} onChange={(e) => toggle(scope, e.target.checked)} /> <code>{scope}</code>
          {required.includes(scope) && <span className="badge badge--required">required</span>}
          {scopes[scope] && <span className="try-it__where">{scopes[scope]}</span>}
        </label>
      ))}
    </fieldset>
  );
}

function DeviceNote({ device }: { device: DeviceCode }) {
  return (
    <p className="try-it__device" aria-live="polite">
      On any device, open{' '}
      <a href={device.verificationUriComplete ?? device.verificationUri} target="_blank" rel="noopener noreferrer">
        {device.verificationUri}
      </a>{' '}
      and enter the code <code className="try-it__user-code">{device.userCode}</code>. This console waits for the approval.
    </p>
  );
}

function SignedInNote({ id, grant, onSignOut }: { id: string; grant: OAuthGrant; onSignOut(): void }) {
  const now = useNow(15_000);
  const at = grant.expiresAt === undefined ? undefined : new Date(grant.expiresAt).toLocaleTimeString();
  const expiry = at === undefined ? 'The server did not say when it expires.' : expired(grant, now) ? `Expired at ${at}: ${grant.refreshToken || grant.clientSecret ? 'Send renews it first.' : 'sign in again.'}` : `Expires at ${at}.`;
  return (
    <div className="try-it__signed-in" id={`${id}-signed-in`}>
      <p role="status">
        Signed in ({FLOW_LABELS[grant.flow]}, client <code>{grant.clientId}</code>). Scopes: {grant.scopes.length ? grant.scopes.map((scope, i) => <span key={scope}>{i > 0 && ' '}<code>{scope}</code></span>) : 'none named'}. {expiry}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onSignOut}>
        Sign out
      </button>
    </div>
  );
}

/** The time, updated every `ms`: an expiry shown turns into "expired" while the console stays open. */
function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
