// The string formats OpenAPI validation knows: ajv-formats' full set, with OpenAPI's int32 and
// int64 checked where they constrain values and its other format names accepted. One place, so the
// validators compiled ahead of time (openapi-meta-schemas.ts) and the ones compiled at run time for
// examples (ajv-instances.ts) check formats alike.
import type { Format } from 'ajv/dist/types/index.js';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';

// ajv-formats is CommonJS: under Node ESM the default import is the plugin function itself.
const addFormatsPlugin = addFormatsModule as unknown as typeof addFormatsModule.default;

const OPENAPI_OWN_FORMATS: Record<string, Format> = {
  // A schema's `pattern` SHOULD be an ECMA-262 regular expression, not MUST: Linode's document uses
  // Python's \A and \Z anchors, which Redoc renders. Any string is accepted; a pattern that does not
  // compile leaves the examples under it unchecked, with a warning (validate-examples.ts).
  regex: true,
  int32: { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 },
  int64: { type: 'number', validate: (n: number) => Number.isInteger(n) },
  ...Object.fromEntries(['float', 'double', 'byte', 'binary', 'password', 'media-range'].map((name) => [name, true])),
};

/** Every format by name: the generated validators' code reads its formats from here. */
export const openapiFormats: Record<string, Format> = { ...fullFormats, ...OPENAPI_OWN_FORMATS };

/** OpenAPI's own format names: checked where they constrain values, accepted otherwise. */
export function addOpenApiFormats(ajv: Parameters<typeof addFormatsPlugin>[0]): void {
  addFormatsPlugin(ajv);
  for (const [name, format] of Object.entries(OPENAPI_OWN_FORMATS)) ajv.addFormat(name, format);
}
