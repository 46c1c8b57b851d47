// One operation: what it does and takes on the left (method, full path, description, security
// with scopes, parameters, request body, responses with their links, callbacks), samples and
// response examples on the right. Webhooks render the same way, with their name for a path.
// Descriptions that may hold several paragraphs always go in block elements: a <p> inside a <p>
// is restructured by the browser and hydration then fails.
import { memo, useState } from 'react';
import type { LoadedOperation, OperationView, ResponseView, SchemaView } from './types.ts';
import { codeTab, schemaAnchor } from '../../shared/api-anchors.ts';
import { SchemaTree } from './SchemaTree.tsx';
import { AllowedValues } from './AllowedValues.tsx';
import { SampleTabs, CodePanel, CodeFilesContext } from './SampleTabs.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { HashLink } from './HashLink.tsx';
import { DeferredDetails, DeferredUntilNear, FetchedWhenNear } from './deferred.tsx';
import { TabList } from '../layout/TabList.tsx';
import { useAnchorHref } from './split-pages.ts';
import { TryItButton } from './try-it/TryItButton.tsx';
import { MethodBadge, InlineCode } from './inline-parts.tsx';

export { MethodBadge, InlineCode } from './inline-parts.tsx';

type Schemas = Record<string, SchemaView>;

/**
 * `defer`: the operation's content (all but its name bar) waits until the reader scrolls near it.
 * Memoised: the page re-renders as the reader scrolls (the sidebar's active item), and its
 * operations, unchanged, need not; a deferred one not yet hydrated must not be (deferred.tsx).
 */
export const Operation = memo(function Operation({ op, schemas, defer = false }: { op: OperationView; schemas: Schemas; defer?: false | 'hidden' | 'noscript' }) {
  const anchor = op.anchor;
  // Four parts in reading order for narrow screens (its name, what it is and takes, then the
  // samples, then the long schemas); on wide screens the samples take a column of their own beside
  // the others.
  return (
    <section className="api-operation" id={anchor} data-anchor={anchor} aria-labelledby={`${anchor}/title`}>
      {/* Summary, method and path stick under the navbar while the operation is on screen: deep in
          a long schema the reader still sees which operation it belongs to (pure CSS). */}
      <div className="api-operation__bar">
        <div className="api-operation__heading">
          <h3 className="api-operation__title" id={`${anchor}/title`}>
            {op.deprecated ? (
              <s>
                <InlineCode text={op.summary} />
              </s>
            ) : (
              <InlineCode text={op.summary} />
            )}
            <HashLink anchor={anchor} label={op.summary} />
          </h3>
          <div className="api-operation__endpoint">
            <MethodBadge method={op.method} />
            <code className="api-operation__path">{op.fullPath}</code>
            {op.kind === 'webhook' && <span className="badge">webhook</span>}
            {op.deprecated && <span className="badge badge--deprecated">deprecated</span>}
          </div>
        </div>
      </div>
      {op.contentUrl ? (
        // Too heavy for the page (cli/openapi/split-reference.ts): its content is loaded when near.
        <FetchedWhenNear<LoadedOperation> url={op.contentUrl} waiting={<p>This operation is large: its parameters, samples and responses load as you get to it.</p>}>
          {(loaded) => (
            <CodeFilesContext.Provider value={loaded.codeFiles}>
              <OperationContent op={loaded.op} schemas={{ ...schemas, ...loaded.schemas }} />
            </CodeFilesContext.Provider>
          )}
        </FetchedWhenNear>
      ) : (
        <DeferredUntilNear defer={defer}>
          <OperationContent op={op} schemas={schemas} />
        </DeferredUntilNear>
      )}
    </section>
  );
});

/** All of an operation but its name bar: what it does and takes, its samples, its request and responses. */
function OperationContent({ op, schemas }: { op: OperationView; schemas: Schemas }) {
  const anchor = op.anchor;
  return (
    <>
      <div className="api-operation__head">
        {op.descriptionHtml !== undefined && <StaticHtml id={`${anchor}/description`} html={op.descriptionHtml} className="api-description" />}
        <Security op={op} />
        <Parameters op={op} />
      </div>
      <div className="api-operation__samples api-samples code-on-dark">
        <TryItButton op={op} />
        <SampleTabs samples={op.samples} title={`${op.method.toUpperCase()} ${op.fullPath}`} idBase={`${anchor}/sample`} />
        <ResponseExamples op={op} idBase={`${anchor}/example`} />
      </div>
      <div className="api-operation__body">
        <RequestBody op={op} schemas={schemas} />
        <Responses op={op} schemas={schemas} />
        {op.callbacks && <Callbacks op={op} schemas={schemas} />}
      </div>
    </>
  );
}

/** Which credentials the operation takes: any one line is enough; scopes listed per scheme. */
function Security({ op }: { op: OperationView }) {
  const anchorHref = useAnchorHref();
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
                {scheme.anchor ? <a href={anchorHref(scheme.anchor)}>{scheme.name}</a> : <code>{scheme.name}</code>} <span className="api-muted">({scheme.label})</span>
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
      {body.itemSchema && <StreamItems schema={body.itemSchema} schemas={schemas} idBase={`${op.anchor}/body/item`} mode="request" />}
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
          <Response key={r.status} response={r} schemas={schemas} idBase={`${op.anchor}/response/${r.status}`} />
        ))}
      </ul>
    </div>
  );
}

