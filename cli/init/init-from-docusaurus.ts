// `hubgen init --from docusaurus [dir]`: writes a site.config.ts beside a project's
// docusaurus.config.{ts,js,mjs,cjs} so that `hubgen build` builds its docs as they are, and lists
// what it could not carry over.
//
// The Docusaurus config is run, not read as text: real configs compute values (`new Date()` in the
// copyright, `require.resolve('./sidebars.js')`, themes spread from a required module, a wrapper
// like `configure(config, options)`), which a static reading would miss. Docusaurus itself need not
// be installed: load-js-module.ts bundles the config with esbuild (its own modules and JSON
// included) and stands in a stub for every package that does not resolve, so the presets and
// plugins it names are only names here.
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { siteError } from '../support/errors.ts';
import { loadJsModule } from '../config/load-js-module.ts';
import { configSchema } from '../config/config-schema.ts';
import { validateConfig, formatKeyPath } from '../config/validate-config.ts';
import { CONFIG_FILE } from '../config/load-config.ts';
import type { FooterColumn, FooterLink, NavbarItem, SiteConfig } from '../config/define-config.ts';
import { carryApiReferences } from './docusaurus-apis.ts';
import { carryBlogs } from './docusaurus-blog.ts';
import { CLASSIC, DOCS_PLUGIN, entries, isObject, str, type Json } from './docusaurus-entries.ts';

export interface InitReport {
  configFile: string;
  /** The Docusaurus config it was made from. */
  from: string;
  /** One line per thing not carried over, with why. */
  notCarried: string[];
}

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.mts', 'docusaurus.config.cts'];

export async function initFromDocusaurus({ dir, force = false }: { dir: string; force?: boolean }): Promise<InitReport> {
  const from = await findConfig(dir);
  const target = path.join(dir, CONFIG_FILE);
  if (!force && (await fs.stat(target).catch(() => undefined))) {
    throw siteError({ file: target, message: `${CONFIG_FILE} already exists`, hint: 'Move it away first, or pass --force to replace it.' });
  }
  const loaded = await loadJsModule({ file: from, stubMissing: true });
  const raw = await (typeof loaded.value === 'function' ? (loaded.value as () => unknown)() : loaded.value);
  if (!isObject(raw)) throw siteError({ file: from, message: 'the Docusaurus config exports no object', hint: 'It should end with `module.exports = config` or `export default config`.' });
  const notCarried: string[] = [];
  if (loaded.stubbed.length) notCarried.push(`packages not installed here, read as names only: ${loaded.stubbed.join(', ')}`);
  const config = translate(raw, dir, notCarried);
  const issues = validateConfig(config);
  for (const issue of issues) notCarried.push(`${formatKeyPath(issue.keyPath)}: ${issue.message} (left out)`);
  for (const issue of issues) removeAt(config as unknown as Json, issue.keyPath);
  await fs.writeFile(target, render(config, path.basename(from)));
  return { configFile: target, from, notCarried };
}

async function findConfig(dir: string): Promise<string> {
  for (const name of CONFIG_NAMES) {
    const file = path.join(dir, name);
    if (await fs.stat(file).catch(() => undefined)) return file;
  }
  throw siteError({ file: dir, message: 'no docusaurus.config.{ts,js,mjs} here', hint: 'Run it in the Docusaurus project folder (the one with docusaurus.config.js), or pass that folder: hubgen init --from docusaurus website' });
}

