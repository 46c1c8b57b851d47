// Checks a whole OpenAPI document against the official Swagger 2.0 / OpenAPI 3.0 / 3.1 / 3.2 JSON
// Schema and turns ajv's errors into a few located, readable diagnostics (rule `openapi-schema`,
// at the level the site sets: load-api.ts). Says too whether a file can be read as one at all.
// ajv reports every failed alternative of every oneOf/if; authors need the one that explains
// their mistake, so errors are filtered to the most specific ones and capped.

import type { ErrorObject } from 'ajv/dist/core.js';
import type { ApiDiagnostic } from '../document/types.ts';
import type { ParsedSource } from '../document/parse-yaml.ts';
import { openapiValidator, type OpenApiLine } from './ajv-instances.ts';
import { isRecord, joinPointer, valueAtPointer } from '../document/json-pointer.ts';
import { describePath } from '../document/describe-path.ts';
import type { ComposedDocument } from '../document/compose-document.ts';

export const SUPPORTED_VERSIONS = 'Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x';
const MAX_REPORTED = 20;

/** Where the value (or key) at a pointer is, for a diagnostic. */
type Locate = (pointer: string) => { file: string; line: number; column: number };

export async function validateSchema(params: {
  source: ParsedSource;
  /** The document with its $refs resolved where OpenAPI allows none (compose-document.ts). */
  composed?: Pick<ComposedDocument, 'value' | 'at' | 'atKey'>;
}): Promise<ApiDiagnostic[]> {
  const { source, composed } = params;
  const at: Locate = composed?.at ?? ((pointer) => ({ file: source.file, ...source.positions.positionOf(pointer) }));
  const atKey: Locate = composed?.atKey ?? ((pointer) => ({ file: source.file, ...source.positions.keyPositionOf(pointer) }));
  const document = composed ? composed.value : source.value;
  const line = isRecord(document) ? lineOf(document) : undefined;
  if (!line) return [unreadableDocument(source)!];

  const validate = await openapiValidator(line);
  if (validate(document)) return [];
  const { faults, rest } = pathParameterFaults(validate.errors ?? [], document, at);
  const errors = mostSpecific(rest);
  const diagnostics = [...faults, ...errors.slice(0, MAX_REPORTED).map((error) => toDiagnostic(error, document, at, atKey))];
  if (errors.length > MAX_REPORTED) {
    const last = diagnostics[diagnostics.length - 1]!;
    last.hint = `${errors.length - MAX_REPORTED} more schema errors not shown; fix these first.`;
  }
  return diagnostics;
}

/**
 * Why hubgen cannot read this parsed file as an API description at all, if it cannot: it is not a
 * mapping, names no OpenAPI (or Swagger) version hubgen knows, or holds nothing to show (no paths,
 * webhooks, components or info). Always an error: there is no reference to render.
 */
export function unreadableDocument(source: ParsedSource): ApiDiagnostic | undefined {
  const at: Locate = (pointer) => ({ file: source.file, ...source.positions.positionOf(pointer) });
  const document = source.value;
  const base = { severity: 'error' as const, rule: 'openapi-document' };
  if (!isRecord(document)) return { ...base, message: 'the document must be a mapping (an object) with an "openapi" version', ...at('') };
  if (!lineOf(document)) return versionDiagnostic(document, at);
  if (!['paths', 'webhooks', 'components', 'info'].some((key) => isRecord(document[key]))) {
    return { ...base, message: 'the document has nothing to show: no paths, webhooks, components or info', ...at(''), hint: 'Describe at least one operation under `paths`.' };
  }
  return undefined;
}

function lineOf(document: Record<string, unknown>): OpenApiLine | undefined {
  if (Object.hasOwn(document, 'openapi')) return versionLine(document['openapi']);
  return document['swagger'] === '2.0' ? '2.0' : undefined;
}

function versionLine(version: unknown): OpenApiLine | undefined {
  if (typeof version !== 'string') return undefined;
  if (/^3\.0\.\d+(-.+)?$/.test(version)) return '3.0';
  if (/^3\.1\.\d+(-.+)?$/.test(version)) return '3.1';
  if (/^3\.2\.\d+(-.+)?$/.test(version)) return '3.2';
  return undefined;
}

