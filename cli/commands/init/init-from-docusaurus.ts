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
import { carriedRemarkPlugins } from './docusaurus-remark-plugins.ts';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SiteError, siteError } from '../../support/errors.ts';
import { loadJsModule } from '../../config/load-js-module.ts';
import { validateConfig, formatKeyPath } from '../../config/validate-config.ts';
import { CONFIG_FILE, loadConfig } from '../../config/load-config.ts';
import { loadContent } from '../../content/load-content.ts';
import { buildSiteData } from '../../render/site-data.ts';
import type { FooterColumn, FooterLink, NavbarItem, SiteConfig } from '../../config/define-config.ts';
import { carryApiReferences } from './docusaurus-apis.ts';
import { carryBlogs } from './docusaurus-blog.ts';
import { docusaurusDocsInstances } from './docusaurus-docs.ts';
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
  // Run from the project's folder, as `docusaurus build` runs it.
  const loaded = await loadJsModule({ file: from, stubMissing: true, cwd: dir });
  const raw = await inFolder(dir, async () => (typeof loaded.value === 'function' ? (loaded.value as () => unknown)() : loaded.value));
  if (!isObject(raw)) throw siteError({ file: from, message: 'the Docusaurus config exports no object', hint: 'It should end with `module.exports = config` or `export default config`.' });
  const notCarried: string[] = [];
  if (loaded.stubbed.length) notCarried.push(`packages not installed here, read as names only: ${loaded.stubbed.join(', ')}`);
  const config = translate(raw, dir, notCarried);
  leaveOutInvalid(config, notCarried);
  await fs.writeFile(target, render(config, path.basename(from)));
  // What only the content can tell (a navbar item's doc, sidebar or docs instance) is checked as
  // `build` will check it: an item it would refuse is left out here, with its line, instead.
  const unresolved = await unresolvedNavbarItems(dir);
  if (unresolved.length) {
    for (const { keyPath, message } of unresolved) notCarried.push(`${formatKeyPath(keyPath)}: ${message} (left out)`);
    removeAll(config as unknown as Json, unresolved.map((u) => u.keyPath));
    await fs.writeFile(target, render(config, path.basename(from)));
  }
  return { configFile: target, from, notCarried };
}

/**
 * Leaves out what the config check refuses, each with its line, until the config passes: a navbar
 * item is left out whole (without its `type`, an unknown kind would become a link to nowhere).
 */
function leaveOutInvalid(config: SiteConfig, notCarried: string[]): void {
  for (let round = 0; round < 4; round++) {
    const issues = validateConfig(config);
    if (!issues.length) return;
    for (const issue of issues) notCarried.push(`${formatKeyPath(issue.keyPath)}: ${issue.message} (left out)`);
    removeAll(config as unknown as Json, issues.map((issue) => navbarItemOf(issue.keyPath) ?? issue.keyPath));
  }
}

/** `['navbar', 'items', 2, 'items', 0, 'type']` → the item it is in: `['navbar', 'items', 2, 'items', 0]`. */
function navbarItemOf(keyPath: (string | number)[]): (string | number)[] | undefined {
  if (keyPath[0] !== 'navbar' || keyPath[1] !== 'items') return undefined;
  let end = -1;
  keyPath.forEach((key, i) => typeof key === 'number' && keyPath[i - 1] === 'items' && (end = i));
  return end === -1 ? undefined : keyPath.slice(0, end + 1);
}

/** The navbar items `build` would refuse once the content is read (site-data.ts), by key path. */
async function unresolvedNavbarItems(root: string): Promise<{ keyPath: (string | number)[]; message: string }[]> {
  try {
    const config = await loadConfig({ root });
    const content = await loadContent({ config });
    buildSiteData({ config, content });
    return [];
  } catch (error) {
    if (!(error instanceof SiteError)) throw error;
    // Only the navbar's problems: anything else (a doc's front matter) is for `build` to report.
    return error.problems.flatMap((problem) => {
      const match = /^(navbar\.items(?:\[\d+\](?:\.items)?)*?\[\d+\]): (.*)$/.exec(problem.message);
      return match ? [{ keyPath: parseKeyPath(match[1]!), message: match[2]! }] : [];
    });
  }
}

