// The site's own remark and rehype plugins (config `markdown.remarkPlugins` / `rehypePlugins`, as
// Docusaurus's docs options have them): named by module (a path from the site root, or a package
// of the site's node_modules), resolved here to file URLs so worker threads can import them too;
// @docusaurus/remark-plugin-npm2yarn is hubgen's own (remark-npm2yarn.ts), given its options.
// Each plugin file's content is part of the MDX cache key: editing a plugin recompiles the docs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { siteError } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { PluginSpec } from '../config/define-config.ts';
import { NPM2YARN_PLUGIN, type Npm2YarnOptions } from './remark-npm2yarn.ts';

/** A plugin ready to import: its module's file URL and its options. */
export type ResolvedPlugin = [url: string, options?: Record<string, unknown>];

export interface SitePlugins {
  remark: ResolvedPlugin[];
  rehype: ResolvedPlugin[];
  /** @docusaurus/remark-plugin-npm2yarn's options, when the site names it: hubgen's own (remark-npm2yarn.ts) runs. */
  npm2yarn?: Npm2YarnOptions;
  /** What the compiled output depends on: the specs and each plugin file's content. */
  key: string;
}

export function resolveSitePlugins(config: Pick<ResolvedConfig, 'root' | 'configFile' | 'markdown'>): SitePlugins | undefined {
  const isNpm2Yarn = (spec: PluginSpec) => (typeof spec === 'string' ? spec : spec[0]) === NPM2YARN_PLUGIN;
  const named = config.markdown?.remarkPlugins?.find(isNpm2Yarn);
  const npm2yarn = named === undefined ? undefined : ((typeof named === 'string' ? undefined : named[1]) ?? {});
  const remark = (config.markdown?.remarkPlugins ?? []).filter((spec) => !isNpm2Yarn(spec));
  const rehype = config.markdown?.rehypePlugins ?? [];
  if (!remark.length && !rehype.length && !npm2yarn) return undefined;
  const requireFromSite = createRequire(path.join(config.root, 'package.json'));
  const hash = createHash('sha1');
  const resolve = (list: PluginSpec[], key: string): ResolvedPlugin[] =>
    list.map((spec, i) => {
      const [name, options] = typeof spec === 'string' ? [spec] : spec;
      let file: string;
      try {
        file = name.startsWith('.') || path.isAbsolute(name) ? requireFromSite.resolve(path.resolve(config.root, name)) : requireFromSite.resolve(name);
      } catch {
        throw siteError({ file: config.configFile, message: `markdown.${key}[${i}]: cannot find the plugin "${name}"`, hint: 'Give a path from the site root (./plugins/remark-x.mjs) or an installed package name.' });
      }
      hash.update(file).update('\0').update(readFileSync(file)).update('\0').update(JSON.stringify(options ?? null));
      return options === undefined ? [pathToFileURL(file).href] : [pathToFileURL(file).href, options];
    });
  const plugins = { remark: resolve(remark, 'remarkPlugins'), rehype: resolve(rehype, 'rehypePlugins') };
  if (npm2yarn) hash.update(`${NPM2YARN_PLUGIN}\0${JSON.stringify(npm2yarn)}`);
  return { ...plugins, ...(npm2yarn ? { npm2yarn } : {}), key: hash.digest('hex') };
}

/** The site's Markdown options a compile applies: to docs and pages, and to partials alike. */
export interface MarkdownOptions {
  plugins?: SitePlugins;
  mdx1Compat?: boolean;
  /** The site's `markdown.format` (markdown-format.ts). */
  format?: 'mdx' | 'md' | 'detect';
}

/** What compiled output depends on among the Markdown options (a cache key). */
export function markdownKey(options: MarkdownOptions | undefined): string {
  return (options?.mdx1Compat ? 'mdx1Compat' : '') + (options?.plugins ? `\0plugins:${options.plugins.key}` : '') + (options?.format && options.format !== 'mdx' ? `\0format:${options.format}` : '');
}

/** The plugins' own files (serve --watch rebuilds when one is saved). */
export function pluginFiles(plugins: SitePlugins | undefined): string[] {
  return plugins ? [...plugins.remark, ...plugins.rehype].map(([url]) => fileURLToPath(url)) : [];
}

/**
 * The plugins' functions with their options, as unified takes them. Imported under the plugins'
 * key: a long-running `serve --watch` imports a saved plugin anew (Node keeps a module per URL).
 */
export async function importSitePlugins(list: ResolvedPlugin[], key = ''): Promise<[unknown, Record<string, unknown>?][]> {
  return Promise.all(
    list.map(async ([url, options]) => {
      const mod = (await import(key ? `${url}?key=${key}` : url)) as { default?: unknown };
      return (options === undefined ? [mod.default ?? mod] : [mod.default ?? mod, options]) as [unknown, Record<string, unknown>?];
    }),
  );
}
