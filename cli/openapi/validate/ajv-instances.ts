// The ajv validators the OpenAPI stage needs. The Swagger 2.0 and OpenAPI 3.0 / 3.1 / 3.2 schemas were compiled when the
// CLI was built (scripts/generate-openapi-validators.mjs): a run only loads their code. Examples
// are checked against the document's own schemas, which only exist at run time, so that ajv
// compiles as it goes.

import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/core.js';
import type { RegExpEngine, RegExpLike } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';
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
    code: { optimize: false, regExp: linearRegExp },
  });
  addOpenApiFormats(ajv);
  return ajv;
}

/**
 * A document's `pattern`s are matched against its examples in linear time (RE2, ported to
 * JavaScript by re2js): BeezUP's URL pattern `([\/\w \.-]*)*` backtracks without end on an example
 * it does not match, and the build hung for 15 minutes on it. A pattern RE2 cannot read
 * (lookahead, backreferences) is left to JavaScript's own engine.
 */
const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    try {
      const re2 = RE2JS.compile(pattern);
      return { test: (text: string) => re2.test(text) };
    } catch {
      return new RegExp(pattern, flags);
    }
  },
  { code: 'hubgen-linear-regexp' }, // only read when ajv writes standalone code, which these validators never are
);

/**
 * The validator of a whole document of one OpenAPI line, loaded when first asked for: each is
 * ~250 kB of generated code (30-50 ms for a worker to load), and a document needs one of them.
 */
export async function openapiValidator(line: OpenApiLine): Promise<ValidateFunction> {
  const { default: validate } =
    line === '3.2'
      ? await import('./openapi-32-validator.generated.js')
      : line === '3.1'
        ? await import('./openapi-31-validator.generated.js')
        : line === '3.0'
          ? await import('./openapi-30-validator.generated.js')
          : await import('./openapi-20-validator.generated.js');
  return validate as ValidateFunction;
}
