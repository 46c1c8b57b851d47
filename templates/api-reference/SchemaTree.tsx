// A schema as a tree: each property with its type, required/readOnly/writeOnly markers, deprecated
// fields struck through, enums, defaults, formats; nested objects and arrays open in <details>
// (so the server HTML holds them, collapsed); a schema already on the current path is shown as a
// link to its own section instead of recursing (circular schemas).
// Page size must grow with the document, not with its nesting: a named schema reached from inside
// another named schema (through a property, items, additionalProperties or a oneOf/anyOf variant)
// is never expanded in the server HTML. It shows as a closed <details> whose no-JS content links
// to the schema's own section (where every field is listed), and expands in place, one level at a
// time, when the reader opens it. allOf parts are merged views of the same object, so they expand
// without counting as a level (bounded by ALL_OF_DEPTH).
// In a request body, readOnly fields are left out; in a response, writeOnly ones.
import { useState, type ReactNode } from 'react';
import type { PropertyView, SchemaView } from './types.ts';
import { schemaAnchor } from '../../shared/api-anchors.ts';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { AllowedValues } from './AllowedValues.tsx';
import { DeferredDetails } from './deferred.tsx';
import { useAnchorHref } from './split-pages.ts';

type Schemas = Record<string, SchemaView>;
type SchemaNode = Extract<SchemaView, { kind: 'node' }>;
export type SchemaMode = 'request' | 'response';

/** Named schemas expanded inline in the server HTML along one path. */
const INLINE_REF_DEPTH = 1;
/** allOf parts (named) expanded inside one another, at most. */
const ALL_OF_DEPTH = 3;

interface Context {
  schemas: Schemas;
  /** Names of the schemas expanded above this point (circularity). */
  trail: string[];
  /** Named schemas entered above this point, allOf parts not counted. */
  depth: number;
  allOfDepth: number;
  mode?: SchemaMode;
  /** The href of a schema's section (on another page of a split reference: split-pages.ts). */
  href: (anchor: string) => string;
}

interface Props {
  schema: SchemaView;
  schemas: Schemas;
  /** Identifies the static description blocks of this tree (same schema, same ids). */
  idBase: string;
  /** Which fields to leave out: readOnly ones in requests, writeOnly ones in responses. */
  mode?: SchemaMode;
}

export function SchemaTree({ schema, schemas, idBase, mode }: Props) {
  const href = useAnchorHref();
  const ctx: Context = { schemas, trail: [], depth: 0, allOfDepth: 0, mode, href };
  const top = enter(schema, ctx, idBase);
  // The top schema's own description, above its fields (a leaf shows it as its body).
  const described = top.kind === 'node' && hasChildren(top.node, schemas);
  return (
    <>
      {described && <SchemaSummary schema={top.node} id={top.idBase} />}
      <SchemaBody schema={schema} ctx={ctx} idBase={idBase} />
    </>
  );
}

/** Where a schema at some position leads: its node (entered), or a link instead of it. */
type Entered =
  | { kind: 'node'; node: SchemaNode; ctx: Context; idBase: string }
  | { kind: 'circular' | 'lazy' | 'missing'; name: string };

function enter(schema: SchemaView, ctx: Context, idBase: string, viaAllOf = false): Entered {
  if (schema.kind !== 'ref') return { kind: 'node', node: schema, ctx, idBase };
  const target = ctx.schemas[schema.name];
  if (!target || target.kind !== 'node') return { kind: 'missing', name: schema.name };
  if (ctx.trail.includes(schema.name)) return { kind: 'circular', name: schema.name };
  if (target.elsewhere) return { kind: 'lazy', name: schema.name };
  const deep = viaAllOf ? ctx.allOfDepth >= ALL_OF_DEPTH : ctx.depth >= INLINE_REF_DEPTH;
  if (deep && hasChildren(target, ctx.schemas)) return { kind: 'lazy', name: schema.name };
  const inner: Context = {
    ...ctx,
    trail: [...ctx.trail, schema.name],
    depth: viaAllOf ? Math.max(ctx.depth, 1) : ctx.depth + 1,
    allOfDepth: ctx.allOfDepth + (viaAllOf ? 1 : 0),
  };
  return { kind: 'node', node: target, ctx: inner, idBase: schemaAnchor(schema.name) };
}

/** The content of a schema at a position: its fields, items or variants, else its summary. */
function SchemaBody({ schema, ctx, idBase, viaAllOf }: { schema: SchemaView; ctx: Context; idBase: string; viaAllOf?: boolean }) {
  const at = enter(schema, ctx, idBase, viaAllOf);
  if (at.kind !== 'node') {
    if (at.kind === 'circular') return <CircularLink name={at.name} ctx={ctx} />;
    if (at.kind === 'lazy') return <LazyFields name={at.name} label={at.name} ctx={ctx} />;
    // A split reference's page holds the schemas its own expand; one beyond them is a link.
    return ctx.href(schemaAnchor(at.name)).startsWith('#') ? <code>{at.name}</code> : <a href={ctx.href(schemaAnchor(at.name))}>{at.name}</a>;
  }
  return childrenOf(at.node, at.ctx, at.idBase) ?? <SchemaSummary schema={at.node} id={at.idBase} />;
}

