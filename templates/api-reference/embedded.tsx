// Parts of an API reference inside a doc or page (`import { ApiOperation } from 'hubgen/components'`,
// and Redocusaurus's `@theme/ApiSchema`… in templates/docusaurus/), drawn by the reference's own
// components: an operation with its samples, responses and nested fields; a schema with its fields
// and, on `example`, an example value; a whole reference. The build checked what each names and put
// just those parts in the page's props (cli/routes/embed-slices.ts); the components find them there,
// through the router's context, on the server and on hydration alike. Links to what the page does not
// hold (a schema's own section, a security scheme) go to the reference's page.
import { useMemo, type ReactNode } from 'react';
import type { EmbeddedApi, PageEmbeds, SchemaView } from './types.ts';
import { embedAnchor, embedTarget, findOperation, operationSchemaRoots, reachableSchemas, type EmbedAttribute, type EmbedKind, type EmbedTarget } from '../../shared/api-embeds.ts';
import { schemaAnchor, codeTab } from '../../shared/api-anchors.ts';
import { useRouteData } from '../app/router-context.ts';
import { NEW_TAB } from '../../shared/base-path.ts';
import { Operation } from './Operation.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { CodeFilesContext, CodePanel } from './SampleTabs.tsx';
import { HashLink } from './HashLink.tsx';
import { EmbedLinkContext } from './split-pages.ts';
import { Authentication } from './ApiIntro.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { Schema, TagSection, WebhooksSection, deferOf } from './ApiReferencePage.tsx';
import { TryItContext } from './try-it/TryItButton.tsx';

/** Names an API (`api`, or Redocusaurus's `id`); absent, the site's first. */
interface ApiProps {
  api?: string;
  /** Redocusaurus: the plugin id of the document. */
  id?: string;
}

/** Given by the build to each part of a page that has several: its place (shared/api-embeds.ts EMBED_INDEX). */
interface CopyProps {
  embedIndex?: string;
}

export interface ApiOperationProps extends ApiProps, CopyProps {
  /** Its operationId. */
  operation?: string;
  method?: string;
  path?: string;
  /** Redocusaurus: `#/paths/~1pets/get`. */
  pointer?: string;
}

export interface ApiSchemaProps extends ApiProps, CopyProps {
  /** Its name under components/schemas. */
  schema?: string;
  /** Redocusaurus: `#/components/schemas/Pet`. */
  pointer?: string;
  /** Show an example value beside its fields. */
  example?: boolean;
}

export interface ApiReferenceProps extends ApiProps {
  /** Redocusaurus's `useSpecData(id)`, as `<ApiDoc specProps>`. */
  specProps?: { id: string };
}

export function ApiOperation(props: ApiOperationProps) {
  const embedded = useEmbedded('operation', props);
  if (embedded.kind === 'missing') return embedded.shown;
  const { slice, target } = embedded;
  const found = target.kind === 'operation' ? findOperation(slice.operations, target) : undefined;
  if (!found) return <Missing what="operation" />;
  // A copy of an operation shown earlier in the page has anchors of its own.
  const op = embedded.copy ? { ...found, anchor: embedAnchor(found.anchor, embedded.copy) } : found;
  return (
    <EmbedFrame slice={slice} className="api-embed api-embed--operation" shows={operationSchemaRoots(op)} copy={op.anchor}>
      <Operation op={op} schemas={slice.schemas} />
    </EmbedFrame>
  );
}

