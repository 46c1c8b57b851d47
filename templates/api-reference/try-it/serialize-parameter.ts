// A parameter's value as OpenAPI serialises it (3.1 §4.8.12.4, style and explode): what a reader
// typed — an array as `a, b`, an object as JSON — made into the path segment, query pairs, header
// or cookie value its `style` and `explode` say, their defaults being form (exploded) in a query or
// cookie and simple in a path or header.
import type { TryItParameter } from './types.ts';

/** The typed value read as the schema's type says: an array from `a, b` (or JSON), an object from JSON. */
export type ParameterValue = string | string[] | [string, string][];

export function parameterValue(parameter: TryItParameter, text: string): ParameterValue {
  const type = parameter.schema?.type;
  const is = (name: string) => type === name || (Array.isArray(type) && type.includes(name));
  if (is('array')) {
    const json = parseJson(text);
    return Array.isArray(json) ? json.map(scalarText) : text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  }
  if (is('object')) {
    const json = parseJson(text);
    if (json && typeof json === 'object' && !Array.isArray(json)) return Object.entries(json).map(([key, value]): [string, string] => [key, scalarText(value)]);
  }
  return text;
}

/** Query pairs, names not yet encoded: `URLSearchParams` encodes them (spaces as `+`, which form allows). */
export function queryPairs(parameter: TryItParameter, value: ParameterValue): [string, string][] {
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  const { name } = parameter;
  if (typeof value === 'string') return [[name, value]];
  if (isList(value)) {
    if (style === 'spaceDelimited') return [[name, value.join(' ')]];
    if (style === 'pipeDelimited') return [[name, value.join('|')]];
    return explode ? value.map((item) => [name, item]) : [[name, value.join(',')]];
  }
  if (style === 'deepObject') return value.map(([key, item]) => [`${name}[${key}]`, item]);
  return explode ? value : [[name, value.flat().join(',')]];
}

/** A path parameter's segment, each value percent-encoded (the separators the style adds are not). */
export function pathSegment(parameter: TryItParameter, value: ParameterValue): string {
  const style = parameter.style ?? 'simple';
  const explode = parameter.explode ?? false;
  const { name } = parameter;
  const items = typeof value === 'string' ? [value] : isList(value) ? value : undefined;
  const pairs = items ? undefined : (value as [string, string][]);
  const encode = encodeURIComponent;
  if (style === 'label') {
    if (items) return '.' + items.map(encode).join(explode ? '.' : ',');
    return '.' + pairs!.map(([k, v]) => (explode ? `${encode(k)}=${encode(v)}` : `${encode(k)},${encode(v)}`)).join(explode ? '.' : ',');
  }
  if (style === 'matrix') {
    if (items) return explode ? items.map((item) => `;${name}=${encode(item)}`).join('') : `;${name}=${items.map(encode).join(',')}`;
    return explode ? pairs!.map(([k, v]) => `;${encode(k)}=${encode(v)}`).join('') : `;${name}=${pairs!.flat().map(encode).join(',')}`;
  }
  return simple(value, explode, encode);
}

/** A header's value: simple style. */
export function headerValue(parameter: TryItParameter, value: ParameterValue): string {
  return simple(value, parameter.explode ?? false, (text) => text);
}

/** A cookie's value: form style, one cookie. */
export function cookieValue(value: ParameterValue): string {
  return typeof value === 'string' ? value : isList(value) ? value.join(',') : value.flat().join(',');
}

function simple(value: ParameterValue, explode: boolean, encode: (text: string) => string): string {
  if (typeof value === 'string') return encode(value);
  if (isList(value)) return value.map(encode).join(',');
  return value.map(([k, v]) => (explode ? `${encode(k)}=${encode(v)}` : `${encode(k)},${encode(v)}`)).join(',');
}

const isList = (value: string[] | [string, string][]): value is string[] => value.every((item) => typeof item === 'string');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
