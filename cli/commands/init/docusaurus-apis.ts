// The API references of a Docusaurus project, for `hubgen init --from docusaurus`: the OpenAPI
// documents that Redocusaurus (the `redocusaurus` preset, or `docusaurus-plugin-redoc` plugins) and
// docusaurus-openapi-docs (`docusaurus-plugin-openapi-docs`) render become `apis[]` entries at the
// same routes, and whatever of their options cannot be carried is named, never dropped.
//
// The options are read as those packages document and apply them (Redocusaurus 2.x: its preset
// turns `specs[]` and the `openapi` folder into one plugin instance each, with the ids and routes
// below; docusaurus-openapi-docs: each `config` entry generates MDX docs into `outputDir`, a folder
// of a docs plugin, so they live at that docs plugin's route).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/define-config.ts';
import { CLASSIC, DOCS_PLUGIN, entries, isObject, str, type Json } from './docusaurus-entries.ts';
import { hubgenApiId } from '../../../shared/api-embeds.ts';

export { hubgenApiId };

export type ApiEntry = NonNullable<SiteConfig['apis']>[number];

export interface CarriedApis {
  apis: ApiEntry[];
  /** One line per option or document not carried over, with why. */
  notCarried: string[];
  /** The presets and plugins read here (by name as written), so the caller does not list them as dropped. */
  handled: Set<string>;
}

/** An OpenAPI document as the Docusaurus config names it, before it is checked and given a hubgen id. */
interface SpecSource {
  /** Where in the Docusaurus config, for the lines printed: `presets[redocusaurus].specs[0]`. */
  at: string;
  /** Its id there (Redocusaurus' plugin id, openapi-docs' config key). */
  id: string;
  spec?: string;
  route?: string;
  title?: string;
  /** Said when the route is one init chose, not one the project had. */
  routeNote?: string;
}

const REMOTE = /^https?:\/\//i;

