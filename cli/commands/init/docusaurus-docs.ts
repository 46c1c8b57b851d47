// The docs instances of a run Docusaurus config, as hubgen `docs` entries: the docs options of the
// classic preset and of any preset that wraps it (one whose options have a `docs` key, as
// docusaurus-preset-openapi's do), and every `@docusaurus/plugin-content-docs` plugin, each with
// its `id`. Each instance's versions are read from the files Docusaurus keeps for it
// (`versions.json`, `versioned_docs/`, `versioned_sidebars/`; `<id>_versions.json`… for an instance
// with an id), with `lastVersion`, `onlyIncludeVersions` and the `versions` labels and paths.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsOptions } from '../../config/define-config.ts';
import { splitRemarkPlugins } from './docusaurus-remark-plugins.ts';
import { CLASSIC, DOCS_PLUGIN, isObject, str, type Json } from './docusaurus-entries.ts';

interface FoundInstance {
  options: Json;
  /** Where it is in the Docusaurus config, for the lines init prints. */
  at: string;
}

/** Every docs instance of the config, in the order Docusaurus loads them (presets, then plugins). */
export function docusaurusDocsInstances(raw: Json, dir: string, notCarried: string[]): DocsOptions[] {
  const found: FoundInstance[] = [];
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  list(raw.presets).forEach((entry, i) => {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string') return;
    const options = isObject(opts) ? opts : {};
    const at = `presets[${i}]`;
    // A preset that is classic, or wraps it (its options take classic's `docs`).
    if (!CLASSIC.test(name) && !('docs' in options)) return;
    if (options.docs === false) notCarried.push(`${at}.docs: false (the preset has no docs)`);
    else found.push({ options: isObject(options.docs) ? options.docs : {}, at: `${at}.docs` });
  });
  list(raw.plugins).forEach((entry, i) => {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && DOCS_PLUGIN.test(name)) found.push({ options: isObject(opts) ? opts : {}, at: `plugins[${i}]` });
  });
  const instances = found.map(({ options, at }) => instanceOptions(options, at, dir, notCarried));
  // Without a docs instance Docusaurus builds no docs; hubgen reads the default folder, as then empty.
  return instances;
}

function instanceOptions(options: Json, at: string, dir: string, notCarried: string[]): DocsOptions {
  const id = str(options.id);
  const docs: DocsOptions = { ...(id && id !== 'default' ? { id } : {}), path: str(options.path) ?? 'docs', routeBasePath: str(options.routeBasePath) ?? 'docs' };
  const sidebarPath = options.sidebarPath;
  if (typeof sidebarPath === 'string') docs.sidebarPath = relative(dir, sidebarPath);
  else if (sidebarPath === false) notCarried.push(`${at}.sidebarPath: false (hubgen makes the sidebar from the folders)`);
  else if (!id || id === 'default') {
    for (const name of ['sidebars.js', 'sidebars.ts', 'sidebars.json']) if (existsSync(path.join(dir, name))) docs.sidebarPath = name;
  }
  if (str(options.editUrl)) docs.editUrl = str(options.editUrl);
  else if (typeof options.editUrl === 'function') notCarried.push(`${at}.editUrl: a function (only a URL string can be carried)`);
  for (const key of ['include', 'exclude'] as const) {
    const globs = Array.isArray(options[key]) ? (options[key] as unknown[]).filter((g): g is string => typeof g === 'string' && g !== '') : undefined;
    if (globs) docs[key] = globs;
  }
  Object.assign(docs, versionOptions(options, id, at, dir, notCarried));
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    // The ones hubgen has its own version of are carried to markdown.remarkPlugins (carryRemarkPlugins).
    const others = key === 'remarkPlugins' ? splitRemarkPlugins(options[key], dir, `${at}.${key}`, []).others : options[key];
    if (Array.isArray(others) && others.length) notCarried.push(`${at}.${key}: not carried (the config holds the plugin functions): name each by its module in markdown.${key.startsWith('before') ? key.replace(/^beforeDefault(\w)/, (_, c: string) => c.toLowerCase()) : key} of site.config.ts`);
  }
  for (const key of ['docItemComponent', 'docLayoutComponent', 'docRootComponent']) if (str(options[key])) notCarried.push(`${at}.${key}: '${str(options[key])}' (docs use hubgen's own page layout)`);
  if (options.showLastUpdateTime || options.showLastUpdateAuthor) notCarried.push(`${at}.showLastUpdateTime/Author: not shown`);
  return docs;
}

/**
 * The instance's versions as Docusaurus serves them: the first of versions.json (or `lastVersion`)
 * at the docs' route, the current docs at `next/` (or their `versions.current.path`), the others at
 * their name; each older version with its versioned sidebars when the file is there.
 */
function versionOptions(options: Json, id: string | undefined, at: string, dir: string, notCarried: string[]): Pick<DocsOptions, 'versions' | 'lastVersion'> {
  const prefix = id && id !== 'default' ? `${id}_` : '';
  let names = options.disableVersioning === true ? [] : readVersions(path.join(dir, `${prefix}versions.json`));
  const only = Array.isArray(options.onlyIncludeVersions) ? options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') : undefined;
  if (only) names = names.filter((name) => only.includes(name));
  if (only && !only.includes('current')) notCarried.push(`${at}.onlyIncludeVersions: the current docs are built too`);
  if (options.includeCurrentVersion === false) notCarried.push(`${at}.includeCurrentVersion: false (the current docs are built too, at next/)`);
  const settings = isObject(options.versions) ? options.versions : {};
  const label = (name: string) => (isObject(settings[name]) ? str(settings[name].label) : undefined);
  const slug = (name: string) => (isObject(settings[name]) && typeof settings[name].path === 'string' ? settings[name].path.replace(/^\/+|\/+$/g, '') : undefined);
  const lastVersion = str(options.lastVersion) ?? names[0] ?? 'current';
  const current = { ...(label('current') ? { label: label('current') } : {}), ...(slug('current') !== undefined ? { slug: slug('current') } : {}) };
  const older = names.map((name) => {
    const sidebars = `${prefix}versioned_sidebars/version-${name}-sidebars.json`;
    return {
      name,
      path: `${prefix}versioned_docs/version-${name}`,
      ...(label(name) ? { label: label(name) } : {}),
      ...(slug(name) !== undefined ? { slug: slug(name) } : {}),
      ...(existsSync(path.join(dir, sidebars)) ? { sidebarPath: sidebars } : {}),
    };
  });
  const versions = { ...(Object.keys(current).length ? { current } : {}), ...(older.length ? { older } : {}) };
  return { ...(lastVersion !== 'current' && (older.some((v) => v.name === lastVersion)) ? { lastVersion } : {}), ...(Object.keys(versions).length ? { versions } : {}) };
}

function readVersions(file: string): string[] {
  try {
    const list = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function relative(dir: string, file: string): string {
  return path.relative(dir, path.resolve(dir, file)).split(path.sep).join('/');
}
