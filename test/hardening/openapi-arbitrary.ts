// fast-check arbitraries for OpenAPI documents hubgen has never seen: documents generated from
// parts (arbitrary JSON in examples, extensions, defaults and descriptions; relative, templated
// and odd server URLs; $refs that lead nowhere or in circles), and real documents of the corpus
// mutated at random places. Used by openapi-properties.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';

const CORPUS = path.resolve(import.meta.dirname, '../fixtures/openapi-corpus');

const json = fc.jsonValue({ maxDepth: 3 });
/** $ref targets: two schemas every generated document has, then ones that lead nowhere or somewhere odd. */
const REFS = ['#/components/schemas/A', '#/components/schemas/B', '#/components/schemas/Missing', '#', '#/paths', 'other.yaml#/X'];
const identifiers = fc.record({ $id: fc.constantFrom('https://example.com/x', 'x'), $anchor: fc.constant('a'), $schema: fc.constant('https://json-schema.org/draft/2020-12/schema') }, { requiredKeys: [] });
/** Data that looks like a schema: what made ajv see two schemas of one id. */
const data = fc.oneof(json, identifiers, fc.record({ nested: identifiers }));
type Mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) => fc.Arbitrary<T | U>;

/**
 * Documents built from generated parts, OpenAPI 3.0 or 3.1. `mostly` picks between what a valid
 * document holds and what none does at each place: a document of valid parts only (which reaches
 * the reference view), or one where any place may go wrong (which must end in located problems).
 */
function documentOf(mostly: Mostly) {
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  /** A description as documents write them, or not: Markdown, odd Unicode, or any JSON at all. */
  const text = mostly(fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('[link](#nowhere)', '<b>html</b>', '`code`', '# Heading')), json);
  const name = fc.oneof(fc.stringMatching(/^[a-zA-Z][\w.-]{0,12}$/), fc.string({ minLength: 1, maxLength: 8 }));

  const schemaRef = mostly(fc.constantFrom(...REFS.slice(0, 2)), fc.constantFrom(...REFS.slice(2)));

  const schema: fc.Arbitrary<unknown> = fc.letrec<{ schema: unknown }>((tie) => ({
    schema: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record(
        {
          type: mostly(fc.constantFrom('string', 'integer', 'number', 'boolean'), fc.constantFrom('null', 'text')),
          format: maybe(fc.constantFrom('date', 'date-time', 'uuid', 'email', 'binary', 'int64', 'duration', 'nope')),
          enum: maybe(mostly(fc.uniqueArray(json, { maxLength: 4, minLength: 1, selector: (v) => JSON.stringify(v) }), fc.array(json, { maxLength: 4 }))),
          pattern: maybe(mostly(fc.constantFrom('^[a-z]+$', '\\p{L}'), fc.oneof(fc.constant('('), fc.integer()))),
          example: maybe(data),
          default: maybe(data),
          description: maybe(text),
          nullable: maybe(fc.boolean()),
          'x-extra': maybe(data),
        },
        { requiredKeys: ['type'] },
      ),
      fc.record(
        { type: fc.constant('object'), properties: fc.dictionary(name, tie('schema'), { maxKeys: 4 }), required: maybe(fc.array(name, { maxLength: 3 })), example: maybe(data), additionalProperties: maybe(fc.oneof(fc.boolean(), tie('schema'))) },
        { requiredKeys: ['type'] },
      ),
      fc.record({ type: fc.constant('array'), items: tie('schema'), examples: mostly(fc.constant(undefined), fc.array(data, { maxLength: 2 })) }, { requiredKeys: ['type'] }),
      fc.record({ allOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ oneOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }), discriminator: maybe(fc.record({ propertyName: name })) }, { requiredKeys: ['oneOf'] }),
      fc.record({ $ref: schemaRef }),
    ),
  })).schema;

  const media = fc.record({ schema, example: maybe(data), examples: maybe(fc.dictionary(name, fc.record({ summary: maybe(text), value: data }, { requiredKeys: ['value'] }), { maxKeys: 2 })) }, { requiredKeys: ['schema'] });
  const content = fc.dictionary(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', '*/*'), media, { maxKeys: 2 });

  const parameter = fc.record(
    { name, in: mostly(fc.constantFrom('query', 'header', 'cookie'), fc.constantFrom('path', 'body')), required: maybe(fc.boolean()), schema: mostly(schema, fc.constant(undefined)), example: maybe(data), description: maybe(text), 'x-param': maybe(data) },
    { requiredKeys: ['name', 'in', 'schema'] },
  );

  const operation = fc.record(
    {
      operationId: maybe(fc.oneof(name, fc.string())),
      summary: maybe(text),
      description: maybe(text),
      tags: maybe(fc.array(fc.oneof(name, fc.string()), { maxLength: 2 })),
      parameters: maybe(fc.array(mostly(parameter, fc.record({ $ref: fc.constantFrom('#/components/parameters/P', '#/components/parameters/Missing', '#/paths') })), { maxLength: 3 })),
      requestBody: maybe(fc.record({ content, required: maybe(fc.boolean()) }, { requiredKeys: ['content'] })),
      responses: fc.dictionary(fc.constantFrom('200', '201', '204', '400', '404', 'default', '2XX'), fc.record({ description: text, content: maybe(content) }, { requiredKeys: ['description'] }), { minKeys: 1, maxKeys: 3 }),
      security: maybe(fc.array(fc.dictionary(mostly(fc.constantFrom('basic', 'key'), fc.constant('undeclared')), fc.array(name, { maxLength: 2 }), { maxKeys: 1 }), { maxLength: 2 })),
      'x-codeSamples': maybe(fc.array(fc.record({ lang: fc.constantFrom('curl', 'Python', 'go'), source: fc.string() }), { maxLength: 2 })),
      deprecated: maybe(fc.boolean()),
    },
    { requiredKeys: ['responses'] },
  );

  const pathKey = fc.array(mostly(name, name.map((n) => `{${n}}`)), { minLength: 0, maxLength: 3 }).map((segments) => '/' + segments.join('/'));
  const pathItem = fc.dictionary(fc.constantFrom('get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'), operation, { minKeys: 1, maxKeys: 3 });

  return fc.record({
    openapi: fc.constantFrom('3.0.3', '3.1.0', '3.0.0', '3.1.1'),
    info: fc.record({ title: mostly(fc.string(), json), version: fc.constantFrom('1', '2.0.0'), description: maybe(text), 'x-logo': maybe(data) }, { requiredKeys: ['title', 'version'] }),
    servers: maybe(fc.array(fc.record({ url: fc.oneof(fc.constantFrom('/api/v2', '//api.example.com', 'https://{region}.example.com/v1', 'http://localhost:8080', '', 'not a url', '{scheme}://x', 'api'), fc.string()), description: maybe(text) }), { maxLength: 2 })),
    paths: fc.dictionary(pathKey, pathItem, { maxKeys: 4 }),
    components: fc.record(
      {
        schemas: fc.record({ A: schema, B: schema }),
        parameters: fc.record({ P: parameter }),
        securitySchemes: fc.record({ basic: fc.constant({ type: 'http', scheme: 'basic' }), key: fc.record({ type: fc.constant('apiKey'), in: fc.constantFrom('header', 'query', 'cookie'), name }) }),
      },
      { requiredKeys: ['schemas'] },
    ),
    tags: maybe(fc.array(fc.record({ name: fc.oneof(name, fc.string()), description: maybe(text) }), { maxLength: 3 })),
    'x-tagGroups': maybe(json),
  });
}

/** Two in three documents valid in every part, the others wrong here and there. */
export const generatedDocument = fc.oneof(
  { arbitrary: documentOf((valid) => valid), weight: 2 },
  { arbitrary: documentOf((valid, invalid) => fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 })), weight: 1 },
);

