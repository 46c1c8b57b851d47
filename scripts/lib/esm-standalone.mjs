// ajv's standalone code as an ES module Node and Vite both load: ajv's ESM output (`code.esm`)
// still requires its runtime helpers (ucs2length, equal, uri), so those become imports.
import standalone from 'ajv/dist/standalone/index.js';

/**
 * `ajv` must have been made with `code: { source: true, esm: true }`. `generateCode` is ajv's
 * standalone function when the caller compiled with another copy of ajv (a bundle of its own).
 */
export function esmStandalone(ajv, validate, { header, imports = [], generateCode = standalone.default ?? standalone }) {
  const code = generateCode(ajv, validate);
  const helpers = new Map();
  const body = code.replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default/g, (_, specifier) => {
    if (!helpers.has(specifier)) helpers.set(specifier, `runtime${helpers.size}`);
    // The helper is CommonJS with an `exports.default`: Node's ESM gives module.exports as the
    // namespace's default, Vite's interop (the tests) the default itself.
    const name = helpers.get(specifier);
    return `(${name}.default.default ?? ${name}.default)`;
  });
  const helperImports = [...helpers].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(`${specifier}.js`)};`);
  return `${header}\n// @ts-nocheck\n${[...helperImports, ...imports].join('\n')}\n${body}\n`;
}