export function carryApiReferences({ raw, dir }: { raw: Json; dir: string }): CarriedApis {
  const notCarried: string[] = [];
  const handled = new Set<string>();
  const sources: SpecSource[] = [];
  for (const [name, opts] of entries(raw.presets)) {
    if (!isPackage(name, 'redocusaurus')) continue;
    handled.add(name);
    sources.push(...redocusaurusPreset(opts, dir, notCarried));
  }
  for (const [name, opts] of entries(raw.plugins)) {
    if (isPackage(name, 'docusaurus-plugin-redoc')) {
      handled.add(name);
      sources.push(redocSpec(opts, `plugins[docusaurus-plugin-redoc${str(opts.id) ? `#${str(opts.id)}` : ''}]`, str(opts.id) ?? 'default', notCarried));
    } else if (isPackage(name, 'docusaurus-plugin-openapi-docs')) {
      handled.add(name);
      sources.push(...openapiDocsPlugin(opts, raw, dir, notCarried));
    }
  }
  const used = new Set<string>();
  const apis = sources.flatMap((source) => apiEntry(source, dir, used, notCarried));
  return { apis, notCarried, handled };
}

/**
 * The `redocusaurus` preset: its `specs[]` first, then (when `specs` is absent or `openapi` is
 * given, as the preset does) the documents of the `openapi` folder; an entry without an `id` gets
 * the one the preset gives it, `plugin-redoc[-<preset id>]-<index>` in that combined list.
 */
function redocusaurusPreset(opts: Json, dir: string, notCarried: string[]): SpecSource[] {
  const at = `presets[redocusaurus${str(opts.id) ? `#${str(opts.id)}` : ''}]`;
  const suffix = str(opts.id) ? `-${str(opts.id)}` : '';
  const listed = opts.specs === undefined ? [] : [opts.specs].flat();
  const sources = listed.map((spec, i) => redocSpec(isObject(spec) ? spec : {}, `${at}.specs[${i}]`, undefined, notCarried));
  if (opts.specs === undefined || opts.openapi !== undefined) sources.push(...folderSpecs(isObject(opts.openapi) ? opts.openapi : {}, `${at}.openapi`, dir, notCarried));
  sources.forEach((source, index) => (source.id ||= `plugin-redoc${suffix}-${index}`));
  if (!sources.length) notCarried.push(`${at}: no specs, and no *.openapi.yaml/json in its openapi folder: no API reference to carry`);
  const theme = isObject(opts.theme) ? opts.theme : {};
  // hubgen's config has no primary-colour setting; its theme reads Infima's variable from customCss.
  if (str(theme.primaryColor)) notCarried.push(`${at}.theme.primaryColor: '${str(theme.primaryColor)}' (hubgen has no primary-colour setting: put \`:root { --ifm-color-primary: ${str(theme.primaryColor)}; }\` in a stylesheet of theme.customCss)`);
  const otherTheme = Object.keys(theme).filter((key) => key !== 'primaryColor');
  if (otherTheme.length) notCarried.push(`${at}.theme: Redoc options ${otherTheme.join(', ')} are not carried (the references use hubgen's theme)`);
  if (opts.config !== undefined) notCarried.push(`${at}.config: the Redocly config (redocly.yaml) is not read; hubgen's lint rules are set per API in apis[].lint`);
  return sources;
}

/**
 * One document as docusaurus-plugin-redoc reads it: `spec` (a file or a URL), `route`, `layout`
 * (its `title` is the reference's title); `specUrl` and `routePath` are the names of Redocusaurus
 * before 1.0. `id` is left empty for the preset to fill in.
 */
function redocSpec(opts: Json, at: string, id: string | undefined, notCarried: string[]): SpecSource {
  const layout = isObject(opts.layout) ? opts.layout : {};
  const source: SpecSource = { at, id: str(opts.id) ?? id ?? '', spec: str(opts.spec) ?? str(opts.specUrl), route: str(opts.route) ?? str(opts.routePath), title: str(layout.title) };
  if (source.route === undefined) source.routeNote = 'no route (Redocusaurus makes no page for it)';
  const known = ['id', 'spec', 'specUrl', 'route', 'routePath', 'layout', 'debug', 'themeId'];
  const others = [...Object.keys(opts).filter((key) => !known.includes(key)), ...Object.keys(layout).filter((key) => key !== 'title').map((key) => `layout.${key}`)];
  if (others.length) notCarried.push(`${at}: options ${others.join(', ')} are not carried (hubgen's reference has its own layout and download link)`);
  return source;
}

/**
 * The preset's folder form, as documented: every `*.openapi.{yaml,json}` and `openapi.{yaml,json}`
 * below `path` (default `openapi`), at `routeBasePath` (default `/api`) followed by the file's path
 * from the folder without the suffix; a file named `index.openapi.*` (or `openapi.*`) is its
 * folder's page. The id is that path as a slug (the preset's github-slugger drops the slashes).
 */
function folderSpecs(opts: Json, at: string, dir: string, notCarried: string[]): SpecSource[] {
  const folder = str(opts.path) ?? 'openapi';
  const base = (str(opts.routeBasePath) ?? '/api').replace(/\/+$/, '');
  const full = path.resolve(dir, folder);
  if (!existsSync(full) || !statSync(full).isDirectory()) {
    if (opts.path !== undefined) notCarried.push(`${at}.path: ${folder} is not a folder of the project (left out)`);
    return [];
  }
  const files = (readdirSync(full, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)([^/]+\.)?openapi\.(yaml|json)$/.test(file))
    .sort();
  return files.map((file) => {
    const fileRoute = file.replace(/(^|\/)(index\.)?openapi\.(yaml|json)$/, '').replace(/\.openapi\.(yaml|json)$/, '');
    const slug = fileRoute.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    return { at: `${at} (${folder}/${file})`, id: slug, spec: path.join(full, file), route: `${base}/${fileRoute}` };
  });
}

/**
 * docusaurus-plugin-openapi-docs: each `config` entry (and each of its `versions`) generates MDX
 * docs from `specPath` into `outputDir`, a folder of the docs plugin `docsPluginId`; hubgen renders
 * the document itself at the route those docs had, so the generated folder is replaced.
 */
function openapiDocsPlugin(opts: Json, raw: Json, dir: string, notCarried: string[]): SpecSource[] {
  const at = `plugins[docusaurus-plugin-openapi-docs${str(opts.id) ? `#${str(opts.id)}` : ''}]`;
  const docs = docsPlugins(raw);
  const sources: SpecSource[] = [];
  for (const [name, api] of Object.entries(isObject(opts.config) ? opts.config : {})) {
    if (!isObject(api)) continue;
    sources.push(openapiDocsEntry(name, api, `${at}.config.${name}`, docs, dir, notCarried));
    for (const [version, options] of Object.entries(isObject(api.versions) ? api.versions : {})) {
      if (isObject(options)) sources.push(openapiDocsEntry(`${name}-${version}`, options, `${at}.config.${name}.versions.${version}`, docs, dir, notCarried));
    }
  }
  return sources;
}

function openapiDocsEntry(id: string, api: Json, at: string, docs: DocsPlugin[], dir: string, notCarried: string[]): SpecSource {
  const source: SpecSource = { at, id, spec: str(api.specPath) };
  const outputDir = str(api.outputDir)?.replace(/\/+$/, '');
  if (outputDir) {
    const route = docsRouteOf(docs, outputDir, dir);
    source.route = route === undefined ? undefined : routeOf(route);
    if (!source.route) source.routeNote = `its outputDir ${outputDir} is in no docs folder init could find`;
    const where = source.route ? `hubgen's reference at ${source.route}` : 'hubgen\'s reference';
    notCarried.push(`${at}.outputDir: ${outputDir}, the MDX docs the plugin generated, is replaced by ${where}: delete the folder (or rename it to start with _, which hubgen skips), and any sidebars.js entry that requires its sidebar.js`);
  }
  const known = ['specPath', 'outputDir', 'versions', 'label', 'version', 'baseUrl'];
  const others = Object.keys(api).filter((key) => !known.includes(key));
  if (others.length) notCarried.push(`${at}: options ${others.join(', ')} are not carried (hubgen's reference has its own samples, sidebar and download link)`);
  return source;
}

interface DocsPlugin {
  path: string;
  routeBasePath: string;
}

/**
 * Every docs plugin of the project: the classic preset's `docs` and each
 * `@docusaurus/plugin-content-docs` instance. The generated docs are served by the one whose folder
 * holds `outputDir`, whatever `docsPluginId` says (it only tells the plugin where to write links).
 */
function docsPlugins(raw: Json): DocsPlugin[] {
  const of = (opts: Json) => ({ path: str(opts.path) ?? 'docs', routeBasePath: typeof opts.routeBasePath === 'string' ? opts.routeBasePath : 'docs' });
  const found: DocsPlugin[] = [];
  for (const [name, opts] of entries(raw.presets)) if (CLASSIC.test(name) && opts.docs !== false) found.push(of(isObject(opts.docs) ? opts.docs : {}));
  for (const [name, opts] of entries(raw.plugins)) if (DOCS_PLUGIN.test(name)) found.push(of(opts));
  return found;
}

/** The route of the docs generated into `outputDir`: its docs plugin's route, then the folder's path inside that plugin's folder. */
function docsRouteOf(plugins: DocsPlugin[], outputDir: string, dir: string): string | undefined {
  const routes = plugins.flatMap((docs) => {
    const inside = path.relative(path.resolve(dir, docs.path), path.resolve(dir, outputDir)).split(path.sep).join('/');
    return inside.startsWith('..') || path.isAbsolute(inside) ? [] : [{ depth: docs.path.length, route: [docs.routeBasePath, inside].join('/') }];
  });
  // The innermost folder wins: a docs plugin at `docs/api` beside one at `docs`.
  return routes.sort((a, b) => b.depth - a.depth)[0]?.route;
}

/** The `apis[]` entry of one document, or the line saying why there is none. */
function apiEntry(source: SpecSource, dir: string, used: Set<string>, notCarried: string[]): ApiEntry[] {
  const id = uniqueId(hubgenApiId(source.id), used);
  if (id !== source.id) notCarried.push(`${source.at}: id '${source.id}' is '${id}' in hubgen (an API id is lowercase letters, digits and -)`);
  const route = source.route !== undefined ? routeOf(source.route) : `/api/${id}/`;
  if (!source.spec) {
    notCarried.push(`${source.at}: no spec (left out)`);
    return [];
  }
  if (REMOTE.test(source.spec)) {
    // Kept by URL: its route is a page linking to it, a part of it in a doc a link (with a warning).
    notCarried.push(`${source.at}.spec: ${source.spec} is remote and hubgen fetches nothing (its page links to it): to show the reference itself, download it with \`curl -fsSL ${source.spec} -o openapi/${id}.yaml\` and give spec: 'openapi/${id}.yaml'`);
    return [{ id, spec: source.spec, route, ...(source.title ? { title: source.title } : {}) }];
  }
  const spec = path.relative(dir, path.resolve(dir, source.spec)).split(path.sep).join('/');
  const stat = existsSync(path.join(dir, spec)) ? statSync(path.join(dir, spec)) : undefined;
  if (!stat || spec.startsWith('..')) {
    notCarried.push(`${source.at}.spec: ${source.spec} is not a file of the project (left out)`);
    return [];
  }
  if (stat.isDirectory()) {
    notCarried.push(`${source.at}.spec: ${spec} is a folder of documents: hubgen renders one document per apis[] entry, add one for each`);
    return [];
  }
  if (source.routeNote) notCarried.push(`${source.at}: ${source.routeNote}: its reference is at ${route}`);
  return [{ id, spec, route, ...(source.title ? { title: source.title } : {}) }];
}

function uniqueId(id: string, used: Set<string>): string {
  let unique = id;
  for (let n = 2; used.has(unique); n++) unique = `${id}-${n}`;
  used.add(unique);
  return unique;
}

/** A Docusaurus route ('/api', 'api/', 'docs//petstore') as hubgen writes a reference's: one leading and one trailing slash. */
function routeOf(route: string): string {
  const inner = route.split('/').filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

/**
 * Whether a preset or plugin named in the config is `pkg`: its name, or a path to it
 * (`require.resolve('redocusaurus')` gives …/node_modules/redocusaurus/dist/index.js).
 */
function isPackage(name: string, pkg: string): boolean {
  return name === pkg || new RegExp(`(^|[\\\\/])${pkg}([\\\\/](dist|lib|src)([\\\\/]index\\.[cm]?js)?)?[\\\\/]?$`).test(name);
}