/** Status class of a response ('2xx', …; 'default' for the catch-all), for its colour. */
export function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? `${status[0]}xx` : 'default';
}

/**
 * One response as a full-width row coloured by its status class. A success body, a long
 * description or links open below the row; an error body that is a named schema is a link in the
 * row (the shared error schema).
 */
function Response({ response: r, schemas, idBase }: { response: ResponseView; schemas: Schemas; idBase: string }) {
  const anchorHref = useAnchorHref();
  const status = <span className="api-response__status">{r.status}</span>;
  const description = <StaticHtml as="span" id={idBase} html={r.descriptionHtml} className="api-response__description" />;
  const className = `api-response api-response--${statusClass(r.status)}`;
  const errorRef = !r.status.startsWith('2') && r.schema?.kind === 'ref' ? r.schema.name : undefined;
  const refLink = errorRef && (
    <span className="api-response__ref">
      {' '}
      Body: <a href={anchorHref(schemaAnchor(errorRef))}>{errorRef}</a>
    </span>
  );
  const row = (
    <>
      {status}
      <span className="api-response__text">
        {description}
        {refLink}
      </span>
    </>
  );
  const body = r.schema && !errorRef ? r.schema : undefined;
  if (!body && !r.itemSchema && r.longDescriptionHtml === undefined && !r.links) {
    return (
      <li className={className}>
        <div className="api-response__row">{row}</div>
      </li>
    );
  }
  return (
    <li className={className}>
      <DeferredDetails className="api-response__details" summaryClassName="api-response__row" summary={row}>
        <div className="api-response__body">
          {r.longDescriptionHtml !== undefined && <StaticHtml id={`${idBase}/long`} html={r.longDescriptionHtml} className="api-description" />}
          {body && <SchemaTree schema={body} schemas={schemas} idBase={idBase} mode="response" />}
          {r.itemSchema && <StreamItems schema={r.itemSchema} schemas={schemas} idBase={`${idBase}/item`} mode="response" contentType={r.contentType} />}
          {r.links && <ResponseLinks response={r} idBase={`${idBase}/link`} />}
        </div>
      </DeferredDetails>
    </li>
  );
}

/** 3.2's `itemSchema`: what each item of a stream (an event, a line) is. */
function StreamItems({ schema, schemas, idBase, mode, contentType }: { schema: SchemaView; schemas: Schemas; idBase: string; mode: 'request' | 'response'; contentType?: string }) {
  const what = contentType?.startsWith('text/event-stream') ? 'Each event of the stream' : 'Each item of the stream';
  return (
    <div className="api-stream-items">
      <h5>
        {what}
        {schema.kind === 'node' && !schema.properties && !schema.composition && <span className="schema-prop__type"> {schema.type}</span>}
      </h5>
      <SchemaTree schema={schema} schemas={schemas} idBase={idBase} mode={mode} />
    </div>
  );
}


/** Response links: which operation a value of this response feeds, and how. */
function ResponseLinks({ response, idBase }: { response: ResponseView; idBase: string }) {
  // An operation embedded in a doc links to the others on the reference's page.
  const anchorHref = useAnchorHref();
  return (
    <div className="api-links">
      <strong>Links</strong>
      <ul>
        {response.links!.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code>
            {' → '}
            {link.target ? <a href={link.target.href ?? anchorHref(link.target.anchor)}>{link.target.label}</a> : <code>{link.targetText}</code>}
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

const PARAMETER_PLACES = ['path', 'query', 'header', 'cookie'];

/**
 * Parameters grouped by where they go, each a row like a schema property: name, type and markers
 * on one line that wraps, description and allowed values below. A row never needs more width than
 * its column has (a four-column table did, at every width below its content's).
 */
function Parameters({ op }: { op: OperationView }) {
  if (op.parameters.length === 0) return null;
  const places = [...new Set([...PARAMETER_PLACES, ...op.parameters.map((p) => p.in)])].filter((place) => op.parameters.some((p) => p.in === place));
  return (
    <>
      {places.map((place) => (
        <div className="api-operation__block" key={place}>
          <h4>{place[0].toUpperCase() + place.slice(1)} parameters</h4>
          <ul className="schema-tree api-params">
            {op.parameters
              .filter((p) => p.in === place)
              .map((p) => (
                <li key={`${p.in}:${p.name}`} className="schema-prop" data-parameter={p.name}>
                  <div className="schema-prop__head">
                    <code className={`schema-prop__name ${p.deprecated ? 'schema-prop__name--deprecated' : ''}`}>{p.name}</code>
                    <span className="schema-prop__type">{p.type}</span>
                    {p.required && <span className="badge badge--required">required</span>}
                    {p.deprecated && <span className="badge badge--deprecated">deprecated</span>}
                  </div>
                  <StaticHtml id={`${op.anchor}/param/${p.in}/${p.name}`} html={p.descriptionHtml} className="schema-prop__description" />
                  {p.enum && <AllowedValues values={p.enum} />}
                  {p.default !== undefined && (
                    <div className="schema-prop__meta">
                      Default: <code>{p.default}</code>
                    </div>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
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
        <CodePanel key={r.status} label={`Response ${r.status}`} hidden={r.status !== selected} id={`${idBase}/${r.status}`} tab={codeTab.example(r.status)} html={r.exampleHtml} language="json" />
      ))}
    </div>
  );
}
