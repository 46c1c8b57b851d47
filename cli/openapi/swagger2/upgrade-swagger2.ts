// Upgrades a Swagger 2.0 document, once it has passed the 2.0 schema and its $refs resolved
// (load-api.ts), to one OpenAPI 3.0 document in memory, which the rest of the stage reads like any
// other: `definitions`, global `parameters` and `responses` become components; `securityDefinitions`
// security schemes; `host`, `basePath` and `schemes` servers; operations change shape
// (swagger2-operation.ts) and schemas barely (swagger2-schema.ts); `x-` extensions are kept.
// A $ref to another file becomes a component of the one document, named after its target.
// Written here rather than taken from swagger2openapi: that converter fetches what its $refs name
// (node-fetch; hubgen never does), brings 41 packages, and cannot say where in the 2.0 files each
// part of its output came from, which every diagnostic about the new document needs.

import type { ApiSources } from '../document/resolve-refs.ts';
import { resolveRefs } from '../document/resolve-refs.ts';
import type { ApiDiagnostic } from '../document/types.ts';
import { SourceMap } from '../document/source-positions.ts';
import { UpgradedSources } from './upgraded-sources.ts';
import { Swagger2Upgrade, type Located } from './swagger2-context.ts';
import { isRecord, joinPointer } from '../document/json-pointer.ts';
import { mapValues, upgradeSchema } from './swagger2-schema.ts';
import {
  listParameters,
  mediaTypes,
  upgradeOperation,
  upgradeParameterList,
  upgradeParameterTarget,
  upgradeResponseTarget,
} from './swagger2-operation.ts';

/** The OpenAPI version an upgraded document is given: the line 2.0 maps onto. */
export const UPGRADED_VERSION = '3.0.3';

/** What 2.0 assumes an API sends and accepts when a document does not say. */
const DEFAULT_MEDIA_TYPES = ['application/json'];

const METHODS_2 = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

export function isSwagger2(document: unknown): boolean {
  return isRecord(document) && document['swagger'] === '2.0';
}

/** The 3.0 sources of valid 2.0 ones; `diagnostics` are $refs of the new document that lead nowhere (a bug here, if any). */
export async function upgradeSwagger2(original: ApiSources): Promise<{ sources: UpgradedSources; diagnostics: ApiDiagnostic[] }> {
  const document = original.main.value as Record<string, unknown>;
  const up = new Swagger2Upgrade(original, mediaTypes(document['consumes'], DEFAULT_MEDIA_TYPES), mediaTypes(document['produces'], DEFAULT_MEDIA_TYPES));
  const main = original.main.file;
  up.from('/openapi', { file: main, pointer: '/swagger' });

  const upgraded: Record<string, unknown> = { openapi: UPGRADED_VERSION };
  for (const [key, value] of Object.entries(document)) {
    if (key === 'swagger') continue;
    if (key === 'paths' && isRecord(value)) upgraded['paths'] = upgradePaths(up, { file: main, pointer: '/paths', value });
    else if (!SECTIONS_2.has(key)) upgraded[key] = value; // info, tags, security, externalDocs, x-…
    if (key === 'info') upgraded['servers'] = servers(up, document);
  }
  upgraded['servers'] ??= servers(up, document);
  upgradeGlobals(up, document);
  up.convertPending();
  const components = Object.fromEntries(Object.entries(up.components).filter(([, map]) => Object.keys(map).length > 0));
  if (Object.keys(components).length > 0) upgraded['components'] = components;

  const source = { file: main, value: upgraded, positions: SourceMap.empty(), hash: original.main.hash };
  const sources = new UpgradedSources(source, original, up.origins);
  // The new document's $refs all lead into it: resolving them reads no file.
  const resolved = await resolveRefs({ main: source, root: original.root });
  for (const [holder, target] of resolved.sources.resolvedRefs()) sources.setTarget(holder, target);
  for (const [file, parsed] of resolved.sources.files) if (file !== main) sources.files.set(file, parsed);
  return { sources, diagnostics: resolved.diagnostics };
}

/** The 2.0 fields that become something else in 3.0 (the rest is copied). */
const SECTIONS_2 = new Set(['host', 'basePath', 'schemes', 'consumes', 'produces', 'definitions', 'parameters', 'responses', 'securityDefinitions']);

/**
 * One server per scheme (https when none is given: what a published API most likely speaks), at
 * host and basePath; with no host, the API is where the document is served from, and the server
 * is the relative basePath.
 */
function servers(up: Swagger2Upgrade, document: Record<string, unknown>): { url: string }[] {
  const main = up.sources.main.file;
  const basePath = typeof document['basePath'] === 'string' ? document['basePath'].replace(/\/+$/, '') : '';
  const host = document['host'];
  if (typeof host !== 'string') {
    up.from('/servers', { file: main, pointer: Object.hasOwn(document, 'basePath') ? '/basePath' : '' });
    return [{ url: basePath || '/' }];
  }
  up.from('/servers', { file: main, pointer: '/host' });
  const written = Array.isArray(document['schemes']) ? document['schemes'].filter((s): s is string => typeof s === 'string') : [];
  const schemes = written.length > 0 ? written : ['https'];
  if (written.length > 0) schemes.forEach((_, index) => up.from(joinPointer('/servers', index), { file: main, pointer: joinPointer('/schemes', index) }));
  return schemes.map((scheme) => ({ url: `${scheme}://${host}${basePath}` }));
}

