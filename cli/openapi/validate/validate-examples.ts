// Checks every example in an OpenAPI document against its own schema (ajv, JSON Schema 2020-12),
// so the samples readers copy are right. Covers (rule `example-valid`) parameter examples and the
// `example` / `examples` of request and response media types, and (rule `schema-example`) the
// `example` / `examples` of schemas themselves, which the reference shows beside each field. Both
// are warnings by default (lint-rules.ts): a site that owns its documents makes them errors.
// Each media type is checked once, even when many operations share it through a `$ref`.

import path from 'node:path';
import type { ValidateFunction, ErrorObject } from 'ajv/dist/core.js';
import type { ApiDiagnostic } from '../document/types.ts';
import type { ApiSources } from '../document/resolve-refs.ts';
import { createExampleAjv } from './ajv-instances.ts';
import type { LintLevel } from '../../config/lint-rules.ts';
import { isRecord, joinPointer, splitPointer } from '../document/json-pointer.ts';
import {
  derefChild,
  effectiveParameters,
  listOperations,
  operationLabel,
  responseStatuses,
  type LocatedValue,
} from '../document/list-operations.ts';

/** What one run of validateExamples carries from check to check. */
interface ExampleCheck {
  sources: ApiSources;
  mediaExamples: LintLevel;
  schemaExamples: LintLevel;
  ajv: ReturnType<typeof createExampleAjv>;
  /** Whether the document is OpenAPI 3.0 (draft-04-flavoured schemas, rewritten by forAjv). */
  is30: boolean;
  diagnostics: ApiDiagnostic[];
  /** Parameters and media types already checked, by file#pointer. */
  checked: Set<string>;
  /** Schemas already walked for their own examples, by file#pointer. */
  walked: Set<string>;
  /** Validators of schemas that refer to others, by ajv ref (see schemaValidator). */
  validators: Map<string, ValidateFunction | undefined>;
  /** Validators of schemas that refer to nothing else, by what they accept (see schemaValidator). */
  byContent: Map<string, ValidateFunction>;
}

interface Example {
  value: unknown;
  file: string;
  pointer: string;
  name?: string;
}

export function validateExamples(params: {
  sources: ApiSources;
  /** The level of `example-valid`: the examples of parameters and media types. */
  mediaExamples?: LintLevel;
  /** The level of `schema-example`: a schema's own example checked against that schema. */
  schemaExamples?: LintLevel;
}): ApiDiagnostic[] {
  const { sources, mediaExamples = 'error', schemaExamples = 'off' } = params;
  if (mediaExamples === 'off' && schemaExamples === 'off') return [];
  const run = startExampleCheck(sources, mediaExamples, schemaExamples);
  checkComponentSchemas(run);
  checkOperations(run);
  return run.diagnostics;
}

/** Gives ajv every file of the document, under an id made from its path. */
function startExampleCheck(sources: ApiSources, mediaExamples: LintLevel, schemaExamples: LintLevel): ExampleCheck {
  const ajv = createExampleAjv();
  const openapi = (sources.main.value as Record<string, unknown>)['openapi'];
  const is30 = typeof openapi === 'string' && openapi.startsWith('3.0.');
  for (const [file, source] of sources.files) {
    try {
      ajv.addSchema(forAjv(source.value, is30) as object, ajvIdOf(sources, file));
    } catch {
      // A file ajv cannot take whole (`$id`s that clash, or one outside any schema): its schemas are
      // compiled one by one where examples need them, and one that does not compile is reported so.
    }
  }
  return {
    sources,
    mediaExamples,
    schemaExamples,
    ajv,
    is30,
    diagnostics: [],
    checked: new Set(),
    walked: new Set(),
    validators: new Map(),
    byContent: new Map(),
  };
}

function ajvIdOf(sources: ApiSources, file: string): string {
  return 'https://openapi.hubgen.invalid/' + path.relative(sources.root, file).split(path.sep).map(encodeURIComponent).join('/');
}

function checkComponentSchemas(run: ExampleCheck): void {
  const { sources } = run;
  const components = (sources.main.value as Record<string, unknown>)['components'];
  const schemas = isRecord(components) ? components['schemas'] : undefined;
  if (isRecord(schemas)) {
    for (const [name, schema] of Object.entries(schemas)) checkSchemaExamples(run, schema, sources.main.file, joinPointer('/components/schemas', name));
  }
}