/** Whether a schema has anything to show below its own line. */
function hasChildren(node: SchemaView, schemas: Schemas, follow = true): boolean {
  if (node.kind === 'ref') {
    const target = schemas[node.name];
    return follow && target !== undefined && hasChildren(target, schemas, false);
  }
  if (node.elsewhere || node.properties?.length || node.composition || node.additional || node.tuple?.length) return true;
  return node.items !== undefined && hasChildren(node.items, schemas, follow);
}

function childrenOf(node: SchemaNode, ctx: Context, idBase: string): ReactNode {
  const properties = (node.properties ?? []).filter((prop) => shown(prop, ctx));
  const parts: ReactNode[] = [];
  if (properties.length || node.additional) {
    parts.push(
      <ul className="schema-tree" key="properties">
        {properties.map((prop) => (
          <PropertyRow key={prop.name} prop={prop} ctx={ctx} idBase={`${idBase}.${prop.name}`} />
        ))}
        {node.additional && (
          <PropertyRow prop={{ name: '{key}', required: false, schema: node.additional }} ctx={ctx} idBase={`${idBase}{}`} other />
        )}
      </ul>,
    );
  }
  if (node.tuple?.length) {
    // A tuple lists its items by position, then what any further item is.
    parts.push(
      <ul className="schema-tree" key="tuple">
        {node.tuple.map((item, i) => (
          <PropertyRow key={i} prop={{ name: `[${i}]`, required: false, schema: item }} ctx={ctx} idBase={`${idBase}[${i}]`} />
        ))}
        {node.items && <PropertyRow prop={{ name: `[${node.tuple.length}…]`, required: false, schema: node.items }} ctx={ctx} idBase={`${idBase}[]`} />}
      </ul>,
    );
  } else if (node.items && hasChildren(node.items, ctx.schemas)) {
    parts.push(<SchemaBody key="items" schema={node.items} ctx={ctx} idBase={`${idBase}[]`} />);
  }
  if (node.composition) {
    const { keyword, variants } = node.composition;
    parts.push(
      <div className="schema-composition" key="composition">
        <div className="schema-composition__keyword">{compositionLabel(keyword)}</div>
        {node.discriminator && <Discriminator discriminator={node.discriminator} ctx={ctx} />}
        {variants.map((variant, i) => (
          <div className="schema-composition__variant" key={i}>
            <div className="schema-composition__title">{variantTitle(variant, ctx)}</div>
            {variant.kind === 'node' && <SchemaSummary schema={variant} id={`${idBase}|${i}`} />}
            {hasChildren(variant, ctx.schemas) && <SchemaBody schema={variant} ctx={ctx} idBase={`${idBase}|${i}`} viaAllOf={keyword === 'allOf'} />}
          </div>
        ))}
      </div>,
    );
  }
  return parts.length ? parts : null;
}

/** readOnly fields are not sent, writeOnly ones never come back. */
function shown(prop: PropertyView, ctx: Context): boolean {
  const node = prop.schema.kind === 'ref' ? ctx.schemas[prop.schema.name] : prop.schema;
  if (!node || node.kind !== 'node') return true;
  return !((ctx.mode === 'request' && node.readOnly) || (ctx.mode === 'response' && node.writeOnly));
}

/** A variant's heading: the schema's name, else its type. */
function variantTitle(variant: SchemaView, { schemas, href }: Context): ReactNode {
  if (variant.kind === 'ref') {
    const target = schemas[variant.name];
    return (
      <>
        <a href={href(schemaAnchor(variant.name))}>{variant.name}</a>
        {target?.kind === 'node' && !hasChildren(target, schemas) && <span className="schema-prop__type"> {target.type}</span>}
      </>
    );
  }
  return <span className="schema-prop__type">{variant.type}</span>;
}

/** The type shown beside a property: a named primitive shows its type, a named object its name. */
function typeLabel(schema: SchemaView, schemas: Schemas): string {
  if (schema.kind !== 'ref') {
    const items = schema.items?.kind === 'ref' ? schemas[schema.items.name] : undefined;
    return items?.kind === 'node' && !hasChildren(items, schemas) ? `array of ${items.type}` : schema.type;
  }
  const target = schemas[schema.name];
  return target?.kind === 'node' && !hasChildren(target, schemas) ? target.type : schema.name;
}

