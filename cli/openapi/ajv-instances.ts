// The ajv validators the OpenAPI stage needs. The OpenAPI 3.0 / 3.1 schemas were compiled when the
// CLI was built (scripts/generate-openapi-validators.mjs): a run only loads their code. Examples
// are checked against the document's own schemas, which only exist at run time, so that ajv
// compiles as it goes.

import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/core.js';
import validate30 from './openapi-30-validator.generated.js';
import validate31 from './openapi-31-validator.generated.js';
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

/** The validator of a whole document of one OpenAPI line. */
export function openapiValidator(line: OpenApiLine): ValidateFunction {
  return (line === '3.1' ? validate31 : validate30) as ValidateFunction;
}