function checkOperations(run: ExampleCheck): void {
  const { sources } = run;
  for (const site of listOperations(sources)) {
    const label = operationLabel(site);
    for (const parameter of effectiveParameters(sources, site)) {
      const subject = `parameter "${String(parameter.value['name'])}" of ${label}`;
      check(run, parameter, subject);
      checkContent(run, parameter, subject);
    }
    const operation = { value: site.operation, file: site.file, pointer: site.pointer };
    const body = derefChild(sources, operation, 'requestBody');
    if (body) checkContent(run, body, `the request body of ${label}`);
    for (const status of responseStatuses(site.operation)) {
      const response = derefChild(sources, operation, 'responses', status);
      if (response) checkContent(run, response, `${label} response ${status}`);
    }
  }
}

/**
 * Compiling is the slow part (~1 ms a schema), and most media types just `$ref` a component:
 * compile the target once, whichever media types point to it.
 */
function validatorFor(run: ExampleCheck, owner: LocatedValue): ValidateFunction | undefined {
  const schema = owner.value['schema'];
  const target = isRecord(schema) && Object.keys(schema).length === 1 ? run.sources.targetOf(schema) : undefined;
  const { value, file, pointer } = target ?? { value: schema, file: owner.file, pointer: joinPointer(owner.pointer, 'schema') };
  // ajv finds a schema inside a file only once the whole file compiles as one, so a file that
  // does not (parameters, one of them named `type`) leaves each schema in it uncheckable: that
  // holds (and is reported) however the schema itself is then compiled.
  const whole = run.ajv.getSchema(ajvIdOf(run.sources, file));
  return pointer === '' ? whole : schemaValidator(run, value, file, pointer);
}

/** Checks the examples beside the `schema` of a parameter or media type. */
function check(run: ExampleCheck, owner: LocatedValue, subject: string): void {
  const key = `${owner.file}#${owner.pointer}`;
  if (run.checked.has(key) || !Object.hasOwn(owner.value, 'schema')) return;
  run.checked.add(key);
  checkSchemaExamples(run, owner.value['schema'], owner.file, joinPointer(owner.pointer, 'schema'));
  if (run.mediaExamples === 'off') return;
  const examples = examplesBeside(run.sources, owner);
  if (examples.length === 0) return;

  let validate: ValidateFunction | undefined;
  try {
    validate = validatorFor(run, owner);
  } catch (error) {
    run.diagnostics.push({
      severity: 'warning',
      rule: 'example-valid',
      message: `cannot check the examples of ${subject}: its schema does not compile (${(error as Error).message})`,
      ...run.sources.at(owner.file, joinPointer(owner.pointer, 'schema')),
    });
    return;
  }
  if (validate) checkAgainst(run, validate, examples, owner, subject);
}

/** The `example` and the values of the `examples` of a parameter or media type. */
function examplesBeside(sources: ApiSources, owner: LocatedValue): Example[] {
  const examples: Example[] = [];
  if (Object.hasOwn(owner.value, 'example')) {
    examples.push({ value: sources.valueOf(owner.value['example']), file: owner.file, pointer: joinPointer(owner.pointer, 'example') });
  }
  if (isRecord(owner.value['examples'])) {
    for (const name of Object.keys(owner.value['examples'])) {
      const example = derefChild(sources, owner, 'examples', name);
      if (example && Object.hasOwn(example.value, 'value')) {
        examples.push({ value: sources.valueOf(example.value['value']), file: example.file, pointer: joinPointer(example.pointer, 'value'), name });
      }
    }
  }
  return examples;
}

function checkAgainst(run: ExampleCheck, validate: ValidateFunction, examples: Example[], owner: LocatedValue, subject: string): void {
  const { sources } = run;
  for (const example of examples) {
    const verdict = accepts(validate, example.value);
    if (typeof verdict === 'string') {
      run.diagnostics.push({ severity: 'warning', rule: 'example-valid', message: `cannot check the examples of ${subject}: ${verdict}`, ...sources.at(owner.file, joinPointer(owner.pointer, 'schema')) });
      return;
    }
    if (verdict) continue;
    const error = validate.errors![0]!;
    const name = example.name ? `example "${example.name}"` : 'example';
    run.diagnostics.push({
      severity: run.mediaExamples === 'error' ? 'error' : 'warning',
      rule: 'example-valid',
      message: `${name} of ${subject} does not match its schema: ${describeError(error)}`,
      ...sources.at(example.file, example.pointer + error.instancePath),
    });
  }
}

