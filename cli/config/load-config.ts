// Stage 1: site.config.ts → ResolvedConfig. esbuild transpiles the TypeScript (and bundles the
// config's own relative imports, which are reported for watch mode); ajv validates; defaults filled.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SiteError, siteError, type Problem } from '../support/errors.ts';
import { writeFileAtomic } from '../support/write-file-atomic.ts';
import type { SiteConfig } from './define-config.ts';
import { validateConfig, formatKeyPath } from './validate-config.ts';
import { locateInSource } from './locate-in-source.ts';
import { esbuildFailure } from './load-js-module.ts';
import { resolveDocsInstances, type ResolvedDocs } from './docs-instances.ts';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleLanguage } from '../../shared/sample-code/languages.ts';
import { resolveBlogs, type ResolvedBlog } from './blog-config.ts';

export const CONFIG_FILE = 'site.config.ts';

type Required2<T> = { [K in keyof T]-?: NonNullable<T[K]> };

export interface ResolvedConfig extends Omit<SiteConfig, 'baseUrl' | 'colorMode' | 'i18n' | 'docs' | 'pages' | 'apis' | 'navbar' | 'footer' | 'theme' | 'blog'> {
  root: string;
  configFile: string;
  /** Files the config imports, for watch mode. */
  configDependencies: string[];
  baseUrl: string;
  navbar: Required2<Pick<NonNullable<SiteConfig['navbar']>, 'items' | 'hideOnScroll'>> & NonNullable<SiteConfig['navbar']>;
  footer: NonNullable<SiteConfig['footer']> & { style: 'light' | 'dark' };
  colorMode: Required2<NonNullable<SiteConfig['colorMode']>>;
  i18n: Required2<Pick<NonNullable<SiteConfig['i18n']>, 'defaultLocale' | 'locales'>> & NonNullable<SiteConfig['i18n']>;
  /** The default docs instance (docs-instances.ts). */
  docs: ResolvedDocs;
  /** Every docs instance, the default one first. */
  docsInstances: ResolvedDocs[];
  /** `path` is absolute. */
  pages: { path: string };
  /** `customCss`: absolute paths, in the order given (each one exists), then the clientModules that are stylesheets. */
  theme: { customCss: string[] };
  /** The clientModules that are scripts, as absolute paths (or package names), bundled into the client. */
  clientModules: string[];
  /** Each with its sample languages resolved: its own, else the site's, else every language. Local documents only. */
  apis: (NonNullable<SiteConfig['apis']>[number] & { sampleLanguages: SampleLanguage[] })[];
  /** The APIs whose `spec` is a URL: hubgen fetches nothing, so each is a page linking to it, and a part of it in a doc a link. */
  remoteApis: NonNullable<SiteConfig['apis']>;
  /** The config's `blog`, one entry per blog, defaults filled (blog-config.ts); [] without a blog. */
  blogs: ResolvedBlog[];
}

