// The console's form and what it shows after Send. Each section takes the form's state and a way to
// change it (form-state.ts); this component owns that state, the last check's problems and the reply.
import { useState } from 'react';
import type { TryItData, TryItOperation } from './types.ts';
import type { ServerOption } from './servers.ts';
import { serverUrl } from './servers.ts';
import { buildRequest, type ConsoleRequest } from './build-request.ts';
import { bodyInput, checkForm, hasProblems, initialState, type FormProblems, type FormState, type Update } from './form-state.ts';
import { send, type Outcome } from './send.ts';
import { keep } from './credentials-store.ts';
import { renewExpired } from './oauth.ts';
import { ServerSection, CredentialsSection } from './ServerAndCredentials.tsx';
import { ParametersSection, BodySection } from './ParametersAndBody.tsx';
import { ReplySection } from './ReplySection.tsx';
import { RequestCode, type SampleLanguageChoice } from './RequestCode.tsx';
import { holdsSecrets, maskedCredentials } from './mask-secrets.ts';

export function ConsoleForm({ apiId, data, op, servers, language }: { apiId: string; data: TryItData; op: TryItOperation; servers: ServerOption[]; language: SampleLanguageChoice }) {
  const [state, setState] = useState(() => initialState(apiId, data, op, servers));
  const [problems, setProblems] = useState<FormProblems>({ parameters: {}, body: [] });
  const [outcome, setOutcome] = useState<Outcome>();
  /** Replies so far: each is shown afresh (its object URL made anew, the last one's revoked). */
  const [replies, setReplies] = useState(0);
  const [sending, setSending] = useState(false);
  const [reveal, setReveal] = useState(false);
  const update: Update = (change) => setState((current) => ({ ...current, ...change }));
  const request = currentRequest(data, op, servers, state);
  const chosenUrl = servers[state.server] ? serverUrl(servers[state.server], state.variables) : location.href;
  const submit = async () => {
    const found = checkForm(op, state, data.schemas);
    setProblems(found);
    if (hasProblems(found) || request instanceof Error) return;
    setSending(true);
    // An expired sign-in is renewed first, and the request made again with the new token.
    const renewed = await renewExpired({ schemes: data.schemes, names: op.security[state.requirement] ?? [], credentials: state.credentials, serverUrl: chosenUrl });
    if ('failure' in renewed) {
      setOutcome(renewed);
    } else {
      const credentials = renewed.credentials;
      if (credentials !== state.credentials) update({ credentials });
      keep(apiId, credentials, state.remember);
      const fresh = credentials === state.credentials ? request : currentRequest(data, op, servers, { ...state, credentials });
      setOutcome(fresh instanceof Error ? { failure: fresh.message } : await send(fresh));
    }
    setReplies((count) => count + 1);
    setSending(false);
  };
  return (
    <form
      className="try-it__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ServerSection servers={servers} state={state} update={update} data={data} />
      <CredentialsSection apiId={apiId} data={data} op={op} state={state} update={update} serverUrl={chosenUrl} />
      <ParametersSection op={op} state={state} update={update} problems={problems.parameters} />
      <BodySection op={op} state={state} update={update} problems={problems.body} />
      <div className="try-it__send">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
        {hasProblems(problems) && (
          <span role="alert" className="try-it__error">
            Fix the fields marked above before sending.
          </span>
        )}
      </div>
      {outcome && <ReplySection key={replies} outcome={outcome} responses={op.responses} defs={data.schemas} />}
      <RequestCode
        request={reveal ? request : currentRequest(data, op, servers, { ...state, credentials: maskedCredentials(state.credentials) })}
        languages={data.sampleLanguages}
        language={language}
        secrets={holdsSecrets(state.credentials, op.security[state.requirement] ?? [])}
        revealed={reveal}
        onReveal={() => setReveal(!reveal)}
      />
    </form>
  );
}

function currentRequest(data: TryItData, op: TryItOperation, servers: ServerOption[], state: FormState): ConsoleRequest | Error {
  const server = servers[state.server];
  if (!server) return new Error('No server to send to: the document lists none.');
  const requirement = op.security[state.requirement] ?? [];
  try {
    return buildRequest({
      serverUrl: serverUrl(server, state.variables),
      op,
      parameters: state.parameters,
      schemes: requirement.flatMap((name) => (data.schemes[name] ? [[name, data.schemes[name]] as const] : [])) as never,
      credentials: state.credentials,
      body: bodyInput(op, state),
    });
  } catch (error) {
    return error as Error;
  }
}