function parseKeyPath(text: string): (string | number)[] {
  return [...text.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
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
  if (str(raw.favicon)) {
    const favicon = staticPath(str(raw.favicon)!);
    // A favicon the project does not have is a 404 in Docusaurus, and a broken link in hubgen.
    if (favicon.startsWith('/') && !favicon.startsWith('//') && !existsSync(path.join(dir, 'static', favicon))) notCarried.push(`favicon: ${str(raw.favicon)} is not a file of static/ (left out: hubgen writes a default one)`);
    else config.favicon = favicon;
  }
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
  config.docs = docsConfig(raw, dir, notCarried);
  if (isObject(raw.customFields)) config.customFields = jsonOnly(raw.customFields, 'customFields', notCarried) as Json;
  carryHead(raw, config, dir, notCarried);
  const pages = pagesPath(raw, dir, notCarried);
  if (pages) config.pages = { path: pages };
  const css = customCss(raw, dir, notCarried);
  if (css.length) config.theme = { customCss: css.length === 1 ? css[0] : css };
  const references = carryApiReferences({ raw, dir });
  if (references.apis.length) config.apis = references.apis;
  const blogs = carryBlogs({ raw, dir });
  if (blogs.blog) config.blog = blogs.blog;
  notCarried.push(...references.notCarried, ...blogs.notCarried, ...unreadPackages(raw, new Set([...references.handled, ...blogs.handled, ...DONE_BY_HUBGEN])));
  carryMarkdownAndPolicies(raw, config, dir, notCarried);
  for (const [key, why] of Object.entries(NOT_CARRIED)) if (raw[key] !== undefined && !(Array.isArray(raw[key]) && raw[key].length === 0)) notCarried.push(`${key}: ${why}`);
  for (const [key, why] of Object.entries(THEME_NOT_CARRIED)) if (theme[key] !== undefined) notCarried.push(`themeConfig.${key}: ${why}`);
  return config;
}

/**
 * The broken-link policies and `markdown` options, with Docusaurus's own defaults where the config
 * says nothing: anchors are only warned about in 3.x and not checked at all in 2.x; 2.x docs are
 * MDX 1, where a stray `{` or `<` in prose is text.
 */
function carryMarkdownAndPolicies(raw: Json, config: SiteConfig, dir: string, notCarried: string[]): void {
  const major = docusaurusMajor(dir);
  if (raw.onBrokenAnchors === undefined && major !== undefined) config.onBrokenAnchors = major >= 3 ? 'warn' : 'ignore';
  if (major !== undefined && major < 3) config.markdown = { mdx1Compat: true };
  // Docusaurus 3.9 moved onBrokenMarkdownLinks to markdown.hooks; both are read.
  const hooks = isObject(raw.markdown) && isObject(raw.markdown.hooks) ? raw.markdown.hooks : {};
  const policies = { onBrokenLinks: raw.onBrokenLinks, onBrokenAnchors: raw.onBrokenAnchors, onBrokenMarkdownLinks: hooks.onBrokenMarkdownLinks ?? raw.onBrokenMarkdownLinks, onDuplicateRoutes: raw.onDuplicateRoutes };
  for (const [key, value] of Object.entries(policies)) {
    if (value === undefined) continue;
    if (typeof value === 'string' && ['throw', 'warn', 'log', 'ignore'].includes(value)) (config as unknown as Json)[key] = value;
    else notCarried.push(`${key}: ${typeof value === 'function' ? 'a function' : JSON.stringify(value)} (only 'throw', 'warn', 'log' or 'ignore' can be carried)`);
  }
  const format = isObject(raw.markdown) ? raw.markdown.format : undefined;
  if (format === 'md' || format === 'detect') config.markdown = { ...config.markdown, format };
  const remarkPlugins = carriedRemarkPlugins(raw, dir, notCarried);
  if (remarkPlugins.length) config.markdown = { ...config.markdown, remarkPlugins };
  // `markdown: { mermaid: true }` is what hubgen does anyway: ```mermaid blocks are always diagrams;
  // `mdx1Compat`'s comments, admonitions and heading ids too.
  const done = new Set(['mermaid', 'format', 'mdx1Compat']);
  const markdown = isObject(raw.markdown) ? Object.keys(raw.markdown).filter((key) => !done.has(key) && !(key === 'hooks' && Object.keys(hooks).every((hook) => hook === 'onBrokenMarkdownLinks'))) : [];
  if (markdown.length) notCarried.push(`markdown: options ${markdown.join(', ')} are not carried`);
}

/** Plugins whose work hubgen does itself (bundle/site-stylesheets.ts compiles Sass with the site's own package). */
const DONE_BY_HUBGEN = ['docusaurus-plugin-sass'];

const NOT_CARRIED: Record<string, string> = {
  themes: 'Docusaurus themes do not run in hubgen (search is built in)',
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
  const docsIn = (name: string) => entries(raw.presets).some(([n, opts]) => n === name && 'docs' in opts);
  if (presets.length) lines.push(`presets: ${presets.map((name) => (docsIn(name) ? `${name} (its docs options are carried)` : name)).join(', ')} (Docusaurus presets do not run in hubgen)`);
  // The plugins init reads: the docs plugin, client redirects (redirects) and ideal image (@theme/IdealImage).
  const plugins = unread(raw.plugins, new RegExp(`${DOCS_PLUGIN.source}|plugin-client-redirects$|plugin-ideal-image$`));
  // A falsy entry is Docusaurus's way to switch a plugin off; a function or object is a local plugin.
  const unnamed = (Array.isArray(raw.plugins) ? raw.plugins : []).filter(Boolean).length - entries(raw.plugins).length;
  if (plugins.length || unnamed) lines.push(`plugins: ${[...plugins, ...(unnamed ? [`${unnamed} given as code`] : [])].join(', ')} (Docusaurus plugins do not run in hubgen)`);
  return lines;
}

/**
 * The docs instances (docusaurus-docs.ts): one is written as `docs: {…}`, several as a list. The
 * classic preset's other options that hubgen has no place for are lines of their own.
 */
function docsConfig(raw: Json, dir: string, notCarried: string[]): SiteConfig['docs'] {
  for (const [name, opts] of entries(raw.presets)) {
    if (!CLASSIC.test(name)) continue;
    if (opts.gtag || opts.googleAnalytics) notCarried.push('presets[classic].gtag: set analytics.trackingId in site.config.ts');
  }
  const instances = docusaurusDocsInstances(raw, dir, notCarried);
  if (instances.length === 0) return { path: 'docs', routeBasePath: 'docs' };
  return instances.length === 1 ? instances[0] : instances;
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
      if (/\.s[ac]ss$/.test(local) && !resolvesFrom(dir, 'sass')) notCarried.push(`presets[classic].theme.customCss: ${local} is Sass, which hubgen compiles with the site's own sass package: npm install --save-dev sass`);
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
  if (str(item.href)) out.href = fileLink(str(item.href)!);
  if (str(item.docId)) out.docId = str(item.docId);
  if (str(item.sidebarId)) out.sidebarId = str(item.sidebarId);
  if (str(item.value)) out.value = str(item.value);
  if (str(item.className)) out.className = str(item.className);
  if (str(item.docsPluginId) && item.docsPluginId !== 'default') out.docsPluginId = str(item.docsPluginId);
  // A link written as HTML (`html: '<b>Docs</b>'`) keeps its text.
  if (!out.label && str(item.html)) out.label = str(item.html)!.replace(/<[^>]*>/g, '').trim() || undefined;
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) if (Array.isArray(item[key]) && item[key].length) notCarried.push(`${at}.${key}: extra items of a version or locale dropdown are not carried`);
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
      return [{ label: str(item.label)!, ...(str(item.to) ? { to: route(str(item.to)!) } : {}), ...(str(item.href) ? { href: fileLink(str(item.href)!) } : {}) }];
    });
  if (Array.isArray(column.items)) return [{ title: str(column.title) ?? '', items: links(column.items) }];
  return links([column]);
}

