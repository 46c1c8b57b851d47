// One operation: what it does and takes on the left (method, full path, description, security
// with scopes, parameters, request body, responses with their links, callbacks), samples and
// response examples on the right. Webhooks render the same way, with their name for a path.
// Descriptions that may hold several paragraphs always go in block elements: a <p> inside a <p>
// is restructured by the browser and hydration then fails.
import { useState } from 'react';
import type { OperationView, ResponseView, SchemaView } from './types.ts';
import { schemaAnchor } from './types.ts';
import { SchemaTree } from './SchemaTree.tsx';
import { SampleTabs, CodePanel } from './SampleTabs.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { HashLink } from './HashLink.tsx';
import { TabList } from '../layout/TabList.tsx';

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-badge--${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}

type Schemas = Record<string, SchemaView>;

export function Operation({ op, schemas }: { op: OperationView; schemas: Schemas }) {
  const anchor = op.anchor;
  return (
    <section className="api-operation" id={anchor} data-anchor={anchor} aria-labelledby={`${anchor}/title`}>
      <div className="api-operation__docs">
        <h3 className="api-operation__title" id={`${anchor}/title`}>
          {op.deprecated ? <s>{op.summary}</s> : op.summary}
          <HashLink anchor={anchor} label={op.summary} />
        </h3>
        <div className="api-operation__endpoint">
          <MethodBadge method={op.method} />
          <code className="api-operation__path">{op.fullPath}</code>
          {op.kind === 'webhook' && <span className="badge">webhook</span>}
          {op.deprecated && <span className="badge badge--deprecated">deprecated</span>}
        </div>
        <StaticHtml id={`${anchor}/description`} html={op.descriptionHtml} className="api-description" />
        <Security op={op} />
        <Parameters op={op} />
        <RequestBody op={op} schemas={schemas} />
        <Responses op={op} schemas={schemas} />
        {op.callbacks && <Callbacks op={op} schemas={schemas} />}
      </div>
      <div className="api-operation__samples">
        <SampleTabs samples={op.samples} title={`${op.method.toUpperCase()} ${op.fullPath}`} idBase={`${anchor}/sample`} />
        <ResponseExamples op={op} idBase={`${anchor}/example`} />
      </div>
    </section>
  );
}