function translate(raw: Json, dir: string, notCarried: string[]): SiteConfig {
  const theme = isObject(raw.themeConfig) ? raw.themeConfig : {};
  const config: SiteConfig = { title: str(raw.title) ?? path.basename(dir), url: str(raw.url)?.replace(/\/+$/, '') ?? 'https://example.com' };
  if (str(raw.tagline)) config.tagline = str(raw.tagline);
  if (str(raw.baseUrl)) config.baseUrl = str(raw.baseUrl);
  if (str(raw.favicon)) config.favicon = staticPath(str(raw.favicon)!);
  const navbar = isObject(theme.navbar) ? theme.navbar : undefined;
  if (navbar) {
    config.navbar = {};
    if (str(navbar.title)) config.navbar.title = str(navbar.title);
    if (isObject(navbar.logo) && str(navbar.logo.src)) {
      config.navbar.logo = { src: staticPath(str(navbar.logo.src)!), alt: str(navbar.logo.alt) ?? '' };
      if (str(navbar.logo.srcDark)) config.navbar.logo.srcDark = staticPath(str(navbar.logo.srcDark)!);
    }
    if (navbar.hideOnScroll === true) config.navbar.hideOnScroll = true;
    if (Array.isArray(navbar.items)) config.navbar.items = navbar.items.flatMap((item, i) => navbarItem(item, `themeConfig.navbar.items[${i}]`, notCarried));
  }
  const footer = isObject(theme.footer) ? theme.footer : undefined;
  if (footer) {
    config.footer = {};
    if (footer.style === 'light' || footer.style === 'dark') config.footer.style = footer.style;
    if (Array.isArray(footer.links)) config.footer.links = footer.links.flatMap((column, i) => footerColumn(column, `themeConfig.footer.links[${i}]`, notCarried));
    if (isObject(footer.logo) && str(footer.logo.src)) config.footer.logo = { src: staticPath(str(footer.logo.src)!), alt: str(footer.logo.alt) ?? '', ...(str(footer.logo.href) ? { href: str(footer.logo.href) } : {}) };
    if (str(footer.copyright)) config.footer.copyright = str(footer.copyright);
  }
  if (isObject(theme.announcementBar) && str(theme.announcementBar.content)) {
    const bar = theme.announcementBar;
    config.announcementBar = { id: str(bar.id) ?? 'announcement', content: str(bar.content)! };
    if (str(bar.backgroundColor)) config.announcementBar.backgroundColor = str(bar.backgroundColor);
    if (str(bar.textColor)) config.announcementBar.textColor = str(bar.textColor);
    if (typeof bar.isCloseable === 'boolean') config.announcementBar.isCloseable = bar.isCloseable;
  }
  if (isObject(theme.colorMode)) {
    const mode = theme.colorMode;
    config.colorMode = {};
    if (mode.defaultMode === 'light' || mode.defaultMode === 'dark') config.colorMode.defaultMode = mode.defaultMode;
    if (typeof mode.disableSwitch === 'boolean') config.colorMode.disableSwitch = mode.disableSwitch;
    if (typeof mode.respectPrefersColorScheme === 'boolean') config.colorMode.respectPrefersColorScheme = mode.respectPrefersColorScheme;
  }
  if (isObject(raw.i18n)) {
    const i18n = raw.i18n;
    config.i18n = {};
    if (str(i18n.defaultLocale)) config.i18n.defaultLocale = str(i18n.defaultLocale);
    if (Array.isArray(i18n.locales)) config.i18n.locales = i18n.locales.filter((l): l is string => typeof l === 'string');
    if (isObject(i18n.localeConfigs)) {
      config.i18n.localeConfigs = Object.fromEntries(
        Object.entries(i18n.localeConfigs).map(([locale, c]) => [locale, { ...(isObject(c) && str(c.label) ? { label: str(c.label) } : {}), ...(isObject(c) && str(c.htmlLang) ? { htmlLang: str(c.htmlLang) } : {}) }]),
      );
    }
    if ((config.i18n.locales?.length ?? 0) > 1) notCarried.push('i18n: translations are read from content/i18n/<locale>/docs, not Docusaurus\'s i18n/<locale>/docusaurus-plugin-content-docs/current: move them');
  }
  config.docs = docsOptions(raw, dir, notCarried);
  const pages = pagesPath(raw, dir, notCarried);
  if (pages) config.pages = { path: pages };
  const css = customCss(raw, dir, notCarried);
  if (css.length) config.theme = { customCss: css.length === 1 ? css[0] : css };
  const references = carryApiReferences({ raw, dir });
  if (references.apis.length) config.apis = references.apis;
  const blogs = carryBlogs({ raw, dir });
  if (blogs.blog) config.blog = blogs.blog;
  notCarried.push(...references.notCarried, ...blogs.notCarried, ...unreadPackages(raw, new Set([...references.handled, ...blogs.handled])));
  // Docusaurus's own defaults where the config says nothing: anchors are only warned about in 3.x
  // and not checked at all in 2.x; 2.x docs are MDX 1, where a stray `{` or `<` in prose is text.
  const major = docusaurusMajor(dir);
  if (raw.onBrokenAnchors === undefined && major !== undefined) config.onBrokenAnchors = major >= 3 ? 'warn' : 'ignore';
  if (major !== undefined && major < 3) config.markdown = { mdx1Compat: true };
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'] as const) {
    if (raw[key] === undefined) continue;
    if (key in configSchema.properties) (config as unknown as Json)[key] = raw[key];
    else if (raw[key] === 'throw') continue; // what hubgen does anyway
    else notCarried.push(`${key}: '${String(raw[key])}' (hubgen fails the build on every broken link and anchor)`);
  }
  // `markdown: { mermaid: true }` is what hubgen does anyway: ```mermaid blocks are always diagrams.
  const markdown = isObject(raw.markdown) ? Object.keys(raw.markdown).filter((key) => key !== 'mermaid') : [];
  if (markdown.length) notCarried.push(`markdown: options ${markdown.join(', ')} are not carried`);
  for (const [key, why] of Object.entries(NOT_CARRIED)) if (raw[key] !== undefined && !(Array.isArray(raw[key]) && raw[key].length === 0)) notCarried.push(`${key}: ${why}`);
  for (const [key, why] of Object.entries(THEME_NOT_CARRIED)) if (theme[key] !== undefined) notCarried.push(`themeConfig.${key}: ${why}`);
  return config;
}

