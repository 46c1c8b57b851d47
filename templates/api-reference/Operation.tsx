// One operation: what it does and takes on the left (method, full path, description, security,
// parameters, request body, responses), samples and response examples on the right.
import { useState } from 'react';
import type { OperationView, SchemaView } from './types.ts';
import { operationAnchor, schemaAnchor } from './types.ts';
import { SchemaTree } from './SchemaTree.tsx';
import { SampleTabs, CodePanel } from './SampleTabs.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { TabList } from '../layout/TabList.tsx';

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-badge--${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}

export function Operation({ op, schemas }: { op: OperationView; schemas: Record<string, SchemaView> }) {
  const anchor = operationAnchor(op.id);
  return (
    <section className="api-operation" id={anchor} data-anchor={anchor} aria-labelledby={`${anchor}/title`}>
      <div className="api-operation__docs">
        <h3 className="api-operation__title" id={`${anchor}/title`}>
          {op.deprecated ? <s>{op.summary}</s> : op.summary}
          <a className="hash-link" href={`#${anchor}`} aria-label={`Direct link to ${op.summary}`}>
            #
          </a>
        </h3>
        <div className="api-operation__endpoint">
          <MethodBadge method={op.method} />
          <code className="api-operation__path">{op.fullPath}</code>
          {op.deprecated && <span className="badge badge--deprecated">deprecated</span>}
        </div>
        <StaticHtml id={`${anchor}/description`} html={op.descriptionHtml} className="api-description" />
        {op.security.length > 0 && (
          <p className="api-operation__security">
            <strong>Authorization:</strong> {op.security.join(', ')}
          </p>
        )}
        {op.parameters.length > 0 && <Parameters op={op} />}
        {op.requestBody && (
          <div className="api-operation__block">
            <h4>
              Request body <span className="api-operation__content-type">{op.requestBody.contentType}</span>
              {op.requestBody.required && <span className="badge badge--required">required</span>}
            </h4>
            {op.requestBody.descriptionHtml !== undefined && <StaticHtml as="p" id={`${anchor}/body`} html={op.requestBody.descriptionHtml} />}
            {op.requestBody.schema && <SchemaTree schema={op.requestBody.schema} schemas={schemas} idBase={`${anchor}/body`} mode="request" />}
          </div>
        )}
        <div className="api-operation__block">
          <h4>Responses</h4>
          <ul className="api-responses">
            {op.responses.map((r) => (
              <li key={r.status} className="api-response">
                <details className="api-response__details">
                  <summary>
                    <span className={`status-code status-code--${r.status[0]}xx`}>{r.status}</span>{' '}
                    <StaticHtml as="span" id={`${anchor}/response/${r.status}`} html={r.descriptionHtml} />
                  </summary>
                  <ResponseBody schema={r.schema} status={r.status} schemas={schemas} idBase={`${anchor}/response/${r.status}`} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="api-operation__samples">
        <SampleTabs samples={op.samples} title={`${op.method.toUpperCase()} ${op.fullPath}`} idBase={`${anchor}/sample`} />
        <ResponseExamples op={op} idBase={`${anchor}/example`} />
      </div>
    </section>
  );
}

/** Success bodies are expanded; error bodies (the shared error schema) link to its definition. */
function ResponseBody({ schema, status, schemas, idBase }: { schema?: SchemaView; status: string; schemas: Record<string, SchemaView>; idBase: string }) {
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
                <StaticHtml as="span" id={`${operationAnchor(op.id)}/param/${p.in}/${p.name}`} html={p.descriptionHtml} />
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
