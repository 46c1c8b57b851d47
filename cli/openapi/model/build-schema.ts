// Converts JSON Schema objects of an OpenAPI document into the renderer's ApiSchema. References to
// component schemas stay references (by name), so circular schemas stay finite; a schema reached
// by any other `$ref` (another file, or a pointer outside components.schemas) is bundled into the
// model's schema table under a name derived from the pointer.

import path from 'node:path';
import type { ApiSchema, ApiSchemaNode } from '../document/types.ts';
import type { ApiSources, RefTarget } from '../document/resolve-refs.ts';
import { isRecord, joinPointer, lastSegment } from '../document/json-pointer.ts';

export class SchemaBuilder {
  /** Schemas by name: the components first, then bundled ones as they are met. */
  readonly schemas: Record<string, ApiSchema> = {};
  private readonly names = new Map<string, string>();
  private readonly pending: { name: string; target: RefTarget }[] = [];
  /** Discriminators met, their mappings still as written: resolved once every schema is named (flush). */
  private readonly discriminators: NonNullable<ApiSchemaNode['discriminator']>[] = [];

  constructor(private readonly sources: ApiSources) {
    const components = (sources.main.value as Record<string, unknown>)['components'];
    const schemas = isRecord(components) && isRecord(components['schemas']) ? components['schemas'] : {};
    for (const name of Object.keys(schemas)) {
      this.names.set(`${sources.main.file}#${joinPointer('/components/schemas', name)}`, name);
    }
    for (const name of Object.keys(schemas)) {
      const pointer = joinPointer('/components/schemas', name);
      this.pending.push({ name, target: { file: sources.main.file, pointer, value: schemas[name] } });
    }
  }

  /** Converts the component (and bundled) schemas not converted yet. */
  flush(): Record<string, ApiSchema> {
    for (let next = this.pending.shift(); next; next = this.pending.shift()) {
      this.schemas[next.name] = this.build(next.target.value);
    }
    for (const discriminator of this.discriminators.splice(0)) this.nameMappings(discriminator);
    return this.schemas;
  }

  build(value: unknown): ApiSchema {
    if (!isRecord(value)) return { kind: 'schema' }; // `true`, or a schema the OpenAPI schema check let through
    if (Object.hasOwn(value, '$ref')) {
      const target = this.sources.targetOf(value);
      return target ? { kind: 'ref', ref: this.nameOf(target) } : { kind: 'schema', unresolved: String(value['$ref']) };
    }
    const node: ApiSchemaNode = { kind: 'schema' };
    const type = value['type'];
    if (typeof type === 'string' || (Array.isArray(type) && type.every((t) => typeof t === 'string'))) {
      node.type = type as string | string[];
    }
    for (const key of ['format', 'title', 'description', 'pattern'] as const) {
      if (typeof value[key] === 'string') node[key] = value[key] as string;
    }
    for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
      if (typeof value[key] === 'number') node[key] = value[key] as number;
    }
    exclusiveBounds(value, node);
    for (const key of ['deprecated', 'readOnly', 'writeOnly'] as const) {
      if (value[key] === true) node[key] = true;
    }
    if (value['nullable'] === true || (Array.isArray(type) && type.includes('null')) || value['x-nullable'] === true) node.nullable = true;
    if (Array.isArray(value['enum'])) node.enum = value['enum'];
    for (const key of ['const', 'default'] as const) {
      if (Object.hasOwn(value, key)) node[key] = value[key];
    }
    if (Object.hasOwn(value, 'example')) node.example = this.sources.valueOf(value['example']);
    else if (Array.isArray(value['examples']) && value['examples'].length > 0) node.example = value['examples'][0];

