// The console's first two sections: which server to send to (with its variables), and the
// credentials of the operation's security requirement, kept for the tab or remembered on request.
import { useId } from 'react';
import type { TryItData, TryItOperation, TryItScheme } from './types.ts';
import type { ServerOption } from './servers.ts';
import type { FormState } from './form-state.ts';
import { defaultCredentials } from './form-state.ts';
import { forget } from './credentials-store.ts';
import type { Update } from './form-state.ts';
import type { Credential } from './build-request.ts';
import { OAuthSignIn } from './OAuthSignIn.tsx';

interface SectionProps {
  data: TryItData;
  state: FormState;
  update: Update;
}

export function ServerSection({ servers, state, update, data }: SectionProps & { servers: ServerOption[] }) {
  const id = useId();
  const server = servers[state.server];
  if (servers.length === 0) return null;
  const choose = (index: number) => {
    // Moving to or from the mock changes which key works.
    const mockChanged = Boolean(servers[index]?.mockKey) !== Boolean(server?.mockKey);
    update({ server: index, ...(mockChanged ? { credentials: defaultCredentials(data, servers[index]) } : {}) });
  };
  return (
    <fieldset className="try-it__section">
      <legend>Server</legend>
      <label className="try-it__field" htmlFor={`${id}-server`}>
        <span className="try-it__label">Send to</span>
        <select id={`${id}-server`} value={state.server} onChange={(e) => choose(Number(e.target.value))}>
          {servers.map((s, i) => (
            <option key={i} value={i}>
              {s.mockKey ? s.label : s.url}
            </option>
          ))}
        </select>
      </label>
      {server?.variables.map((variable) => (
        <label key={variable.name} className="try-it__field" htmlFor={`${id}-var-${variable.name}`}>
          <span className="try-it__label">
            <code>{variable.name}</code>
          </span>
          {variable.enum ? (
            <select id={`${id}-var-${variable.name}`} value={state.variables[variable.name] ?? variable.default} onChange={(e) => update({ variables: { ...state.variables, [variable.name]: e.target.value } })}>
              {variable.enum.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          ) : (
            <input id={`${id}-var-${variable.name}`} value={state.variables[variable.name] ?? variable.default} onChange={(e) => update({ variables: { ...state.variables, [variable.name]: e.target.value } })} />
          )}
        </label>
      ))}
    </fieldset>
  );
}

export function CredentialsSection({ apiId, data, op, state, update, serverUrl }: SectionProps & { apiId: string; op: TryItOperation; serverUrl: string }) {
  const id = useId();
  if (op.security.length === 0) return null;
  const requirement = op.security[state.requirement] ?? [];
  const setCredential = (name: string, change: Partial<Credential>) =>
    update({ credentials: { ...state.credentials, [name]: { ...(state.credentials[name] ?? { user: '', secret: '' }), ...change } } });
  return (
    <fieldset className="try-it__section">
      <legend>Authorization</legend>
      {op.security.length > 1 && (
        <label className="try-it__field" htmlFor={`${id}-requirement`}>
          <span className="try-it__label">Use</span>
          <select id={`${id}-requirement`} value={state.requirement} onChange={(e) => update({ requirement: Number(e.target.value) })}>
            {op.security.map((names, i) => (
              <option key={i} value={i}>
                {names.join(' and ')}
              </option>
            ))}
          </select>
        </label>
      )}
      {requirement.map((name) => {
        const scheme = data.schemes[name];
        if (!scheme) return <p key={name}>{name}: this console cannot send these credentials (use the samples).</p>;
        const value = state.credentials[name] ?? { user: '', secret: '' };
        return (
          <div key={name} className="try-it__scheme" data-scheme={name}>
            <SchemeFields id={`${id}-${name}`} scheme={scheme} value={value} onChange={(change) => setCredential(name, change)} />
            {scheme.oauth && (
              <OAuthSignIn
                id={`${id}-${name}-oauth`}
                scheme={scheme.oauth}
                credential={value}
                serverUrl={serverUrl}
                requiredScopes={op.scopes?.[state.requirement]?.[name] ?? []}
                onSignedIn={(credential) => update({ credentials: { ...state.credentials, [name]: credential } })}
              />
            )}
          </div>
        );
      })}
      <div className="try-it__remember">
        <label htmlFor={`${id}-remember`}>
          <input id={`${id}-remember`} type="checkbox" checked={state.remember} onChange={(e) => update({ remember: e.target.checked })} /> Remember on this device
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            forget(apiId);
            update({ remember: false, credentials: Object.fromEntries(Object.keys(state.credentials).map((name) => [name, { user: '', secret: '' }])) });
          }}
        >
          Forget
        </button>
      </div>
    </fieldset>
  );
}

/** A typed token replaces a signed-in one: what was known of the old token no longer describes it. */
function SchemeFields({ id, scheme, value, onChange }: { id: string; scheme: TryItScheme; value: Credential; onChange(change: Partial<Credential>): void }) {
  const secretLabel = scheme.kind === 'basic' ? 'Password' : scheme.kind === 'bearer' ? 'Bearer token' : `API key (${scheme.in} ${scheme.name})`;
  return (
    <>
      {scheme.kind === 'basic' && (
        <label className="try-it__field" htmlFor={`${id}-user`}>
          <span className="try-it__label">Username</span>
          <input id={`${id}-user`} autoComplete="off" value={value.user} onChange={(e) => onChange({ user: e.target.value })} />
        </label>
      )}
      <label className="try-it__field" htmlFor={`${id}-secret`}>
        <span className="try-it__label">{secretLabel}</span>
        <input id={`${id}-secret`} type="password" autoComplete="off" value={value.secret} onChange={(e) => onChange({ secret: e.target.value, oauth: undefined })} />
      </label>
    </>
  );
}