function checkContent(run: ExampleCheck, owner: LocatedValue, subject: string): void {
  if (!isRecord(owner.value['content'])) return;
  for (const mediaType of Object.keys(owner.value['content'])) {
    const media = derefChild(run.sources, owner, 'content', mediaType);
    if (media) check(run, media, `${subject} (${mediaType})`);
  }
}

/**
 * Checks the `example` / `examples` of a schema and of the schemas inside it against the schema
 * they belong to, following $refs once each: what the reference shows for a field must be a
 * value the field accepts.
 */
function checkSchemaExamples(run: ExampleCheck, value: unknown, file: string, pointer: string): void {
  if (run.schemaExamples === 'off' || !isRecord(value)) return;
  // Marked before its $ref is followed: a chain of $refs may come back to where it started.
  const key = `${file}#${pointer}`;
  if (run.walked.has(key)) return;
  run.walked.add(key);
  const target = run.sources.targetOf(value);
  if (target) return checkSchemaExamples(run, target.value, target.file, target.pointer);
  checkOwnExamples(run, value, file, pointer);
  for (const [child, at] of subschemas(run.sources, value, pointer)) checkSchemaExamples(run, child, file, at);
}

/** A schema's own `example` / `examples` against that schema. */
function checkOwnExamples(run: ExampleCheck, value: Record<string, unknown>, file: string, pointer: string): void {
  const own: { value: unknown; pointer: string }[] = [];
  if (Object.hasOwn(value, 'example')) own.push({ value: run.sources.valueOf(value['example']), pointer: joinPointer(pointer, 'example') });
  if (Array.isArray(value['examples'])) value['examples'].forEach((v, i) => own.push({ value: v, pointer: joinPointer(pointer, 'examples', i) }));
  if (own.length === 0) return;
  let validate: ValidateFunction | undefined;
  try {
    validate = schemaValidator(run, value, file, pointer);
  } catch {
    validate = undefined; // a schema that does not compile is reported where it is used
  }
  for (const example of validate ? own : []) {
    const verdict = accepts(validate!, example.value);
    if (typeof verdict === 'string') break; // reported where the schema is used, as for one that does not compile
    if (verdict) continue;
    const error = validate!.errors![0]!;
    run.diagnostics.push({
      severity: run.schemaExamples === 'error' ? 'error' : 'warning',
      rule: 'schema-example',
      message: `the schema's own example does not match it: ${describeError(error)}`,
      ...run.sources.at(file, example.pointer + error.instancePath),
      hint: 'Fix the example (readers copy it), or the schema.',
    });
  }
}

/** The schemas directly inside a schema, each with its pointer. */
function subschemas(sources: ApiSources, value: Record<string, unknown>, pointer: string): [unknown, string][] {
  const children: [unknown, string][] = [];
  for (const map of ['properties', 'patternProperties', '$defs', 'definitions']) {
    const entries = sources.valueOf(value[map]);
    if (isRecord(entries)) for (const [name, child] of Object.entries(entries)) children.push([child, joinPointer(pointer, map, name)]);
  }
  for (const single of ['items', 'additionalProperties', 'not', 'contains']) children.push([value[single], joinPointer(pointer, single)]);
  for (const list of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    const items = value[list];
    if (Array.isArray(items)) items.forEach((child, i) => children.push([child, joinPointer(pointer, list, i)]));
  }
  return children;
}

/**
 * Validators of schemas that refer to nothing else, by what they accept: a document repeats the
 * same field schemas (`{type: string, format: date-time}` with its own description and example)
 * under many names, and compiling each one (~1 ms) was most of checking DigitalOcean's examples.
 * Annotations (description, title, example, x-…) are left out of the key; they accept nothing.
 * Parameters and media types share them too (a path parameter's `{type: string}` 187 times in
 * DigitalOcean's document). Others, and a boolean schema, are compiled where they are, once.
 */