const NOT_CARRIED: Record<string, string> = {
  themes: 'Docusaurus themes do not run in hubgen (search is built in)',
  scripts: 'extra <script> tags are not added (the site runs under a strict Content-Security-Policy)',
  stylesheets: 'extra stylesheets are not added',
  headTags: 'extra head tags are not added',
  clientModules: 'client modules do not run in hubgen',
  customFields: 'not carried (hubgen customFields hold only strings, numbers and booleans): add the ones your pages use',
  trailingSlash: 'hubgen serves pages without a trailing slash (/docs/intro); a trailing-slash link in a doc resolves to the same page',
  webpack: 'hubgen bundles with esbuild',
  future: 'Docusaurus build flags',
  staticDirectories: 'hubgen copies static/ beside site.config.ts',
};
const THEME_NOT_CARRIED: Record<string, string> = {
  algolia: 'search is built in (no Algolia)',
  prism: 'code is highlighted by hubgen\'s own theme',
  metadata: 'extra meta tags are not added',
  image: 'the social card image is not carried',
  tableOfContents: 'the table of contents shows h2 and h3',
  docs: 'sidebar options (hideable, autoCollapseCategories) are not carried',
  mermaid: 'mermaid options (themes, config) are not carried: diagrams use mermaid\'s default and dark themes',
};

/**
 * The presets and plugins nothing here reads, by name (the docs plugin and the classic preset are
 * read by docsOptions and the others; the API ones by docusaurus-apis.ts).
 */
function unreadPackages(raw: Json, handled: Set<string>): string[] {
  const unread = (list: unknown, read: RegExp) => entries(list).map(([name]) => name).filter((name) => !read.test(name) && !handled.has(name));
  const lines: string[] = [];
  const presets = unread(raw.presets, CLASSIC);
  if (presets.length) lines.push(`presets: ${presets.join(', ')} (Docusaurus presets do not run in hubgen)`);
  const plugins = unread(raw.plugins, DOCS_PLUGIN);
  // A falsy entry is Docusaurus's way to switch a plugin off; a function or object is a local plugin.
  const unnamed = (Array.isArray(raw.plugins) ? raw.plugins : []).filter(Boolean).length - entries(raw.plugins).length;
  if (plugins.length || unnamed) lines.push(`plugins: ${[...plugins, ...(unnamed ? [`${unnamed} given as code`] : [])].join(', ')} (Docusaurus plugins do not run in hubgen)`);
  return lines;
}