/** `paths`: each path item (followed when a $ref) upgraded in place. */
function upgradePaths(up: Swagger2Upgrade, paths: Located & { value: Record<string, unknown> }): Record<string, unknown> {
  return mapValues(paths.value, (written, path) => {
    if (path.startsWith('x-')) return written;
    const item = up.sources.deref(written, paths.file, joinPointer(paths.pointer, path));
    if (!item || !isRecord(item.value)) return written;
    const at = joinPointer('/paths', path);
    up.from(at, item);
    return upgradePathItem(up, { ...item, value: item.value }, at);
  });
}

function upgradePathItem(up: Swagger2Upgrade, item: Located & { value: Record<string, unknown> }, at: string): Record<string, unknown> {
  const inherited = listParameters(up, item.value['parameters'], { file: item.file, pointer: joinPointer(item.pointer, 'parameters') });
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item.value)) {
    if (key === '$ref') continue; // followed by deref: what remains beside it is the item's own
    if (key === 'parameters') {
      const parameters = upgradeParameterList(up, inherited.filter((p) => !['body', 'formData'].includes(String(p.parameter.value['in']))), joinPointer(at, key));
      if (parameters.length > 0) result[key] = parameters;
      continue;
    }
    const operation = METHODS_2.has(key) ? up.sources.deref(value, item.file, joinPointer(item.pointer, key)) : undefined;
    if (!operation || !isRecord(operation.value)) {
      result[key] = value;
      continue;
    }
    up.from(joinPointer(at, key), operation);
    result[key] = upgradeOperation(up, { ...operation, value: operation.value }, inherited, joinPointer(at, key));
  }
  return result;
}

/** `definitions`, `parameters`, `responses` and `securityDefinitions` as components of the same names. */
function upgradeGlobals(up: Swagger2Upgrade, document: Record<string, unknown>): void {
  const main = up.sources.main.file;
  const each = (section: string, convert: (value: Located, at: string) => unknown, kind: keyof Swagger2Upgrade['components']) => {
    const map = document[section];
    if (!isRecord(map)) return;
    for (const [name, value] of Object.entries(map)) {
      const place = { file: main, pointer: joinPointer('/' + section, name), value };
      const at = joinPointer('/components', kind, name);
      const converted = convert(place, at);
      if (converted === undefined) continue;
      up.from(at, place);
      up.components[kind][name] = converted;
    }
  };
  each('definitions', (place) => upgradeSchema(up, place.value), 'schemas');
  // A body or form parameter has no 3.0 counterpart of its own: it becomes part of each operation's
  // request body that uses it (a body one, a request body of components).
  each('parameters', (place, at) => (isRecord(place.value) && ['body', 'formData'].includes(String(place.value['in'])) ? undefined : upgradeParameterTarget(up, place, at)), 'parameters');
  each('responses', (place, at) => upgradeResponseTarget(up, place, at), 'responses');
  each('securityDefinitions', (place) => upgradeSecurityScheme(place.value), 'securitySchemes');
}

/** The 3.0 flow of each 2.0 OAuth2 `flow`, and the URLs it has. */
const OAUTH_FLOWS: Record<string, { name: string; urls: string[] }> = {
  implicit: { name: 'implicit', urls: ['authorizationUrl'] },
  password: { name: 'password', urls: ['tokenUrl'] },
  application: { name: 'clientCredentials', urls: ['tokenUrl'] },
  accessCode: { name: 'authorizationCode', urls: ['authorizationUrl', 'tokenUrl'] },
};

function upgradeSecurityScheme(scheme: unknown): unknown {
  if (!isRecord(scheme)) return scheme;
  const result: Record<string, unknown> = {};
  if (scheme['type'] === 'basic') Object.assign(result, { type: 'http', scheme: 'basic' });
  else if (scheme['type'] === 'apiKey') Object.assign(result, { type: 'apiKey', name: scheme['name'], in: scheme['in'] });
  else if (scheme['type'] === 'oauth2') {
    const flow = OAUTH_FLOWS[String(scheme['flow'])];
    const settings: Record<string, unknown> = {};
    for (const url of flow?.urls ?? []) settings[url] = scheme[url];
    settings['scopes'] = isRecord(scheme['scopes']) ? scheme['scopes'] : {};
    Object.assign(result, { type: 'oauth2', flows: flow ? { [flow.name]: settings } : {} });
  } else result['type'] = scheme['type'];
  if (Object.hasOwn(scheme, 'description')) result['description'] = scheme['description'];
  for (const [key, value] of Object.entries(scheme)) if (key.startsWith('x-')) result[key] = value;
  return result;
}
