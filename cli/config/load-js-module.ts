// Runs a JavaScript or TypeScript file written for another tool (a Docusaurus `sidebars.js`, a
// `docusaurus.config.ts`) and returns what it exports, without that tool installed, the way Node
// (and Docusaurus, which loads configs with jiti) runs it: ESM or CommonJS, `.ts`/`.mts`/`.cts`,
// top-level `await`, `import.meta.url`/`dirname`/`filename`, `__dirname`, `createRequire` and
// `require.resolve` of a `.ts` file named without its extension.
//
// esbuild bundles the file with its own relative imports and JSON into one ES module, which is run
// as the body of an async function (so top-level `await` works and nothing is written to disk);
// `import.meta` and `__dirname` are each file's own. Every package is required for real from the
// file's folder (Node 20.19 requires ES modules too); those that do not resolve (the presets and
// plugins of a project whose node_modules is absent) become stubs when `stubMissing` is set: any
// property of a stub is a stub, calling one returns its first argument (so `configure(config,
// options)` wrappers keep the config), and spreading one gives nothing. `require.resolve` of a
// missing package returns the name. Every stubbed name is reported, so the caller can say what it
// could not carry over.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { siteError } from '../support/errors.ts';

export interface LoadedModule {
  /** `export default` or `module.exports`. */
  value: unknown;
  /** Packages that could not be resolved and were replaced by stubs, in the order first met. */
  stubbed: string[];
  /** Every local file the module read (itself included), for watch mode. */
  dependencies: string[];
}

type NodeRequire = ReturnType<typeof createRequire>;

/** What the bundle's `import.meta` and `__dirname`/`__filename` name in each file (see fileMeta). */
const META = '__hubgen_import_meta';
const DIRNAME = '__hubgen_dirname';
const FILENAME = '__hubgen_filename';
const RESOLVE = '__hubgen_require_resolve';
const PACKAGE_NAMESPACE = 'hubgen-package';

/** `cwd`: the folder the file runs from (Docusaurus runs a config from the site's folder, so `fs.readFileSync('../x')` is from there). */
export async function loadJsModule({ file, stubMissing = false, cwd }: { file: string; stubMissing?: boolean; cwd?: string }): Promise<LoadedModule> {
  const stubbed = new Set<string>();
  const requireHere = withTypeScriptResolve(createRequire(file));
  const { code, dependencies } = await bundleAsModule(file, { stubbed, stubMissing, requireHere });
  const requirePackage = (id: string) => (stubbed.has(id) ? stub(id) : packageExports(requireHere, id));
  // `require.resolve` from each file's own folder (see fileMeta), a missing package's name when stubbing.
  const resolveFrom = (from: string) => {
    const fileRequire = from === file ? requireHere : withTypeScriptResolve(createRequire(from));
    return (id: string) => {
      try {
        return fileRequire.resolve(id);
      } catch (error) {
        if (!stubMissing || /^[./]/.test(id)) throw error;
        stubbed.add(id);
        return id;
      }
    };
  };
  const localRequire = Object.assign((id: string) => requirePackage(id), { resolve: resolveFrom(file) });
  let exported: Record<string, unknown>;
  try {
    const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<Record<string, unknown>>;
    const run = new AsyncFunction('require', '__hubgenPackage', '__hubgenResolveFrom', '__dirname', '__filename', code);
    const before = process.cwd();
    if (cwd) process.chdir(cwd);
    try {
      exported = await run(localRequire, requirePackage, resolveFrom, path.dirname(file), file);
    } finally {
      if (cwd) process.chdir(before);
    }
  } catch (error) {
    throw siteError({
      file,
      message: `${path.basename(file)} threw while loading: ${(error as Error).message}`,
      hint: 'The file runs as code: fix the exception (rerun with --debug for its stack).',
    });
  }
  return { value: defaultExport(exported), stubbed: [...stubbed], dependencies };
}