function versionDiagnostic(
  document: Record<string, unknown>,
  at: Locate,
): ApiDiagnostic {
  const version = document['openapi'];
  const base = { severity: 'error' as const, rule: 'openapi-version' };
  if (version === undefined && Object.hasOwn(document, 'swagger')) {
    return {
      ...base,
      message: `unsupported Swagger version ${JSON.stringify(document['swagger'])}; supported versions are ${SUPPORTED_VERSIONS}`,
      ...at('/swagger'),
      hint: swaggerHint(document['swagger']),
    };
  }
  if (version === undefined) {
    return {
      ...base,
      message: `missing the "openapi" field; supported versions are ${SUPPORTED_VERSIONS}`,
      ...at(''),
      hint: 'Start the document with `openapi: 3.1.0` (or `swagger: "2.0"` for a Swagger 2.0 document).',
    };
  }
  if (typeof version !== 'string') {
    return {
      ...base,
      message: `"openapi" must be a string such as "3.1.0", not the ${typeof version} ${String(version)}`,
      ...at('/openapi'),
      hint: 'Quote the version: `openapi: "3.1.0"` (unquoted, YAML reads 3.1 as a number).',
    };
  }
  return {
    ...base,
    message: `unsupported OpenAPI version "${version}"; supported versions are ${SUPPORTED_VERSIONS}`,
    ...at('/openapi'),
  };
}

/** What to do about a `swagger` version other than "2.0". */
function swaggerHint(swagger: unknown): string {
  if (swagger === 2 || swagger === 2.0) return 'Quote the version: `swagger: "2.0"` (unquoted, YAML reads 2.0 as a number).';
  return `Swagger ${String(swagger)} is not supported: Swagger 2.0 is (hubgen upgrades it to OpenAPI 3.0 as it loads it); convert the document to 2.0 or OpenAPI 3.`;
}

/**
 * A path parameter without `required: true` fails every alternative of the parameter schemas (3.0
 * lists one per location), and ajv's errors then read as a wrong `in`. Each such parameter is one
 * finding that names the real fault; the errors inside it are dropped.
 */
function pathParameterFaults(errors: ErrorObject[], document: Record<string, unknown>, at: Locate): { faults: ApiDiagnostic[]; rest: ErrorObject[] } {
  const faulty = new Map<string, Record<string, unknown>>();
  for (const error of errors) {
    const match = /^(.*\/parameters\/[^/]+)(\/|$)/.exec(error.instancePath);
    const parameter = match && valueAtPointer(document, match[1]!);
    if (isRecord(parameter) && parameter['in'] === 'path' && parameter['required'] !== true) faulty.set(match![1]!, parameter);
  }
  const faults = [...faulty].map(([pointer, parameter]): ApiDiagnostic => ({
    severity: 'error',
    rule: 'openapi-schema',
    message: `${describePath(pointer)}: path parameter "${String(parameter['name'])}" must have \`required: true\`${Object.hasOwn(parameter, 'required') ? `, not ${JSON.stringify(parameter['required'])}` : ''}`,
    ...at(Object.hasOwn(parameter, 'required') ? joinPointer(pointer, 'required') : pointer),
    hint: 'A path parameter is always required: OpenAPI requires `required: true` on it.',
  }));
  const inside = (path: string) => [...faulty.keys()].some((pointer) => path === pointer || path.startsWith(pointer + '/'));
  return { faults, rest: errors.filter((error) => !inside(error.instancePath)) };
}

/**
 * Keeps the errors that explain a mistake:
 * - `if` errors only say "the then/else branch failed", which is reported on its own;
 * - a oneOf/anyOf whose alternatives are all "required" becomes one "must have one of" error;
 * - other oneOf/anyOf errors, and "must have $ref" from the Reference alternative, are dropped
 *   when a more specific error exists at or below the same place.
 */
function mostSpecific(all: ErrorObject[]): ErrorObject[] {
  const errors = all.filter((error) => error.keyword !== 'if');
  const dropped = new Set<ErrorObject>();
  const isUnder = (error: ErrorObject, path: string) =>
    error.instancePath === path || error.instancePath.startsWith(path + '/');

  for (const error of errors) {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    const branches = errors.filter(
      (other) => other.instancePath === error.instancePath && other.schemaPath.startsWith(error.schemaPath + '/'),
    );
    if (branches.length > 1 && branches.every((branch) => branch.keyword === 'required')) {
      for (const branch of branches) dropped.add(branch);
      const names = branches.map((branch) => `'${String(branch.params['missingProperty'])}'`);
      error.message =
        error.keyword === 'oneOf' ? `must have exactly one of ${names.join(' or ')}` : `must have one of ${names.join(', ')}`;
      continue;
    }
    const passing = (error.params as { passingSchemas?: unknown }).passingSchemas;
    if (Array.isArray(passing) && error.keyword === 'oneOf' && branches.length === 0) {
      continue; // matched several alternatives: nothing more specific exists
    }
    const explained = errors.some(
      (other) => other !== error && !branches.includes(other) && isUnder(other, error.instancePath),
    );
    if (explained) {
      dropped.add(error);
      for (const branch of branches) dropped.add(branch);
    }
  }
  for (const error of errors) {
    const property = error.params['missingProperty'] ?? error.params['additionalProperty'];
    if (property === '$ref' && (error.keyword === 'required' || error.keyword === 'additionalProperties')) {
      const specific = errors.some(
        (other) => other !== error && !dropped.has(other) && isUnder(other, error.instancePath),
      );
      if (specific) dropped.add(error);
    }
  }
  return mergeAllowedValues(errors.filter((error) => !dropped.has(error)));
}