function docsOptions(raw: Json, dir: string, notCarried: string[]): NonNullable<SiteConfig['docs']> {
  let options: Json | undefined;
  const scan = (entries: unknown, kind: 'presets' | 'plugins') => {
    for (const entry of Array.isArray(entries) ? entries : []) {
      const [name, opts] = Array.isArray(entry) ? entry : [entry, {}];
      if (typeof name !== 'string') continue;
      if (kind === 'presets' && CLASSIC.test(name) && isObject(opts)) {
        if (opts.docs === false) notCarried.push('presets: the classic preset has docs: false; hubgen builds docs/ anyway');
        else options ??= isObject(opts.docs) ? opts.docs : {};
        if (opts.gtag || opts.googleAnalytics) notCarried.push('presets[classic].gtag: set analytics.trackingId in site.config.ts');
      }
      if (kind === 'plugins' && DOCS_PLUGIN.test(name) && isObject(opts) && !options) options = opts;
    }
  };
  scan(raw.presets, 'presets');
  scan(raw.plugins, 'plugins');
  options ??= {};
  const docs: NonNullable<SiteConfig['docs']> = { path: str(options.path) ?? 'docs', routeBasePath: str(options.routeBasePath) ?? 'docs' };
  const sidebarPath = options.sidebarPath;
  if (typeof sidebarPath === 'string') docs.sidebarPath = relative(dir, sidebarPath);
  else if (sidebarPath === undefined) {
    for (const name of ['sidebars.js', 'sidebars.ts', 'sidebars.json']) if (existsSync(path.join(dir, name))) docs.sidebarPath = name;
  }
  if (str(options.editUrl)) {
    if (isObject((configSchema.properties.docs as { properties: Json }).properties) && 'editUrl' in (configSchema.properties.docs as { properties: Json }).properties) (docs as Json).editUrl = str(options.editUrl);
    else notCarried.push(`docs.editUrl: '${str(options.editUrl)}' ("Edit this page" links are not carried yet)`);
  } else if (typeof options.editUrl === 'function') notCarried.push('docs.editUrl: a function (only a URL string can be carried)');
  const versions = existsSync(path.join(dir, 'versions.json')) ? readVersions(dir) : [];
  if (versions.length) {
    docs.versions = { older: versions.map((name) => ({ name, path: `versioned_docs/version-${name}` })) };
    notCarried.push('docs versions: each version uses the current sidebars (versioned_sidebars/ are not read)');
  }
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    if (Array.isArray(options[key]) && options[key].length) notCarried.push(`docs.${key}: not carried (the config holds the plugin functions): name each by its module in markdown.${key.startsWith('before') ? key.replace(/^beforeDefault(\w)/, (_, c: string) => c.toLowerCase()) : key} of site.config.ts`);
  }
  for (const key of ['include', 'exclude']) if (options[key] !== undefined) notCarried.push(`docs.${key}: every .md/.mdx file in the docs folder is a doc, except _-prefixed partials`);
  for (const key of ['docItemComponent', 'docLayoutComponent', 'docRootComponent']) if (str(options[key])) notCarried.push(`docs.${key}: '${str(options[key])}' (docs use hubgen's own page layout)`);
  if (options.showLastUpdateTime || options.showLastUpdateAuthor) notCarried.push('docs.showLastUpdateTime/Author: not shown');
  if (isObject(options.versions) || options.lastVersion !== undefined || options.onlyIncludeVersions !== undefined) notCarried.push('docs.versions/lastVersion: version labels and paths are not carried');
  return docs;
}

/**
 * The pages folder (`src/pages` unless the classic preset's `pages.path` says otherwise), when it
 * exists: its React and MDX pages are built as they are, at the same URLs.
 */
function pagesPath(raw: Json, dir: string, notCarried: string[]): string | undefined {
  let options: Json = {};
  for (const entry of Array.isArray(raw.presets) ? raw.presets : []) {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && CLASSIC.test(name) && isObject(opts)) {
      if (opts.pages === false) return undefined;
      if (isObject(opts.pages)) options = opts.pages;
    }
  }
  const folder = relative(dir, str(options.path) ?? 'src/pages');
  for (const key of ['include', 'exclude', 'routeBasePath']) if (options[key] !== undefined) notCarried.push(`pages.${key}: every page file of ${folder} is a page at its own path`);
  return existsSync(path.join(dir, folder)) ? folder : undefined;
}