// `import { defineConfig } from 'hubgen/config'` works in any site without installing hubgen there.
const defineConfigShim: Plugin = {
  name: 'hubgen-config',
  setup(b) {
    b.onResolve({ filter: /^hubgen\/config$/ }, () => ({ path: 'hubgen/config', namespace: 'hubgen' }));
    b.onLoad({ filter: /.*/, namespace: 'hubgen' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
  },
};

export async function loadConfig({ root }: { root: string }): Promise<ResolvedConfig> {
  const configFile = path.join(root, CONFIG_FILE);
  const source = await fs.readFile(configFile, 'utf8').catch(() => {
    throw siteError({ file: configFile, message: `no ${CONFIG_FILE} found in ${root}`, hint: 'Run hubgen in the site folder, or pass --root <dir>.' });
  });
  const { code, dependencies } = await transpile(configFile);
  const raw = await importConfig(root, configFile, code);
  const issues = validateConfig(raw);
  if (issues.length > 0) {
    const problems: Problem[] = [];
    for (const issue of issues) {
      const at = await locateInSource(source, issue.keyPath);
      problems.push({ file: configFile, ...at, message: `${formatKeyPath(issue.keyPath)}: ${issue.message}`, hint: issue.hint });
    }
    throw new SiteError(problems);
  }
  const config = resolveDefaults(raw as SiteConfig, { root, configFile, configDependencies: dependencies });
  await checkCustomCss(config, raw as SiteConfig, source);
  return config;
}

/** A stylesheet named by theme.customCss that is not there is the config's mistake, placed at its line. */
async function checkCustomCss(config: ResolvedConfig, raw: SiteConfig, source: string): Promise<void> {
  const problems: Problem[] = [];
  for (const [i, file] of config.theme.customCss.entries()) {
    if ((await fs.stat(file).catch(() => undefined))?.isFile()) continue;
    const keyPath = Array.isArray(raw.theme?.customCss) ? ['theme', 'customCss', i] : ['theme', 'customCss'];
    const at = await locateInSource(source, keyPath);
    problems.push({ file: config.configFile, ...at, message: `${formatKeyPath(keyPath)}: no file ${path.relative(config.root, file) || file}`, hint: 'Give the stylesheet\'s path from the site root (the folder of site.config.ts), e.g. \'./src/css/custom.css\'.' });
  }
  if (problems.length) throw new SiteError(problems);
}

async function transpile(configFile: string): Promise<{ code: string; dependencies: string[] }> {
  try {
    const result = await build({
      entryPoints: [configFile],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      metafile: true,
      // Mapped back when the config throws while it is imported, to place the exception.
      sourcemap: 'inline',
      logLevel: 'silent',
      plugins: [defineConfigShim],
    });
    const dependencies = Object.keys(result.metafile.inputs)
      .filter((f) => !f.startsWith('hubgen:'))
      .map((f) => path.resolve(f));
    return { code: result.outputFiles[0].text, dependencies };
  } catch (error) {
    throw esbuildFailure(error, configFile);
  }
}

async function importConfig(root: string, configFile: string, code: string): Promise<unknown> {
  // Written next to the site (not in /tmp) so the config's bare imports resolve from its node_modules.
  const dir = path.join(root, '.hubgen');
  await fs.mkdir(dir, { recursive: true });
  const compiled = path.join(dir, `config-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await writeFileAtomic(compiled, code);
  try {
    const mod = await import(pathToFileURL(compiled).href);
    if (mod.default === undefined) {
      throw siteError({ file: configFile, message: `${CONFIG_FILE} has no default export`, hint: 'End it with `export default defineConfig({...})`.' });
    }
    return mod.default;
  } catch (error) {
    if (error instanceof SiteError) throw error;
    throw siteError({
      file: configFile,
      ...throwSite(error, compiled, code),
      message: `${CONFIG_FILE} threw while loading: ${(error as Error).message}`,
      hint: 'The config runs as code: fix the exception at this place (rerun with --debug for its stack).',
    });
  }
}

/** Where in the author's source the config threw: the compiled file's top stack frame, mapped back. */
function throwSite(error: unknown, compiled: string, code: string): { file?: string; line?: number; column?: number } {
  const frame = new RegExp(`${escapeRegExp(pathToFileURL(compiled).href)}:(\\d+):(\\d+)`).exec(String((error as Error)?.stack ?? ''));
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code);
  if (!frame || !inline) return {};
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1], 'base64').toString('utf8')));
  const entry = map.findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
  if (!entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return {};
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(entry.originalSource); // esbuild: relative to the cwd
  return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isStylesheet(module: string): boolean {
  return /\.(css|scss|sass)$/i.test(module);
}

/** A document given by URL (`https://…`), which hubgen does not fetch. */
export function isRemoteSpec(spec: string): boolean {
  return /^https?:\/\//i.test(spec);
}

function resolveDefaults(
  config: SiteConfig,
  files: { root: string; configFile: string; configDependencies: string[] },
): ResolvedConfig {
  const docsInstances = resolveDocsInstances(config, files.root);
  return {
    ...config,
    ...files,
    baseUrl: config.baseUrl ?? '/',
    navbar: { ...config.navbar, items: config.navbar?.items ?? [], hideOnScroll: config.navbar?.hideOnScroll ?? false },
    footer: { ...config.footer, style: config.footer?.style ?? 'dark' },
    colorMode: {
      defaultMode: config.colorMode?.defaultMode ?? 'light',
      disableSwitch: config.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: config.colorMode?.respectPrefersColorScheme ?? false,
    },
    i18n: {
      ...config.i18n,
      defaultLocale: config.i18n?.defaultLocale ?? 'en',
      locales: config.i18n?.locales ?? [config.i18n?.defaultLocale ?? 'en'],
    },
    docs: docsInstances[0]!,
    docsInstances,
    pages: { path: path.resolve(files.root, config.pages?.path ?? 'content/pages') },
    theme: { customCss: [...[config.theme?.customCss ?? []].flat(), ...(config.clientModules ?? []).filter(isStylesheet)].map((file) => path.resolve(files.root, file)) },
    clientModules: (config.clientModules ?? []).filter((m) => !isStylesheet(m)).map((m) => (m.startsWith('.') || path.isAbsolute(m) ? path.resolve(files.root, m) : m)),
    apis: (config.apis ?? []).filter((api) => !isRemoteSpec(api.spec)).map((api) => ({ ...api, sampleLanguages: api.sampleLanguages ?? config.sampleLanguages ?? DEFAULT_SAMPLE_LANGUAGES })),
    remoteApis: (config.apis ?? []).filter((api) => isRemoteSpec(api.spec)),
    blogs: resolveBlogs(config, files.root),
  };
}
