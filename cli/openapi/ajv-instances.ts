// The ajv validators the OpenAPI stage needs. The Swagger 2.0 and OpenAPI 3.0 / 3.1 schemas were compiled when the
// CLI was built (scripts/generate-openapi-validators.mjs): a run only loads their code. Examples
// are checked against the document's own schemas, which only exist at run time, so that ajv
// compiles as it goes.

import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/core.js';
import type { OpenApiLine } from './openapi-meta-schemas.ts';
import { addOpenApiFormats } from './openapi-formats.ts';

export type { OpenApiLine };

/**
 * A fresh ajv for validating examples against the document's own (2020-12) schemas. Compiling is
 * the cost here, not validating a few small examples: referenced schemas are compiled once as
 * functions of their own (no inlining) and generated code is not optimised.
 */
export function createExampleAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    logger: false,
    validateSchema: false,
    inlineRefs: false,
    code: { optimize: false },
  });
  addOpenApiFormats(ajv);
  return ajv;
}

/**
 * The validator of a whole document of one OpenAPI line, loaded when first asked for: each is
 * ~250 kB of generated code (30-50 ms for a worker to load), and a document needs one of them.
 */
export async function openapiValidator(line: OpenApiLine): Promise<ValidateFunction> {
  const { default: validate } =
    line === '3.1'
      ? await import('./openapi-31-validator.generated.js')
      : line === '3.0'
        ? await import('./openapi-30-validator.generated.js')
        : await import('./openapi-20-validator.generated.js');
  return validate as ValidateFunction;
}