/** `export default x`, or CommonJS `module.exports` (unwrapping a transpiled module's `default`). */
function defaultExport(exported: Record<string, unknown>): unknown {
  let value: unknown = 'default' in exported ? exported.default : exported;
  if (value && typeof value === 'object' && '__esModule' in value && 'default' in value) value = (value as { default: unknown }).default;
  return value;
}

interface BundleContext {
  stubbed: Set<string>;
  stubMissing: boolean;
  requireHere: NodeRequire;
}

/** The file and its local imports as the body of an async function returning its exports. */
async function bundleAsModule(file: string, context: BundleContext): Promise<{ code: string; dependencies: string[] }> {
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      logLevel: 'silent',
      define: { 'import.meta': META, __dirname: DIRNAME, __filename: FILENAME, 'require.resolve': RESOLVE },
      plugins: [packagesThroughRequire(context), fileMeta()],
    });
    const dependencies = Object.keys(result.metafile.inputs).filter((f) => !f.includes(':')).map((f) => path.resolve(f));
    return { code: asFunctionBody(result.outputFiles[0].text), dependencies };
  } catch (error) {
    throw esbuildFailure(error, file);
  }
}

/**
 * Every package import (`node:` built-ins included) becomes a small CommonJS module that asks the
 * loader for it at run time, so the bundle has no `import` statement left and can run as a function
 * body; a package that does not resolve from the file is marked for a stub.
 */