export function ApiSchema(props: ApiSchemaProps) {
  const found = useEmbedded('schema', props);
  if (found.kind === 'missing') return found.shown;
  const { slice, target } = found;
  const name = target.kind === 'schema' ? target.schema : '';
  // With or without its example, as this element asks (the same schema may be shown both ways in a page).
  const example = target.kind === 'schema' && target.example;
  const section = slice.schemaSections.find((s) => s.name === name && (s.exampleHtml !== undefined) === example) ?? slice.schemaSections.find((s) => s.name === name);
  if (!section || !slice.schemas[name]) return <Missing what="schema" />;
  const anchor = embedAnchor(schemaAnchor(name), found.copy);
  return (
    <EmbedFrame slice={slice} className="api-embed api-embed--schema" shows={[{ kind: 'ref', name }]} copy={anchor}>
      <section className="api-schema" id={anchor} data-anchor={anchor} aria-labelledby={`${anchor}/title`}>
        <h3 id={`${anchor}/title`}>
          {name}
          <HashLink anchor={anchor} label={name} />
        </h3>
        <SchemaTree schema={{ kind: 'ref', name }} schemas={slice.schemas} idBase={anchor} />
        {section.exampleHtml !== undefined && (
          <div className="api-embed__example api-samples code-on-dark">
            <div className="sample-panel">
              <div className="sample-panel__head">
                <span className="sample-panel__title">Example</span>
              </div>
              <CodePanel label={`${name} example`} hidden={false} id={`${anchor}/example`} tab={codeTab.example(name)} html={section.exampleHtml} language="json" />
            </div>
          </div>
        )}
      </section>
    </EmbedFrame>
  );
}

export function ApiReference(props: ApiReferenceProps) {
  const found = useEmbedded('reference', props);
  if (found.kind === 'missing') return found.shown;
  const api = found.slice.whole;
  if (!api) return <Missing what="reference" />;
  const schemaNames = Object.keys(api.schemas);
  const operations = api.tags.reduce((n, tag) => n + tag.operations.length, api.webhooks?.length ?? 0);
  const defer = deferOf(api, schemaNames.length, operations);
  // Its anchors are all in the page: links stay on it (no EmbedLinkContext).
  return (
    <CodeFilesContext.Provider value={api.codeFiles}>
      <TryItContext.Provider value={found.slice.tryIt}>
        <div className="api-embed api-embed--reference">
          {api.descriptionHtml !== undefined && <StaticHtml id={`embed/${api.id}/intro`} html={api.descriptionHtml} className="api-description" />}
          <Authentication api={api} />
          {api.tags.map((tag) => (
            <TagSection key={tag.anchor} tag={tag} schemas={api.schemas} defer={defer} intro />
          ))}
          {api.webhooks && <WebhooksSection webhooks={api.webhooks} schemas={api.schemas} defer={defer} />}
          {schemaNames.length > 0 && (
            <section className="api-schemas">
              {schemaNames.map((name) => (
                <Schema key={name} name={name} schemas={api.schemas} defer={defer} />
              ))}
            </section>
          )}
        </div>
      </TryItContext.Provider>
    </CodeFilesContext.Provider>
  );
}

/** The embedded API's slice and the part the props name, read as the build read them. */
function useEmbedded(kind: EmbedKind, props: object): { kind: 'found'; slice: EmbeddedApi; target: EmbedTarget; copy?: number } | { kind: 'missing'; shown: ReactNode } {
  const embeds = useRouteData()?.props as { embeds?: PageEmbeds } | undefined;
  const target = embedTarget(kind, attributesOf(props));
  const url = (props as { specProps?: { url?: unknown } }).specProps?.url;
  if (target.kind === 'remote' || typeof url === 'string') return { kind: 'missing', shown: <RemotePart what={kind} url={target.kind === 'remote' ? target.url : String(url)} /> };
  const specFile = (props as { specFile?: unknown }).specFile;
  const apiId = (typeof specFile === 'string' ? embeds?.embeds?.specApis?.[specFile] : undefined) ?? ((target.kind !== 'invalid' && target.api) || embeds?.embeds?.defaultApi);
  const remote = apiId ? embeds?.embeds?.remote?.[apiId] : undefined;
  if (remote) return { kind: 'missing', shown: <RemotePart what={kind} url={remote} /> };
  const slice = apiId ? embeds?.embeds?.apis[apiId] : undefined;
  if (!slice || target.kind === 'invalid') return { kind: 'missing', shown: <Missing what={kind} /> };
  const index = (props as CopyProps).embedIndex;
  const copy = index !== undefined ? embeds?.embeds?.copies?.[Number(index)] : undefined;
  return { kind: 'found', slice, target, ...(copy ? { copy } : {}) };
}

