// The remark plugins of a Docusaurus config's docs, blog and pages options that hubgen carries to
// markdown.remarkPlugins (which applies to the whole site): those it has its own version of,
// named by their package (today @docusaurus/remark-plugin-npm2yarn). The config holds them as
// functions: the package's export when installed, a stub named after it when not.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PluginSpec } from '../../config/define-config.ts';
import { NPM2YARN_PLUGIN } from '../../mdx/remark-npm2yarn.ts';
import { CLASSIC, DOCS_PLUGIN, entries, isObject, type Json } from './docusaurus-entries.ts';

const CONTENT_PLUGIN = /^(@docusaurus\/plugin-content-(docs|blog|pages)|content-(docs|blog|pages))$/;

/**
 * Every carried remark plugin of the config's docs, blog and pages options (presets that are or
 * wrap classic, and the content plugins), once each: the first options met are kept.
 */
export function carriedRemarkPlugins(raw: Json, dir: string, notCarried: string[]): PluginSpec[] {
  const lists: [unknown, string][] = [];
  entries(raw.presets).forEach(([name, opts], i) => {
    if (!CLASSIC.test(name) && !('docs' in opts)) return;
    for (const part of ['docs', 'blog', 'pages']) if (isObject(opts[part])) lists.push([(opts[part] as Json).remarkPlugins, `presets[${i}].${part}.remarkPlugins`]);
  });
  entries(raw.plugins).forEach(([name, opts], i) => {
    if (CONTENT_PLUGIN.test(name) || DOCS_PLUGIN.test(name)) lists.push([opts.remarkPlugins, `plugins[${i}].remarkPlugins`]);
  });
  const byName = new Map<string, PluginSpec>();
  for (const [list, at] of lists) {
    for (const spec of splitRemarkPlugins(list, dir, at, notCarried).carried) {
      const name = typeof spec === 'string' ? spec : spec[0];
      if (!byName.has(name)) byName.set(name, spec);
    }
  }
  return [...byName.values()];
}

/** The package a plugin function comes from, when hubgen has its own version of it. */
export function knownRemarkPlugin(plugin: unknown, dir: string): string | undefined {
  if (typeof plugin !== 'function') return undefined;
  // A stub (load-js-module.ts) turns into its package's name.
  if (String(plugin) === NPM2YARN_PLUGIN) return NPM2YARN_PLUGIN;
  try {
    const installed = createRequire(path.join(dir, 'package.json'))(NPM2YARN_PLUGIN) as { default?: unknown };
    if (plugin === installed || plugin === installed.default) return NPM2YARN_PLUGIN;
  } catch {
    // Not installed: not this one.
  }
  return undefined;
}

/** The entries of one `remarkPlugins` list: the ones hubgen carries, and the others (left out). */
export function splitRemarkPlugins(list: unknown, dir: string, at: string, notCarried: string[]): { carried: PluginSpec[]; others: unknown[] } {
  const carried: PluginSpec[] = [];
  const others: unknown[] = [];
  for (const entry of Array.isArray(list) ? list : []) {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const name = knownRemarkPlugin(plugin, dir);
    if (!name) {
      others.push(entry);
      continue;
    }
    const json = isObject(options) ? jsonOptions(options, `${at}: ${name}`, notCarried) : undefined;
    carried.push(json ? [name, json] : name);
  }
  return { carried, others };
}

/** The options that are JSON (a converter given as a function is not). */
function jsonOptions(options: Json, at: string, notCarried: string[]): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(options)) {
    const list = Array.isArray(value) ? value.filter((v) => typeof v !== 'function' && !(Array.isArray(v) && v.some((x) => typeof x === 'function'))) : value;
    if (typeof value === 'function' || (Array.isArray(value) && (list as unknown[]).length !== value.length)) notCarried.push(`${at} ${key}: a function (left out)`);
    if (typeof value !== 'function') out[key] = list;
  }
  return out;
}