function packagesThroughRequire({ stubbed, stubMissing, requireHere }: BundleContext): Plugin {
  const resolves = (id: string) => {
    try {
      requireHere.resolve(id);
      return true;
    } catch {
      return false;
    }
  };
  return {
    name: 'hubgen-packages',
    setup(b) {
      // A require() or import() of a local file that is not there (one a Docusaurus plugin generates, often
      // behind a check) throws only if it runs, as in Node, instead of failing the whole bundle.
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if ((args.kind !== 'require-call' && args.kind !== 'dynamic-import') || args.pluginData === PACKAGE_NAMESPACE) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PACKAGE_NAMESPACE });
        return resolved.errors.length ? { path: path.resolve(args.resolveDir, args.path), namespace: PACKAGE_NAMESPACE } : resolved;
      });
      b.onResolve({ filter: /^[^./]|^\.\.?$/ }, (args) => {
        if (/^\.\.?$/.test(args.path)) return undefined;
        if (!args.path.startsWith('node:') && !resolves(args.path)) {
          if (!stubMissing) return { errors: [{ text: `Could not resolve "${args.path}" (not installed beside ${path.basename(args.importer)})` }] };
          stubbed.add(args.path);
        }
        return { path: args.path, namespace: PACKAGE_NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: PACKAGE_NAMESPACE }, (args) => ({ contents: `module.exports = __hubgenPackage(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}

/**
 * Each file's own `import.meta` (url, dirname, filename, resolve), `__dirname`/`__filename` and
 * `require.resolve`, declared on its first line (so esbuild's line numbers stay the file's) where
 * it uses them: a `require.resolve('../sidebars.js')` in config/presets.js is from config/.
 */
function fileMeta(): Plugin {
  return {
    name: 'hubgen-file-meta',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!/import\.meta|__dirname|__filename|require\.resolve/.test(source)) return undefined;
        const url = pathToFileURL(args.path).href;
        const dir = path.dirname(args.path);
        const declare = `var ${META} = { url: ${JSON.stringify(url)}, dirname: ${JSON.stringify(dir)}, filename: ${JSON.stringify(args.path)}, resolve: (s) => new URL(s, ${JSON.stringify(url)}).href }, ${DIRNAME} = ${JSON.stringify(dir)}, ${FILENAME} = ${JSON.stringify(args.path)}, ${RESOLVE} = __hubgenResolveFrom(${JSON.stringify(args.path)});`;
        return { contents: declare + source, loader: loaderFor(args.path) };
      });
    },
  };
}

function loaderFor(file: string): 'ts' | 'tsx' | 'jsx' | 'js' {
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  if (file.endsWith('.tsx')) return 'tsx';
  return file.endsWith('.jsx') ? 'jsx' : 'js';
}

/** esbuild's ES module output with its final `export { … }` (or `export default …`) made a `return`. */
function asFunctionBody(code: string): string {
  const clause = /\nexport\s*\{([^}]*)\};?\s*$/.exec(code);
  if (clause) {
    const properties = clause[1].split(',').map((s) => s.trim()).filter(Boolean).map((spec) => {
      const [local, exported = local] = spec.split(/\s+as\s+/);
      return `${JSON.stringify(exported)}: ${local}`;
    });
    return `${code.slice(0, clause.index)}\nreturn { ${properties.join(', ')} };\n`;
  }
  const single = /\nexport default ([^\n]+?);?\s*$/.exec(code);
  if (single) return `${code.slice(0, single.index)}\nreturn { default: ${single[1]} };\n`;
  return `${code}\nreturn {};\n`;
}

/**
 * A package's exports as a CommonJS `require` of it gives them; an ES module (required as a
 * namespace) marked as esbuild's interop expects, so its default import is its `default`.
 * `node:module`'s createRequire gives requires that resolve `.ts` files as Docusaurus does.
 */
function packageExports(requireHere: NodeRequire, id: string): unknown {
  const loaded = requireHere(id) as Record<string | symbol, unknown>;
  if (id === 'module' || id === 'node:module') {
    return { ...loaded, createRequire: (from: string | URL) => withTypeScriptResolve(createRequire(from)) };
  }
  if (loaded && loaded[Symbol.toStringTag] === 'Module') return { ...loaded, __esModule: true };
  return loaded;
}

const TYPESCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

/**
 * A require whose `resolve('./sidebars')` also finds `sidebars.ts`, and `resolve('./sidebars.js')`
 * a `sidebars.ts` (jiti's, and so Docusaurus's, rules).
 */
function withTypeScriptResolve(base: NodeRequire): NodeRequire {
  const resolve = ((id: string, options?: { paths?: string[] }) => {
    try {
      return base.resolve(id, options);
    } catch (error) {
      if (!/^\.\.?(\/|$)/.test(id)) throw error;
      const swapped = /\.(m|c)?jsx?$/.exec(id) ? [id.replace(/\.(m|c)?js(x?)$/, (_, kind: string | undefined, x: string) => `.${kind ?? ''}ts${x}`)] : [];
      const candidates = [...swapped, ...TYPESCRIPT_EXTENSIONS.flatMap((ext) => [id + ext, `${id}/index${ext}`])];
      for (const candidate of candidates) {
        try {
          return base.resolve(candidate, options);
        } catch {
          // try the next one
        }
      }
      throw error;
    }
  }) as NodeRequire['resolve'];
  resolve.paths = base.resolve.paths;
  return Object.assign((id: string) => base(id), base, { resolve });
}

/** esbuild's first error as a located problem (a syntax error, an import that does not resolve); other failures as they are. */
export function esbuildFailure(error: unknown, file: string): unknown {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
  if (!first) return error;
  return siteError({
    file: first.location ? path.resolve(first.location.file) : file,
    line: first.location?.line,
    column: first.location ? first.location.column + 1 : undefined,
    message: first.text,
  });
}

/** A stand-in for a missing package: see the header comment. */
function stub(name: string): unknown {
  const self: unknown = new Proxy(function stubFunction(...args: unknown[]) {
    return args[0];
  }, {
    get(_target, key) {
      if (key === Symbol.iterator) return function* empty() {};
      if (key === Symbol.toPrimitive) return () => name;
      if (typeof key === 'symbol' || key === 'then' || key === '__esModule') return undefined;
      if (key === 'default') return self;
      return stub(`${name}.${key}`);
    },
    // esbuild's ESM interop copies a module's own keys, which a stub cannot list: named imports are
    // then looked up through the prototype, which answers every name with a stub.
    getPrototypeOf() {
      return new Proxy({}, { get: (_t, key) => (typeof key === 'symbol' ? undefined : stub(`${name}.${key}`)) });
    },
  });
  return self;
}
