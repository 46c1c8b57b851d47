// A schema as a tree: each property with its type, required/readOnly/writeOnly markers, deprecated
// fields struck through, enums, defaults, formats; nested objects and arrays open in <details>
// (so the server HTML holds everything, collapsed); a schema already on the current path is shown
// as a link to its own section instead of recursing (circular schemas).
// Only one level of named schemas is expanded in the server HTML; deeper ones link to their own
// section (where every field is listed) and expand in place on the client when opened. This keeps
// the page complete without JavaScript while its size grows with the document, not its nesting.
import { useState, type ReactNode } from 'react';
import type { PropertyView, SchemaView } from './types.ts';
import { schemaAnchor } from './types.ts';
import { StaticHtml } from '../app/StaticHtml.tsx';

type Schemas = Record<string, SchemaView>;
type SchemaNode = Extract<SchemaView, { kind: 'node' }>;

/** Named schemas expanded inline in the server HTML along one path. */
const INLINE_REF_DEPTH = 1;

interface Props {
  schema: SchemaView;
  schemas: Schemas;
  /** Identifies the static description blocks of this tree (same schema, same ids). */
  idBase: string;
  /** Component names being expanded above this point. */
  trail?: string[];
}

export function SchemaTree({ schema, schemas, idBase, trail = [] }: Props) {
  const at = resolve(schema, schemas, trail, idBase);
  if (at.circular) return <CircularLink name={at.circular} />;
  if (at.node.kind !== 'node') return null;
  return childrenOf(at.node, schemas, at.trail, at.idBase) ?? <SchemaSummary schema={at.node} id={at.idBase} />;
}

interface Resolved {
  node: SchemaView;
  trail: string[];
  idBase: string;
  circular?: string;
}

function resolve(schema: SchemaView, schemas: Schemas, trail: string[], idBase: string): Resolved {
  if (schema.kind !== 'ref') return { node: schema, trail, idBase };
  if (trail.includes(schema.name) || !schemas[schema.name]) return { node: schema, trail, idBase, circular: schema.name };
  return { node: schemas[schema.name], trail: [...trail, schema.name], idBase: schemaAnchor(schema.name) };
}

function childrenOf(node: SchemaNode, schemas: Schemas, trail: string[], idBase: string): ReactNode {
  if (node.properties?.length) {
    return (
      <ul className="schema-tree">
        {node.properties.map((prop) => (
          <PropertyRow key={prop.name} prop={prop} schemas={schemas} trail={trail} idBase={`${idBase}.${prop.name}`} />
        ))}
      </ul>
    );
  }
  if (node.items) {
    const items = resolve(node.items, schemas, trail, `${idBase}[]`);
    if (items.circular) return <CircularLink name={items.circular} />;
    if (items.node.kind === 'node' && (items.node.properties?.length || items.node.composition)) return childrenOf(items.node, schemas, items.trail, items.idBase);
  }
  if (node.composition) {
    return (
      <div className="schema-composition">
        <div className="schema-composition__keyword">{compositionLabel(node.composition.keyword)}</div>
        {node.composition.variants.map((variant, i) => (
          <div className="schema-composition__variant" key={i}>
            <SchemaTree schema={variant} schemas={schemas} trail={trail} idBase={`${idBase}|${i}`} />
          </div>
        ))}
      </div>
    );
  }
  return null;
}

/** The component a property refers to, directly or as array items. */
function namedTarget(schema: SchemaView, schemas: Schemas): string | undefined {
  if (schema.kind === 'ref') return schemas[schema.name] ? schema.name : undefined;
  if (schema.items?.kind === 'ref' && schemas[schema.items.name]) return schema.items.name;
  return undefined;
}

function PropertyRow({ prop, schemas, trail, idBase }: { prop: PropertyView; schemas: Schemas; trail: string[]; idBase: string }) {
  const at = resolve(prop.schema, schemas, trail, idBase);
  const node = at.node.kind === 'node' ? at.node : undefined;
  const named = namedTarget(prop.schema, schemas);
  const lazy = named !== undefined && !at.circular && trail.length >= INLINE_REF_DEPTH;
  const nested = node && !at.circular && !lazy ? childrenOf(node, schemas, at.trail, at.idBase) : null;
  const own = prop.schema.kind === 'node' ? prop.schema : undefined;
  return (
    <li className="schema-prop" data-property={prop.name}>
      <div className="schema-prop__head">
        <code className={`schema-prop__name ${node?.deprecated ? 'schema-prop__name--deprecated' : ''}`}>{prop.name}</code>
        <span className="schema-prop__type">
          {prop.schema.kind === 'ref' ? prop.schema.name : node?.type}
          {node?.format && <span className="schema-prop__format"> ({node.format})</span>}
          {node?.nullable && <span className="schema-prop__format"> or null</span>}
        </span>
        {prop.required && <span className="badge badge--required">required</span>}
        {node?.readOnly && <span className="badge">read-only</span>}
        {node?.writeOnly && <span className="badge">write-only</span>}
        {node?.deprecated && <span className="badge badge--deprecated">deprecated</span>}
        {at.circular && <CircularLink name={at.circular} />}
      </div>
      {/* A property's own description wins over the description of the schema it refers to. */}
      {own ? <SchemaSummary schema={own} id={idBase} /> : node && <SchemaSummary schema={node} id={at.idBase} />}
      {lazy && <LazyFields name={named} prop={prop.name} schemas={schemas} trail={trail} />}
      {nested && (
        <details className="schema-prop__children">
          <summary>
            Show the fields of <code>{prop.name}</code>
          </summary>
          {nested}
        </details>
      )}
    </li>
  );
}

/** Fields of a named schema below the inline depth: a link, expanded in place when opened. */
function LazyFields({ name, prop, schemas, trail }: { name: string; prop: string; schemas: Schemas; trail: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="schema-prop__children" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        Show the fields of <code>{prop}</code>
      </summary>
      {open ? (
        <SchemaTree schema={{ kind: 'ref', name }} schemas={schemas} trail={trail} idBase={schemaAnchor(name)} />
      ) : (
        <p className="api-muted">
          See <a href={`#${schemaAnchor(name)}`}>{name}</a> for its fields.
        </p>
      )}
    </details>
  );
}

/** Description, enum values, default and constraints of one schema. */
function SchemaSummary({ schema, id }: { schema: SchemaNode; id: string }) {
  return (
    <>
      {schema.descriptionHtml !== undefined && <StaticHtml id={id} html={schema.descriptionHtml} className="schema-prop__description" />}
      {schema.enum && (
        <div className="schema-prop__meta">
          Allowed values:{' '}
          {schema.enum.map((v, i) => (
            <code key={i} className="schema-enum">
              {v}
            </code>
          ))}
        </div>
      )}
      {schema.default !== undefined && (
        <div className="schema-prop__meta">
          Default: <code>{schema.default}</code>
        </div>
      )}
      {schema.constraints && <div className="schema-prop__meta">{schema.constraints.join(', ')}</div>}
    </>
  );
}

function CircularLink({ name }: { name: string }) {
  return (
    <a className="schema-circular" href={`#${schemaAnchor(name)}`} title={`${name} refers to itself here: see its definition`}>
      ↻ {name}
    </a>
  );
}

function compositionLabel(keyword: 'oneOf' | 'anyOf' | 'allOf'): string {
  return keyword === 'oneOf' ? 'Exactly one of:' : keyword === 'anyOf' ? 'Any of:' : 'All of:';
}