/** The documents of the corpus, parsed: the starting points of mutations. */
export function corpusDocuments(): { name: string; value: unknown }[] {
  return fs
    .readdirSync(CORPUS)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => ({ name: file, value: yaml.load(fs.readFileSync(path.join(CORPUS, file), 'utf8')) }));
}

type Mutation = { at: number; kind: 'replace' | 'delete' | 'ref' | 'copy'; value: unknown; ref: string };
const mutation: fc.Arbitrary<Mutation> = fc.record({ at: fc.nat(), kind: fc.constantFrom('replace', 'delete', 'ref', 'copy'), value: data, ref: fc.constantFrom(...REFS, '#/components', '#/paths/~1pets') });

/** A real document with 1 to 4 of its places replaced, deleted, turned into $refs or copied over another. */
export function mutatedDocument(documents: { name: string; value: unknown }[]) {
  return fc.record({ base: fc.constantFrom(...documents), mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }) }).map(({ base, mutations }) => {
    const value = structuredClone(base.value);
    for (const change of mutations) mutate(value, change);
    return { name: base.name, value };
  });
}

function mutate(root: unknown, change: Mutation): void {
  const places = placesOf(root);
  if (places.length === 0) return;
  const [parent, key] = places[change.at % places.length]!;
  const target = parent as Record<string | number, unknown>;
  if (change.kind === 'delete') {
    if (Array.isArray(target)) target.splice(Number(key), 1);
    else delete target[key];
  } else if (change.kind === 'replace') target[key] = change.value;
  else if (change.kind === 'ref') target[key] = { $ref: change.ref };
  else target[key] = structuredClone(places[(change.at * 7 + 3) % places.length]![0]);
}

/** Every (container, key) of a tree, depth first. */
function placesOf(value: unknown, out: [unknown, string | number][] = []): [unknown, string | number][] {
  if (Array.isArray(value)) value.forEach((item, i) => (out.push([value, i]), placesOf(item, out)));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) (out.push([value, key]), placesOf(child, out));
  return out;
}

/** The document as a file: JSON, or YAML as most documents are written. */
export const serialised = (value: unknown) => fc.constantFrom('json', 'yaml').map((format) => ({ file: `api.${format}`, text: format === 'json' ? JSON.stringify(value, null, 1) : yaml.dump(value, { noRefs: true, lineWidth: -1, skipInvalid: true }) }));