function schemaValidator(run: ExampleCheck, value: unknown, file: string, pointer: string): ValidateFunction | undefined {
  if (!isRecord(value) || /"\$(ref|dynamicRef|recursiveRef|id|anchor|dynamicAnchor)"/.test(JSON.stringify(value))) {
    const ref = ajvIdOf(run.sources, file) + '#' + uriFragment(pointer);
    if (!run.validators.has(ref)) run.validators.set(ref, run.ajv.getSchema(ref));
    return run.validators.get(ref);
  }
  const accepted = Object.fromEntries(Object.entries(forAjv(value, run.is30) as Record<string, unknown>).filter(([key]) => !ANNOTATIONS.has(key) && !key.startsWith('x-')));
  const key = JSON.stringify(accepted);
  if (!run.byContent.has(key)) run.byContent.set(key, run.ajv.compile(accepted));
  return run.byContent.get(key);
}

/**
 * Whether the schema accepts the value, or why that cannot be told. A schema that refers to itself
 * without end (`B: {oneOf: [$ref: B]}`, `B: {$ref: B}`) compiles, then sends ajv round until the
 * stack runs out or into a validator it has not finished making.
 */
function accepts(validate: ValidateFunction, value: unknown): boolean | string {
  try {
    return validate(value) as boolean;
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return 'its schema refers to itself without end (a $ref back to itself, alone or inside oneOf, anyOf or allOf)';
    throw error;
  }
}

/** Keywords of a schema that describe it without constraining what it accepts. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'deprecated', '$comment']);

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? '' : `${error.instancePath} `;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${where}has unexpected property '${String(params['additionalProperty'])}'`;
  if (error.keyword === 'enum') return `${where}must be one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where}${error.message ?? 'is invalid'}`;
}

/** A JSON pointer as a URI fragment: ajv decodes it with decodeURIComponent. */
function uriFragment(pointer: string): string {
  return (splitPointer(pointer) ?? [])
    .map((segment) => '/' + encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('');
}

/** Keys whose values are data (examples, defaults, extensions), never schemas. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);
/** Keys whose values map names (of properties, definitions…) to schemas: a name is not a keyword. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'schemas']);
/** Keywords ajv registers a schema under, wherever it meets them in a file it is given. */
const IDENTIFIERS = ['$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor'];

type Walk = 'schema' | 'names' | 'data';

/**
 * The copy of a file ajv is given. ajv registers every `$id` and `$anchor` it meets in a file, data
 * included: Box's document has `$id` keys inside its example values, which made two "schemas" of
 * one id and stopped the build. Those are dropped from data (examples, defaults, enums,
 * extensions). And OpenAPI 3.0 schemas are draft-04-flavoured: `exclusiveMinimum: true` modifies
 * `minimum`, where 2020-12 wants the bound itself; `is30` rewrites them. Examples find their
 * schema in the copy by pointer, so it serves as well as the original. Only what changes is copied
 * (objects on the way): ajv only reads the rest, and copying every file of DigitalOcean's 3.0
 * document (and each schema with an example again) was garbage.
 */
function forAjv(value: unknown, is30: boolean, walk: Walk = 'schema'): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const changed = forAjv(item, is30, walk === 'names' ? 'schema' : walk);
      if (changed !== item) (copy ??= [...value])[i] = changed;
    });
    return copy ?? value;
  }
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(value)) {
    const changed = forAjv(child, is30, childWalk(walk, key));
    if (changed !== child) (copy ??= { ...value })[key] = changed;
  }
  if (walk === 'data') {
    for (const id of IDENTIFIERS) if (Object.hasOwn(value, id)) delete (copy ??= { ...value })[id];
    return copy ?? value;
  }
  // Draft-04 boolean bounds are read as draft-04 reads them in any version (a 3.1 document that
  // writes `exclusiveMinimum: true` breaks the 3.1 schema, reported as such, and means the same).
  if (walk === 'schema') copy = upgradeBounds30(value, copy);
  return copy ?? value;
}

function childWalk(walk: Walk, key: string): Walk {
  if (walk === 'data') return 'data';
  if (walk === 'names') return 'schema';
  if (DATA_KEYS.has(key) || key.startsWith('x-')) return 'data';
  return NAME_MAPS.has(key) ? 'names' : 'schema';
}

function upgradeBounds30(value: Record<string, unknown>, copy: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof value[flag] !== 'boolean') continue;
    copy ??= { ...value };
    if (copy[flag] === true && typeof copy[bound] === 'number') {
      copy[flag] = copy[bound];
      delete copy[bound];
    } else {
      delete copy[flag];
    }
  }
  return copy;
}