/** Docusaurus's `pathname:///files/x.pdf` (a static file, past its router) is the file's path in hubgen. */
function fileLink(href: string): string {
  return href.startsWith('pathname://') ? href.slice('pathname://'.length) : href;
}

/** Docusaurus `to` values are relative to the base URL with or without a leading slash. */
function route(to: string): string {
  return to.startsWith('/') || /^[a-z]+:/i.test(to) ? to : `/${to}`;
}

/**
 * `headTags`, `stylesheets`, `scripts` (their JSON; a site path of static/ as hubgen writes it) and
 * `clientModules` (as paths from the site root), and @docusaurus/plugin-client-redirects's
 * `redirects`. What is not data (a function) is a line of its own.
 */
function carryHead(raw: Json, config: SiteConfig, dir: string, notCarried: string[]): void {
  const list = (key: string) => (Array.isArray(raw[key]) ? (raw[key] as unknown[]) : []);
  const asData = (key: 'headTags' | 'stylesheets' | 'scripts') => list(key).flatMap((item, i) => {
    if (typeof item === 'string' || isObject(item)) return [jsonOnly(item, `${key}[${i}]`, notCarried)];
    notCarried.push(`${key}[${i}]: not data (left out)`);
    return [];
  });
  const headTags = asData('headTags');
  if (headTags.length) config.headTags = headTags as SiteConfig['headTags'];
  const stylesheets = asData('stylesheets');
  if (stylesheets.length) config.stylesheets = stylesheets as SiteConfig['stylesheets'];
  const scripts = asData('scripts');
  if (scripts.length) config.scripts = scripts as SiteConfig['scripts'];
  const modules = list('clientModules').filter((m): m is string => typeof m === 'string').map((m) => (path.isAbsolute(m) ? `./${relative(dir, m)}` : m));
  if (modules.length) config.clientModules = modules;
  for (const [name, opts] of entries(raw.plugins)) {
    if (!/plugin-client-redirects$/.test(name)) continue;
    const redirects = (Array.isArray(opts.redirects) ? opts.redirects : []).flatMap((r) => (isObject(r) && typeof r.to === 'string' && (typeof r.from === 'string' || Array.isArray(r.from)) ? [{ from: r.from as string | string[], to: r.to }] : []));
    if (redirects.length) config.redirects = [...(config.redirects ?? []), ...redirects];
    for (const key of ['fromExtensions', 'toExtensions']) if (Array.isArray(opts[key]) && opts[key].length) notCarried.push(`plugins[client-redirects].${key}: not carried (add those redirects to redirects)`);
  }
}

