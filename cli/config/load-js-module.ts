// Runs a JavaScript or TypeScript file written for another tool (a Docusaurus `sidebars.js`, a
// `docusaurus.config.ts`) and returns what it exports, without that tool installed. esbuild bundles
// the file with its own relative imports and JSON (so `require('./theme.js')` and TS syntax work);
// packages that resolve from the file's folder are required for real, and those that do not (the
// presets and plugins of a project whose node_modules is absent) become stubs: any property of a
// stub is a stub, calling one returns its first argument (so `configure(config, options)` wrappers
// keep the config), and spreading one gives nothing. `require.resolve` of a missing package returns
// the name. Every stubbed name is reported, so the caller can say what it could not carry over.
import path from 'node:path';
import { createRequire } from 'node:module';
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

export async function loadJsModule({ file, stubMissing = false }: { file: string; stubMissing?: boolean }): Promise<LoadedModule> {
  const requireHere = createRequire(file);
  const stubbed = new Set<string>();
  const resolvesHere = (id: string) => {
    try {
      requireHere.resolve(id);
      return true;
    } catch {
      return false;
    }
  };
  const packages: Plugin = {
    name: 'hubgen-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || resolvesHere(args.path) || !stubMissing) return { path: args.path, external: true };
        stubbed.add(args.path);
        return { path: args.path, namespace: 'hubgen-stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'hubgen-stub' }, (args) => ({ contents: `module.exports = __hubgenStub(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
  let code: string;
  let dependencies: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      metafile: true,
      logLevel: 'silent',
      plugins: [packages],
    });
    code = result.outputFiles[0].text;
    dependencies = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('hubgen-stub:')).map((f) => path.resolve(f));
  } catch (error) {
    throw esbuildFailure(error, file);
  }
  const localRequire = Object.assign((id: string) => requireHere(id), {
    resolve: (id: string) => {
      try {
        return requireHere.resolve(id);
      } catch (error) {
        if (!stubMissing || /^[./]/.test(id)) throw error;
        stubbed.add(id);
        return id;
      }
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  try {
    new Function('require', 'module', 'exports', '__filename', '__dirname', '__hubgenStub', code)(localRequire, module, module.exports, file, path.dirname(file), stub);
  } catch (error) {
    throw siteError({
      file,
      message: `${path.basename(file)} threw while loading: ${(error as Error).message}`,
      hint: 'The file runs as code: fix the exception (rerun with --debug for its stack).',
    });
  }
  const exported = module.exports;
  const value = exported && typeof exported === 'object' && '__esModule' in exported && 'default' in exported ? exported.default : exported;
  return { value, stubbed: [...stubbed], dependencies };
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
