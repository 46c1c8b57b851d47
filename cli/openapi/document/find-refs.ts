// Finds the `$ref`s of an OpenAPI document. Example values, defaults, enums and `x-` extensions
// (but code samples) are data, not OpenAPI, so a `$ref` key inside them is left alone (an example may well show a
// JSON object with a "$ref" field).

import { isRecord, joinPointer } from './json-pointer.ts';

export interface FoundRef {
  /** The object holding `$ref`. */
  holder: Record<string, unknown>;
  ref: unknown;
  /** Pointer to the holder within its file. */
  pointer: string;
  /**
   * Found where OpenAPI expects literal data (an example value that is only a `$ref`, as
   * DigitalOcean writes them): resolved when it leads somewhere, else left as the data it is.
   */
  optional?: boolean;
}

/** Data keys whose value real documents give as a `$ref` to the example in another file. */
const EXAMPLE_VALUES = new Set(['example', 'value']);

const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/**
 * Maps whose keys are names chosen by the author: a property called "example" or "default" is a
 * schema, not data.
 */
const NAMED_MAPS = new Set([
  'properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'schemas', 'responses',
  'parameters', 'requestBodies', 'headers', 'securitySchemes', 'links', 'callbacks', 'pathItems', 'paths',
  'webhooks', 'content', 'encoding', 'variables',
]);

export function findRefs(root: unknown, basePointer = ''): FoundRef[] {
  const found: FoundRef[] = [];
  const visited = new Set<object>();

  function visit(node: unknown, pointer: string, inNamedMap: boolean): void {
    if (typeof node !== 'object' || node === null || visited.has(node)) return;
    visited.add(node); // a YAML alias shares one object: its refs are found once
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, joinPointer(pointer, index), false));
      return;
    }
    const record = node as Record<string, unknown>;
    // In a map of names, `$ref` holding an object is a name too: Kubernetes' JSONSchemaProps has a
    // property called "$ref". One holding a string is a map given whole as a reference.
    const isName = inNamedMap && typeof record['$ref'] !== 'string';
    if (Object.hasOwn(record, '$ref') && !isName) found.push({ holder: record, ref: record['$ref'], pointer });
    for (const [key, child] of Object.entries(record)) {
      if (!inNamedMap && isData(key, child)) {
        if (EXAMPLE_VALUES.has(key) && isOnlyRef(child)) found.push({ holder: child, ref: child['$ref'], pointer: joinPointer(pointer, key), optional: true });
        continue;
      }
      visit(child, joinPointer(pointer, key), !inNamedMap && (NAMED_MAPS.has(key) || key === 'examples'));
    }
  }

  visit(root, basePointer, false);
  return found;
}

/** Extensions whose items documents give as `$ref`s to files (DigitalOcean's code samples). */
const RESOLVED_EXTENSIONS = new Set(['x-codeSamples', 'x-code-samples']);

function isOnlyRef(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && typeof value['$ref'] === 'string' && Object.keys(value).length === 1;
}

function isData(key: string, value: unknown): boolean {
  if (key.startsWith('x-')) return !RESOLVED_EXTENSIONS.has(key);
  // `examples` is a map of Example Objects (which may be $refs) in OpenAPI, a list of values in
  // JSON Schema.
  if (key === 'examples') return !isRecord(value);
  return DATA_KEYWORDS.has(key);
}
