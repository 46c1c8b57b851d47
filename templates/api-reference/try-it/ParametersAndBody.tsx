// The console's parameters (path, query, header, cookie: required ones marked, enums as choices)
// and its body editor in the operation's media type, each with the last check's message beside it.
import { useId } from 'react';
import type { TryItOperation, TryItParameter } from './types.ts';
import { parameterKey } from './build-request.ts';
import { bodyKind, exampleBody, type FormState } from './form-state.ts';
import type { ValueProblem } from './validate.ts';
import type { Update } from './form-state.ts';

export function ParametersSection({ op, state, update, problems }: { op: TryItOperation; state: FormState; update: Update; problems: Record<string, string> }) {
  const id = useId();
  if (op.parameters.length === 0) return null;
  return (
    <fieldset className="try-it__section">
      <legend>Parameters</legend>
      {op.parameters.map((p) => {
        const key = parameterKey(p.in, p.name);
        const fieldId = `${id}-${p.in}-${p.name}`;
        const problem = problems[key];
        const value = state.parameters[key] ?? '';
        const set = (text: string) => update({ parameters: { ...state.parameters, [key]: text } });
        return (
          <div key={key} className="try-it__field" data-parameter={key}>
            <label className="try-it__label" htmlFor={fieldId}>
              <code>{p.name}</code> <span className="try-it__where">{p.in}</span>
              {p.required && <span className="badge badge--required">required</span>}
            </label>
            <ParameterInput id={fieldId} parameter={p} value={value} onChange={set} invalid={Boolean(problem)} />
            {problem && (
              <span id={`${fieldId}-error`} className="try-it__field-error" role="alert">
                {problem}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * A select for an enum or a boolean (an optional one offers "not sent", and starts there); a text
 * field otherwise, an optional one empty with the document's example as its placeholder.
 */
function ParameterInput({ id, parameter, value, onChange, invalid }: { id: string; parameter: TryItParameter; value: string; onChange(text: string): void; invalid: boolean }) {
  const type = parameter.schema?.type;
  const enumerated = parameter.schema?.enum as unknown[] | undefined;
  const choices = enumerated ?? (type === 'boolean' ? [true, false] : undefined);
  const described = invalid ? `${id}-error` : undefined;
  if (choices && choices.every((c) => typeof c !== 'object')) {
    return (
      <select id={id} value={value} aria-invalid={invalid} aria-describedby={described} onChange={(e) => onChange(e.target.value)}>
        {!parameter.required && <option value="">(not sent)</option>}
        {choices.map((choice) => (
          <option key={String(choice)}>{String(choice)}</option>
        ))}
      </select>
    );
  }
  const hint = type === 'array' ? 'comma, separated' : type === 'object' ? '{"key": "value"}' : undefined;
  const placeholder = !parameter.required && parameter.example ? `e.g. ${parameter.example}` : hint;
  return <input id={id} value={value} aria-invalid={invalid} aria-describedby={described} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />;
}

export function BodySection({ op, state, update, problems }: { op: TryItOperation; state: FormState; update: Update; problems: ValueProblem[] }) {
  const id = useId();
  if (!op.body) return null;
  const kind = bodyKind(op.body.contentType);
  return (
    <fieldset className="try-it__section">
      <legend>
        Body <span className="try-it__where">{op.body.contentType}</span>
        {op.body.required && <span className="badge badge--required">required</span>}
      </legend>
      {op.body.example !== undefined && (
        <button type="button" className="button button--secondary button--sm try-it__reset" onClick={() => update(exampleBody(op))}>
          Reset to the example
        </button>
      )}
      {kind === 'json' || kind === 'raw' ? (
        <>
          <label className="try-it__label visually-hidden" htmlFor={`${id}-body`}>
            Body ({op.body.contentType})
          </label>
          <textarea id={`${id}-body`} className="try-it__body" spellCheck={false} rows={Math.min(18, Math.max(4, state.bodyText.split('\n').length + 1))} value={state.bodyText} aria-invalid={problems.length > 0} aria-describedby={problems.length ? `${id}-body-error` : undefined} onChange={(e) => update({ bodyText: e.target.value })} />
          {problems.length > 0 && (
            <ul id={`${id}-body-error`} className="try-it__field-error" role="alert">
              {problems.map((problem, i) => (
                <li key={i}>
                  <code>{problem.pointer || '/'}</code> {problem.message}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <FormFields id={id} files={op.body.files ?? []} multipart={kind === 'multipart'} state={state} update={update} />
      )}
    </fieldset>
  );
}

function FormFields({ id, files, multipart, state, update }: { id: string; files: string[]; multipart: boolean; state: FormState; update: Update }) {
  const setField = (index: number, text: string) => update({ formFields: state.formFields.map((field, i) => (i === index ? [field[0], text] : field)) });
  return (
    <>
      {state.formFields.map(([name, value], i) => (
        <label key={name} className="try-it__field" htmlFor={`${id}-field-${name}`}>
          <span className="try-it__label">
            <code>{name}</code>
          </span>
          <input id={`${id}-field-${name}`} value={value} onChange={(e) => setField(i, e.target.value)} />
        </label>
      ))}
      {multipart &&
        files.map((name) => (
          <label key={name} className="try-it__field" htmlFor={`${id}-file-${name}`}>
            <span className="try-it__label">
              <code>{name}</code> <span className="try-it__where">file</span>
            </span>
            <input id={`${id}-file-${name}`} type="file" onChange={(e) => update({ files: { ...state.files, [name]: e.target.files?.[0] } })} />
          </label>
        ))}
    </>
  );
}