/** Which credentials the operation takes: any one line is enough; scopes listed per scheme. */
function Security({ op }: { op: OperationView }) {
  if (op.noAuth) {
    return (
      <p className="api-operation__security">
        <strong>Authorization:</strong> none
      </p>
    );
  }
  if (op.security.length === 0) return null;
  return (
    <div className="api-operation__security">
      <strong>Authorization{op.security.length > 1 ? ' (any one of)' : ''}:</strong>
      <ul className="api-security-list">
        {op.security.map((requirement, i) => (
          <li key={i}>
            {requirement.schemes.map((scheme, j) => (
              <span key={scheme.name}>
                {j > 0 && ' and '}
                <a href={`#${scheme.anchor}`}>{scheme.name}</a> <span className="api-muted">({scheme.label})</span>
                {scheme.scopes.length > 0 && (
                  <>
                    {' '}
                    with scope{scheme.scopes.length > 1 ? 's' : ''}{' '}
                    {scheme.scopes.map((scope, k) => (
                      <span key={scope}>
                        {k > 0 && ', '}
                        <code className="api-scope">{scope}</code>
                      </span>
                    ))}
                  </>
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestBody({ op, schemas }: { op: OperationView; schemas: Schemas }) {
  if (!op.requestBody) return null;
  const body = op.requestBody;
  return (
    <div className="api-operation__block">
      <h4>
        {op.kind ? 'Payload' : 'Request body'} <span className="api-operation__content-type">{body.contentType}</span>
        {body.required && <span className="badge badge--required">required</span>}
      </h4>
      {body.descriptionHtml !== undefined && <StaticHtml id={`${op.anchor}/body`} html={body.descriptionHtml} className="api-description" />}
      {body.schema && <SchemaTree schema={body.schema} schemas={schemas} idBase={`${op.anchor}/body`} mode="request" />}
    </div>
  );
}

function Responses({ op, schemas }: { op: OperationView; schemas: Schemas }) {
  if (op.responses.length === 0) return null;
  return (
    <div className="api-operation__block">
      <h4>{op.kind ? 'Expected responses' : 'Responses'}</h4>
      <ul className="api-responses">
        {op.responses.map((r) => (
          <li key={r.status} className="api-response">
            <details className="api-response__details">
              <summary>
                <span className={`status-code status-code--${r.status[0]}xx`}>{r.status}</span>{' '}
                <StaticHtml as="span" id={`${op.anchor}/response/${r.status}`} html={r.descriptionHtml} />
              </summary>
              {r.longDescriptionHtml !== undefined && <StaticHtml id={`${op.anchor}/response/${r.status}/long`} html={r.longDescriptionHtml} className="api-description" />}
              <ResponseBody schema={r.schema} status={r.status} schemas={schemas} idBase={`${op.anchor}/response/${r.status}`} />
              {r.links && <ResponseLinks response={r} idBase={`${op.anchor}/response/${r.status}/link`} />}
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Response links: which operation a value of this response feeds, and how. */
function ResponseLinks({ response, idBase }: { response: ResponseView; idBase: string }) {
  return (
    <div className="api-links">
      <strong>Links</strong>
      <ul>
        {response.links!.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code>
            {' → '}
            {link.target ? <a href={`#${link.target.anchor}`}>{link.target.label}</a> : <code>{link.targetText}</code>}
            {link.descriptionHtml !== undefined && <StaticHtml id={`${idBase}/${link.name}`} html={link.descriptionHtml} className="api-links__description" />}
            {link.parameters.length > 0 && (
              <div className="schema-prop__meta">
                {link.parameters.map((p, i) => (
                  <span key={p.name}>
                    {i > 0 && ', '}
                    <code>{p.name}</code> = <code>{p.value}</code>
                  </span>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Requests the API makes back to a URL the reader gave: each shown with what it sends and expects. */
function Callbacks({ op, schemas }: { op: OperationView; schemas: Schemas }) {
  return (
    <div className="api-operation__block api-callbacks">
      <h4>Callbacks</h4>
      {op.callbacks!.map((callback) => (
        <div key={callback.name} className="api-callback">
          <h5>{callback.name}</h5>
          {callback.operations.map((inner) => (
            <div key={inner.anchor} className="api-callback__operation" id={inner.anchor}>
              <div className="api-operation__endpoint">
                <MethodBadge method={inner.method} />
                <code className="api-operation__path">{inner.path}</code>
                {inner.deprecated && <span className="badge badge--deprecated">deprecated</span>}
              </div>
              <StaticHtml id={`${inner.anchor}/description`} html={inner.descriptionHtml} className="api-description" />
              <Parameters op={inner} />
              <RequestBody op={inner} schemas={schemas} />
              <Responses op={inner} schemas={schemas} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Success bodies are expanded; error bodies (the shared error schema) link to its definition. */
function ResponseBody({ schema, status, schemas, idBase }: { schema?: SchemaView; status: string; schemas: Schemas; idBase: string }) {
  if (!schema) return <p className="api-muted">No body documented.</p>;
  if (!status.startsWith('2') && schema.kind === 'ref') {
    return (
      <p className="api-muted">
        Body: <a href={`#${schemaAnchor(schema.name)}`}>{schema.name}</a>
      </p>
    );
  }
  return <SchemaTree schema={schema} schemas={schemas} idBase={idBase} mode="response" />;
}

function Parameters({ op }: { op: OperationView }) {
  if (op.parameters.length === 0) return null;
  return (
    <div className="api-operation__block">
      <h4>Parameters</h4>
      <table className="api-params">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {op.parameters.map((p) => (
            <tr key={`${p.in}:${p.name}`}>
              <td>
                <code className={p.deprecated ? 'schema-prop__name--deprecated' : undefined}>{p.name}</code>
                {p.required && <span className="badge badge--required">required</span>}
                {p.deprecated && <span className="badge badge--deprecated">deprecated</span>}
              </td>
              <td>{p.in}</td>
              <td>{p.type}</td>
              <td>
                <StaticHtml id={`${op.anchor}/param/${p.in}/${p.name}`} html={p.descriptionHtml} className="api-param__description" />
                {p.enum && (
                  <div className="schema-prop__meta">
                    Allowed values:{' '}
                    {p.enum.map((v) => (
                      <code key={v} className="schema-enum">
                        {v}
                      </code>
                    ))}
                  </div>
                )}
                {p.default !== undefined && (
                  <div className="schema-prop__meta">
                    Default: <code>{p.default}</code>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResponseExamples({ op, idBase }: { op: OperationView; idBase: string }) {
  const withExamples = op.responses.filter((r) => r.exampleHtml !== undefined);
  const [selected, setSelected] = useState(withExamples[0]?.status ?? '');
  if (withExamples.length === 0) return null;
  return (
    <div className="sample-panel">
      <div className="sample-panel__head">
        <span className="sample-panel__title">Response examples</span>
      </div>
      <TabList labels={withExamples.map((r) => r.status)} selected={selected} onSelect={setSelected} label={`Response examples of ${op.summary}`} />
      {withExamples.map((r) => (
        <CodePanel key={r.status} label={`Response ${r.status}`} hidden={r.status !== selected} id={`${idBase}/${r.status}`} html={r.exampleHtml} language="json" />
      ))}
    </div>
  );
}