/** A file of static/ as Docusaurus names it ('img/logo.svg') → its URL path ('/img/logo.svg'); a URL (`https:`, `data:`) as it is. */
function staticPath(file: string): string {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(file) || file.startsWith('/') ? file : `/${file}`;
}

/**
 * A value of the Docusaurus config as JSON (`customFields`, head tags): what a page or the build
 * reads. A value JSON cannot hold (a function, a class instance) is left out, each with its line.
 */
function jsonOnly(item: unknown, at: string, notCarried: string[]): unknown {
  if (item === null || typeof item === 'string' || typeof item === 'boolean') return item;
  if (typeof item === 'number') return Number.isFinite(item) ? item : null;
  if (Array.isArray(item)) return item.map((x, i) => jsonOnly(x, `${at}[${i}]`, notCarried) ?? null);
  if (isObject(item) && (Object.getPrototypeOf(item) === Object.prototype || Object.getPrototypeOf(item) === null)) {
    return Object.fromEntries(
      Object.entries(item).flatMap(([key, x]) => {
        const out = jsonOnly(x, `${at}.${key}`, notCarried);
        return out === undefined ? [] : [[key, out]];
      }),
    );
  }
  if (item !== undefined) notCarried.push(`${at}: ${typeof item === 'function' ? 'a function' : 'not JSON'} (left out)`);
  return undefined;
}

function relative(dir: string, file: string): string {
  return path.relative(dir, path.resolve(dir, file)).split(path.sep).join('/');
}

async function inFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  process.chdir(dir);
  try {
    return await work();
  } finally {
    process.chdir(before);
  }
}

function resolvesFrom(dir: string, name: string): boolean {
  try {
    createRequire(path.join(dir, 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
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

function render(config: SiteConfig, from: string): string {
  return `// Written by \`hubgen init --from docusaurus\` from ${from}; edit it freely (see "Coming from Docusaurus" in hubgen's README).
import { defineConfig } from 'hubgen/config';

export default defineConfig(${JSON.stringify(config, null, 2)});
`;
}

/** Drops the keys a check refused, array items from the last so the indices of the others hold. */
function removeAll(config: Json, keyPaths: (string | number)[][]): void {
  const unique = [...new Map(keyPaths.map((k) => [JSON.stringify(k), k])).values()];
  const order = (a: (string | number)[], b: (string | number)[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return typeof a[i] === 'number' && typeof b[i] === 'number' ? (b[i] as number) - (a[i] as number) : String(a[i]).localeCompare(String(b[i]));
    return b.length - a.length;
  };
  // A path inside another one that is removed goes with it.
  const kept = unique.filter((k) => !unique.some((other) => other !== k && other.length < k.length && other.every((key, i) => key === k[i])));
  for (const keyPath of kept.sort(order)) removeAt(config, keyPath);
}

/** Drops a key a check refused, so the written config is valid. */
function removeAt(config: Json, keyPath: (string | number)[]): void {
  let node: unknown = config;
  for (const key of keyPath.slice(0, -1)) node = (node as Record<string | number, unknown>)?.[key];
  const last = keyPath[keyPath.length - 1];
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else if (isObject(node)) delete node[last as string];
}