/**
 * Alternatives that each allow one value (3.0's per-location parameter schemas) fail as several
 * enum errors at one place: merge them into one list. A type error beside it adds nothing.
 */
function mergeAllowedValues(errors: ErrorObject[]): ErrorObject[] {
  const enums = new Map<string, ErrorObject>();
  const result: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword !== 'enum' && error.keyword !== 'const') continue;
    const allowed = error.keyword === 'enum' ? (error.params['allowedValues'] as unknown[]) : [error.params['allowedValue']];
    const merged = enums.get(error.instancePath);
    if (merged) (merged.params['allowedValues'] as unknown[]).push(...allowed);
    else enums.set(error.instancePath, { ...error, keyword: 'enum', params: { allowedValues: [...allowed] } });
  }
  const seen = new Set<string>();
  for (const error of errors) {
    const path = error.instancePath;
    if (error.keyword === 'type' && enums.has(path)) continue;
    const replacement = error.keyword === 'enum' || error.keyword === 'const' ? enums.get(path)! : error;
    const key = `${path} ${replacement.keyword} ${JSON.stringify(replacement.params)} ${replacement.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(replacement);
  }
  for (const error of enums.values()) {
    error.params['allowedValues'] = [...new Set(error.params['allowedValues'] as unknown[])];
  }
  return result;
}

function toDiagnostic(
  error: ErrorObject,
  document: unknown,
  at: Locate,
  atKey: Locate,
): ApiDiagnostic {
  const pointer = error.instancePath;
  const where = describePath(pointer);
  const base = { severity: 'error' as const, rule: 'openapi-schema' };
  const actual = valueAtPointer(document, pointer);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const property = String(params['additionalProperty'] ?? params['unevaluatedProperty']);
      return {
        ...base,
        message: `${where}: unknown property '${property}'`,
        ...atKey(joinPointer(pointer, property)),
        hint: 'Check the spelling; custom fields must start with "x-".',
      };
    }
    case 'required':
      return { ...base, message: `${where}: missing required property '${String(params['missingProperty'])}'`, ...at(pointer) };
    case 'enum':
      if (pointer.endsWith('/type') && Array.isArray(actual)) {
        return {
          ...base,
          message: `${where} is a list of types (JSON Schema's form, as OpenAPI 3.1 writes it); OpenAPI 3.0 wants one type`,
          ...at(pointer),
          hint: 'Write one type, with `nullable: true` for null, or `anyOf` for several. The reference shows the list as written.',
        };
      }
      return {
        ...base,
        message: `${where} must be one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}; got ${show(actual)}`,
        ...at(pointer),
      };
    case 'type':
      if (pointer.endsWith('/items') && Array.isArray(actual)) {
        return {
          ...base,
          message: `${where} is a list of schemas (a tuple, as JSON Schema draft 4 writes one); OpenAPI wants one schema here`,
          ...at(pointer),
          hint: 'Give one schema for every item; in OpenAPI 3.1, a tuple is `prefixItems`. The reference shows the list as written.',
        };
      }
      if (/\/exclusive(Minimum|Maximum)$/.test(pointer) && typeof actual === 'boolean') {
        return {
          ...base,
          message: `${where} must be a number (the bound itself) in OpenAPI 3.1; got ${show(actual)}, JSON Schema draft 4's flag`,
          ...at(pointer),
          hint: 'Write the bound: `exclusiveMinimum: 0` rather than `minimum: 0` with `exclusiveMinimum: true`. The reference reads the flag as draft 4 does.',
        };
      }
      return { ...base, message: `${where} must be ${String(params['type'])}; got ${show(actual)}`, ...at(pointer) };
    default:
      return { ...base, message: `${where} ${error.message ?? 'is invalid'}`, ...at(pointer) };
  }
}

function show(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  return `${typeof value} ${String(value)}`;
}