/** Props as the build reads the element's attributes (shared/api-embeds.ts). */
function attributesOf(props: object): Record<string, EmbedAttribute> {
  const attributes: Record<string, EmbedAttribute> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'string') attributes[name] = value;
    else if (value === true) attributes[name] = true;
    else if (value === false) attributes[name] = 'false';
  }
  // `useSpecData(id)` (templates/docusaurus/useSpecData.ts) gives the id it was called with.
  const spec = (props as { specProps?: { id?: unknown } }).specProps;
  if (attributes.id === undefined && typeof spec?.id === 'string') attributes.id = spec.id;
  return attributes;
}

/**
 * The embedded parts' links: anchors this page holds stay on it, others lead to the reference.
 * The reference's code files serve the sample tabs not shown at load, as on its own page.
 */
function EmbedFrame({ slice, className, shows, copy, children }: { slice: EmbeddedApi; className: string; shows: SchemaView[]; copy: string; children: ReactNode }) {
  const links = useMemo(() => ({ href: slice.href, pages: slice.anchorPages, local: new Set([...slice.operations.map((op) => op.anchor), ...slice.schemaSections.map((s) => schemaAnchor(s.name)), copy]) }), [slice, copy]);
  return (
    <EmbedLinkContext.Provider value={links}>
      <CodeFilesContext.Provider value={slice.codeFiles}>
        <TryItContext.Provider value={slice.tryIt}>
          <div className={className}>
            {children}
            <SchemaDescriptions names={reachableSchemas(shows, slice.schemas)} schemas={slice.schemas} />
          </div>
        </TryItContext.Provider>
      </CodeFilesContext.Provider>
    </EmbedLinkContext.Provider>
  );
}

/**
 * The descriptions of the named schemas a part shows, as static blocks kept out of the document
 * (<template>): a schema whose fields open in place in the browser (one not expanded on the server)
 * reads its descriptions here, since the page's data carries no HTML (StaticHtml.tsx). On the
 * reference's own page each schema's section holds them.
 */
function SchemaDescriptions({ names, schemas }: { names: string[]; schemas: Record<string, SchemaView> }) {
  const blocks = new Map<string, string>();
  for (const name of names) descriptionsOf(schemas[name]!, schemaAnchor(name), blocks);
  if (blocks.size === 0) return null;
  return (
    <div hidden className="api-embed__descriptions">
      {[...blocks].map(([id, html]) => (
        <StaticHtml key={id} as="template" id={id} html={html} />
      ))}
    </div>
  );
}

/** Each description of a schema by the id SchemaTree gives its block (`schema/Money.amount`, `…[]`, `…|0`, `…{}`). */
function descriptionsOf(schema: SchemaView, id: string, into: Map<string, string>): void {
  if (schema.kind === 'ref') return;
  if (schema.descriptionHtml !== undefined) into.set(id, schema.descriptionHtml);
  for (const property of schema.properties ?? []) descriptionsOf(property.schema, `${id}.${property.name}`, into);
  if (schema.additional) descriptionsOf(schema.additional, `${id}{}`, into);
  if (schema.items) descriptionsOf(schema.items, `${id}[]`, into);
  schema.composition?.variants.forEach((variant, i) => descriptionsOf(variant, `${id}|${i}`, into));
}

/** A part of an API whose description is published elsewhere (given by URL): a link to it. */
function RemotePart({ what, url }: { what: string; url: string }) {
  return (
    <p className="api-embed api-embed--remote">
      This {what} is described in the API's document at{' '}
      <a href={url} {...NEW_TAB}>
        {url}
      </a>
      .
    </p>
  );
}

/** What the build should have refused (it checks every embed): said on the page, not thrown. */
function Missing({ what }: { what: string }) {
  return (
    <p className="api-embed api-embed--missing" role="alert">
      This embedded API {what} is not in the page's data.
    </p>
  );
}