function PropertyRow({ prop, ctx, idBase, other }: { prop: PropertyView; ctx: Context; idBase: string; other?: boolean }) {
  const at = enter(prop.schema, ctx, idBase);
  // What the property is, whether or not its fields are expanded here.
  const target = prop.schema.kind === 'ref' ? ctx.schemas[prop.schema.name] : prop.schema;
  const node = target?.kind === 'node' ? target : undefined;
  const nested = at.kind === 'node' ? childrenOf(at.node, at.ctx, at.idBase) : null;
  const own = prop.schema.kind === 'node' ? prop.schema : undefined;
  return (
    <li className="schema-prop" data-property={prop.name}>
      <div className="schema-prop__head">
        <code className={`schema-prop__name ${node?.deprecated ? 'schema-prop__name--deprecated' : ''}`}>{prop.name}</code>
        <span className="schema-prop__type">
          {other && 'any other key: '}
          {typeLabel(prop.schema, ctx.schemas)}
          {node?.format && <span className="schema-prop__format"> ({node.format})</span>}
          {node?.nullable && <span className="schema-prop__format"> or null</span>}
        </span>
        {prop.required && <span className="badge badge--required">required</span>}
        {node?.readOnly && <span className="badge">read-only</span>}
        {node?.writeOnly && <span className="badge">write-only</span>}
        {node?.deprecated && <span className="badge badge--deprecated">deprecated</span>}
        {at.kind === 'circular' && <CircularLink name={at.name} ctx={ctx} />}
      </div>
      {/* A property's own description wins over the description of the schema it refers to. */}
      {own ? <SchemaSummary schema={own} id={idBase} /> : node && <SchemaSummary schema={node} id={schemaAnchor((prop.schema as { name: string }).name)} />}
      {at.kind === 'lazy' && <LazyFields name={at.name} label={prop.name} ctx={ctx} />}
      {at.kind === 'missing' && <ElsewhereFields name={at.name} ctx={ctx} />}
      {nested && (
        <DeferredDetails
          className="schema-prop__children"
          summary={
            <>
              Show the fields of <code>{prop.name}</code>
            </>
          }
        >
          {nested}
        </DeferredDetails>
      )}
    </li>
  );
}

/** A named schema below the inline depth: a link to its section, expanded in place when opened. */
function LazyFields({ name, label, ctx }: { name: string; label: string; ctx: Context }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="schema-prop__children schema-lazy" data-schema={name} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        Show the fields of <code>{label}</code>
      </summary>
      {open && ctx.schemas[name] && !(ctx.schemas[name].kind === 'node' && ctx.schemas[name].elsewhere) ? (
        // One more level: the schema itself, with its own named children closed again.
        <SchemaBody schema={{ kind: 'ref', name }} ctx={{ ...ctx, depth: 0, allOfDepth: 0 }} idBase={schemaAnchor(name)} />
      ) : (
        <p className="api-muted">
          See <a href={ctx.href(schemaAnchor(name))}>{name}</a> for its fields.
        </p>
      )}
    </details>
  );
}

/** A schema a page of a split reference does not hold (split-pages.ts): a link to its page. */
function ElsewhereFields({ name, ctx }: { name: string; ctx: Context }) {
  const href = ctx.href(schemaAnchor(name));
  if (href.startsWith('#')) return null;
  return (
    <p className="api-muted schema-prop__meta">
      See <a href={href}>{name}</a> for its fields.
    </p>
  );
}

/** Description, enum values, default and constraints of one schema. */
function SchemaSummary({ schema, id }: { schema: SchemaNode; id: string }) {
  return (
    <>
      {schema.unresolved !== undefined && (
        <div className="schema-prop__meta schema-unresolved">
          Unresolved <code>$ref</code>: <code>{schema.unresolved}</code> leads to nothing this reference holds.
        </div>
      )}
      {schema.descriptionHtml !== undefined && <StaticHtml id={id} html={schema.descriptionHtml} className="schema-prop__description" />}
      {schema.enum && <AllowedValues values={schema.enum} />}
      {schema.default !== undefined && (
        <div className="schema-prop__meta">
          Default: <code>{schema.default}</code>
        </div>
      )}
      {schema.constraints && <div className="schema-prop__meta">{schema.constraints.join(', ')}</div>}
    </>
  );
}

/** Which variant applies, by the value of one property: mapped schemas are links, never expanded. */
function Discriminator({ discriminator, ctx: { schemas, href } }: { discriminator: NonNullable<SchemaNode['discriminator']>; ctx: Context }) {
  return (
    <div className="schema-prop__meta schema-discriminator">
      Chosen by the value of <code>{discriminator.property}</code>
      {discriminator.mapping.length > 0 && ': '}
      {discriminator.mapping.map(({ value, schema, unlinked }, i) => (
        <span key={value}>
          {i > 0 && ', '}
          <code>{value}</code> → {!unlinked && (schemas[schema] || !href(schemaAnchor(schema)).startsWith('#')) ? <a href={href(schemaAnchor(schema))}>{schema}</a> : <code>{schema}</code>}
        </span>
      ))}
    </div>
  );
}

function CircularLink({ name, ctx }: { name: string; ctx: Context }) {
  return (
    <a className="schema-circular" href={ctx.href(schemaAnchor(name))} title={`${name} refers to itself here: see its definition`}>
      ↻ {name}
    </a>
  );
}

function compositionLabel(keyword: 'oneOf' | 'anyOf' | 'allOf'): string {
  return keyword === 'oneOf' ? 'Exactly one of:' : keyword === 'anyOf' ? 'Any of:' : 'All of:';
}