    // Some documents give the whole map as a $ref (accepted with a warning: compose-document.ts).
    const properties = this.sources.valueOf(value['properties']);
    if (isRecord(properties)) {
      const required = Array.isArray(value['required']) ? value['required'] : [];
      node.properties = Object.entries(properties).map(([name, schema]) => ({
        name,
        required: required.includes(name),
        schema: this.build(schema),
      }));
    }
    const additional = value['additionalProperties'];
    if (typeof additional === 'boolean') node.additionalProperties = additional;
    else if (isRecord(additional)) node.additionalProperties = this.build(additional);
    this.buildItems(value, node);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      const list = value[key];
      if (Array.isArray(list)) node[key] = list.map((schema) => this.build(schema));
    }
    const discriminator = value['discriminator'];
    if (isRecord(discriminator) && typeof discriminator['propertyName'] === 'string') {
      const mapping = isRecord(discriminator['mapping']) ? discriminator['mapping'] : {};
      node.discriminator = { propertyName: discriminator['propertyName'], mapping: Object.fromEntries(Object.entries(mapping).map(([key, ref]) => [key, String(ref)])) };
      this.discriminators.push(node.discriminator);
    }
    return node;
  }

  /**
   * `items`, and a tuple: 2020-12's `prefixItems` (then `items` is the rest), or draft-4's list
   * of `items` (then `additionalItems` is), which OpenAPI 3.0 documents still write.
   */
  private buildItems(value: Record<string, unknown>, node: ApiSchemaNode): void {
    const { items, prefixItems, additionalItems } = value;
    const tuple = Array.isArray(prefixItems) ? prefixItems : Array.isArray(items) ? items : undefined;
    if (tuple) node.prefixItems = tuple.map((schema) => this.build(schema));
    const rest = Array.isArray(items) ? additionalItems : items;
    if (isRecord(rest)) node.items = this.build(rest);
  }

  /**
   * A mapping's values are references (or, as OpenAPI allows, a component schema's bare name), read
   * relative to the file the schema is in: each becomes the name of the schema it reaches in the
   * table, matched by its pointer (and file name, when written); one that reaches none is kept as
   * written, apart, so that it is shown and never linked.
   */
  private nameMappings(discriminator: NonNullable<ApiSchemaNode['discriminator']>): void {
    const named: Record<string, string> = {};
    const written: Record<string, string> = {};
    for (const [value, ref] of Object.entries(discriminator.mapping)) {
      const name = this.mappedName(ref);
      if (name) named[value] = name;
      else written[value] = ref;
    }
    discriminator.mapping = named;
    if (Object.keys(written).length) discriminator.written = written;
  }

  private mappedName(ref: string): string | undefined {
    if (!ref.includes('#') && !ref.includes('/') && this.schemas[ref]) return ref; // a bare component name
    const hash = ref.indexOf('#');
    if (hash < 0) return undefined;
    const file = ref.slice(0, hash);
    const pointer = ref.slice(hash + 1);
    const matches = [...this.names].filter(([key]) => key.endsWith(`#${pointer}`) && (!file || key.slice(0, key.lastIndexOf('#')).endsWith(path.basename(file))));
    return matches.length === 1 && this.schemas[matches[0]![1]] ? matches[0]![1] : undefined;
  }

  /** The schema-table name for a `$ref` target; bundles targets outside components.schemas. */
  private nameOf(target: RefTarget): string {
    const key = `${target.file}#${target.pointer}`;
    const known = this.names.get(key);
    if (known) return known;
    const base = lastSegment(target.pointer) || path.basename(target.file, path.extname(target.file));
    const taken = new Set(this.names.values());
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}`;
    this.names.set(key, name);
    this.pending.push({ name, target });
    return name;
  }
}

/** 2020-12's exclusive bounds are numbers; draft-4's (OpenAPI 3.0's) are flags on minimum and maximum. */
function exclusiveBounds(value: Record<string, unknown>, node: ApiSchemaNode): void {
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    const exclusive = value[flag];
    if (typeof exclusive === 'number') node[flag] = exclusive;
    else if (exclusive === true && typeof value[bound] === 'number') {
      node[flag] = value[bound] as number;
      delete node[bound];
    }
  }
}