/**
 * The classic preset's `theme.customCss` (a path or a list; often `require.resolve(…)`, an absolute
 * path), as paths from the site root. hubgen's theme reads the Infima variables such a file sets.
 */
function customCss(raw: Json, dir: string, notCarried: string[]): string[] {
  const files: string[] = [];
  for (const entry of Array.isArray(raw.presets) ? raw.presets : []) {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string' || !CLASSIC.test(name) || !isObject(opts) || !isObject(opts.theme)) continue;
    for (const file of [opts.theme.customCss].flat()) {
      if (typeof file !== 'string' || !file) continue;
      const local = relative(dir, file);
      if (existsSync(path.join(dir, local))) files.push(local.startsWith('.') ? local : `./${local}`);
      else notCarried.push(`presets[classic].theme.customCss: ${file} is not a file of the project (left out)`);
    }
  }
  return files;
}

function navbarItem(item: unknown, at: string, notCarried: string[]): NavbarItem[] {
  if (!isObject(item)) return [];
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const out: NavbarItem = {};
  if (item.type !== undefined) out.type = type as NavbarItem['type'];
  if (item.position === 'left' || item.position === 'right') out.position = item.position;
  if (str(item.label)) out.label = str(item.label);
  if (str(item.to)) out.to = route(str(item.to)!);
  if (str(item.href)) out.href = str(item.href);
  if (str(item.docId)) out.docId = str(item.docId);
  if (str(item.sidebarId)) out.sidebarId = str(item.sidebarId);
  if (str(item.value)) out.value = str(item.value);
  if (str(item.className)) out.className = str(item.className);
  if (str(item.docsPluginId)) notCarried.push(`${at}.docsPluginId: one docs plugin only`);
  if (Array.isArray(item.items)) out.items = item.items.flatMap((child, i) => navbarItem(child, `${at}.items[${i}]`, notCarried));
  return [out];
}

function footerColumn(column: unknown, at: string, notCarried: string[]): (FooterColumn | FooterLink)[] {
  if (!isObject(column)) return [];
  const links = (items: unknown[]) =>
    items.flatMap((item, i): FooterLink[] => {
      if (!isObject(item)) return [];
      if (str(item.html) || !str(item.label)) {
        notCarried.push(`${at}.items[${i}]: raw html footer items are not carried`);
        return [];
      }
      return [{ label: str(item.label)!, ...(str(item.to) ? { to: route(str(item.to)!) } : {}), ...(str(item.href) ? { href: str(item.href) } : {}) }];
    });
  if (Array.isArray(column.items)) return [{ title: str(column.title) ?? '', items: links(column.items) }];
  return links([column]);
}

/** Docusaurus `to` values are relative to the base URL with or without a leading slash. */
function route(to: string): string {
  return to.startsWith('/') || /^[a-z]+:/i.test(to) ? to : `/${to}`;
}

/** A file of static/ as Docusaurus names it ('img/logo.svg') → its URL path ('/img/logo.svg'). */
function staticPath(file: string): string {
  return /^(https?:)?\/\//.test(file) || file.startsWith('/') ? file : `/${file}`;
}

function relative(dir: string, file: string): string {
  return path.relative(dir, path.resolve(dir, file)).split(path.sep).join('/');
}

/** The major version of @docusaurus/core the project's package.json asks for, if it names one. */
function docusaurusMajor(dir: string): number | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
    const major = range && /\d+/.exec(range);
    return major ? Number(major[0]) : undefined;
  } catch {
    return undefined;
  }
}

function readVersions(dir: string): string[] {
  try {
    const list = JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'));
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function render(config: SiteConfig, from: string): string {
  return `// Written by \`hubgen init --from docusaurus\` from ${from}; edit it freely (see "Coming from Docusaurus" in hubgen's README).
import { defineConfig } from 'hubgen/config';

export default defineConfig(${JSON.stringify(config, null, 2)});
`;
}

/** Drops a key a schema check refused, so the written config is valid. */
function removeAt(config: Json, keyPath: (string | number)[]): void {
  let node: unknown = config;
  for (const key of keyPath.slice(0, -1)) node = (node as Record<string | number, unknown>)?.[key];
  const last = keyPath[keyPath.length - 1];
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else if (isObject(node)) delete node[last as string];
}
