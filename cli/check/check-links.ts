// Link and anchor checking, in two flavours over one resolver: `checkRenderedLinks` reads the HTML a
// build produced (every link a reader can click); `checkSourceLinks` reads the MDX, the config and the
// OpenAPI descriptions without rendering (for `hubgen check`). Every failure is collected, placed at file:line:column.
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { CompiledContent } from '../mdx/compile-content.ts';
import type { RenderedPage } from '../render/render-pages.ts';
import { linkTarget, resolveLink, SCRIPT_URL_REASON, type BrokenLink, type SiteIndex } from './resolve-link.ts';
import type { PageDigest } from '../render/page-digest.ts';
import { linksIn } from '../page-text/html-links.ts';
import { joinBase, pageHref, stripBase } from '../../shared/base-path.ts';

/**
 * A broken link; `anchor` when only its #fragment is missing, `inDocument` when it is written in
 * an OpenAPI document's description (each has its own default policy: see link-policy.ts).
 */
export interface LinkProblem extends Problem {
  anchor?: boolean;
  /** A link to a Markdown file that is no doc (the site's onBrokenMarkdownLinks policy applies). */
  markdown?: boolean;
  inDocument?: boolean;
}

/**
 * Watch mode: what the last run found on each page, so a save re-checks only the pages whose links
 * changed (the page was rendered anew) or whose targets changed (a page added or removed, its ids
 * changed, a file added or removed). A removed page still fails every link to it.
 */
export interface LinkCheckMemo {
  last?: { site: SiteIndex; config: ResolvedConfig };
  pages: Map<string, PageLinkFacts>;
  /** Target path → the pages whose links lead there. */
  linkedFrom: Map<string, Set<string>>;
}

/** A broken link with the href it is about (problems of several pages are merged by place and href). */
type PlacedProblem = LinkProblem & { href: string };

interface PageLinkFacts {
  digest: PageDigest;
  written: unknown;
  problems: PlacedProblem[];
  targets: Set<string>;
}

export function createLinkCheckMemo(): LinkCheckMemo {
  return { pages: new Map(), linkedFrom: new Map() };
}

export function checkRenderedLinks(params: { pages: RenderedPage[]; files: Set<string>; config: ResolvedConfig; compiled: CompiledContent; memo?: LinkCheckMemo }): LinkProblem[] {
  const { pages, files, memo } = params;
  const site: SiteIndex = { routes: new Set(pages.map((p) => p.route.path)), idsOf: new Map(), files };
  for (const page of pages) site.idsOf.set(page.route.path, page.digest.ids);
  const locate = locator(params.config, params.compiled);
  // Every page repeats the navbar's, footer's and sidebar's links: each href is resolved once (per
  // page only when it is relative: a path from the root means the same on every page).
  const resolved = new Map<string, BrokenLink | undefined>();
  const resolve = (fromPath: string, href: string) => {
    const key = /^\s*\/(?!\/)/.test(href) ? href : `${fromPath}\0${href}`;
    if (!resolved.has(key)) resolved.set(key, resolveLink(fromPath, sitePathOf(params.config.baseUrl, href), site));
    return resolved.get(key);
  };
  const recheck = memo ? pagesToRecheck(memo, site, params.config) : undefined;
  const found: PlacedProblem[][] = pages.map((page) => {
    const written = params.compiled.get(page.route.sourceFile)?.links ?? NO_LINKS;
    const known = memo?.pages.get(page.route.path);
    if (known && recheck && !recheck.has(page.route.path) && known.digest === page.digest && known.written === written) return known.problems;
    const problems = checkPage({ page, written, config: params.config, resolve, locate });
    if (memo) rememberPage(memo, page, { digest: page.digest, written, problems, targets: targetsOf(page, written, params.config.baseUrl) });
    return problems;
  });
  if (memo) {
    for (const path of memo.pages.keys()) if (!site.routes.has(path)) rememberPage(memo, undefined, undefined, path);
    memo.last = { site, config: params.config };
  }
  // One problem per place and link, however many pages show it (the navbar's, on every page).
  const problems = new Map<string, PlacedProblem>();
  for (const problem of found.flat()) {
    const key = `${problem.file}:${problem.line}:${problem.column}:${problem.href}`;
    if (!problems.has(key)) problems.set(key, problem);
  }
  return [...problems.values()].map(({ href: _, ...problem }) => problem);
}

/**
 * The written links of a page not compiled from MDX (a React page, an API reference): one array,
 * so that the memo knows them unchanged (a new empty array each run had the API reference, and its
 * MBs of descriptions, checked again on every save).
 */
const NO_LINKS: { url: string; line?: number; column?: number }[] = [];

type Resolve = (fromPath: string, href: string) => BrokenLink | undefined;

/** The broken links of one page, each with the href it is about (for merging with other pages'). */
function checkPage({ page, written, config, resolve, locate }: { page: RenderedPage; written: { url: string; line?: number; column?: number }[]; config: ResolvedConfig; resolve: Resolve; locate: ReturnType<typeof locator> }): PlacedProblem[] {
  const found: PlacedProblem[] = [];
  const report = (at: Omit<Problem, 'message'>, href: string, broken: BrokenLink, inDocument?: boolean) => {
    found.push({ ...at, href, message: `broken link to ${href}: ${broken.reason}${at.line ? '' : ` (on page ${page.route.path})`}`, hint: broken.hint, ...linkKind(broken, inDocument) });
  };
  const inDescriptions = page.route.props.kind === 'api' ? new Set(linksInView(page.route.props)) : undefined;
  // Links written in MDX are checked as written, each at its place: the rendered href can differ
  // from the source (percent-encoded, or replaced by React's placeholder for a javascript: URL)
  // and then could be neither placed nor told apart from its neighbours.
  const writtenUrls = new Set(written.map((link) => link.url));
  let refusedScriptUrl = false;
  for (const link of written) {
    const broken = resolve(page.route.path, link.url);
    if (!broken) continue;
    refusedScriptUrl ||= broken.reason === SCRIPT_URL_REASON;
    report({ file: page.route.sourceFile, line: link.line, column: link.column }, link.url, broken);
  }
  for (const rendered of page.digest.links) {
    // Rendered links carry the baseUrl; routes and written links do not.
    const outside = outsideBase(config.baseUrl, rendered);
    if (outside) {
      report(locate(page.route, rendered), rendered, outside);
      continue;
    }
    const href = stripBase(config.baseUrl, rendered);
    if (writtenUrls.has(href)) continue;
    const broken = resolve(page.route.path, href);
    // A script URL rendered from one already reported at its source line is the same mistake.
    if (!broken || (refusedScriptUrl && broken.reason === SCRIPT_URL_REASON)) continue;
    report(locate(page.route, href), href, broken, inDescriptions?.has(href));
  }
  return found;
}

/**
 * Pages to check again: every page when the config changed (baseUrl, navbar links) or on the first
 * run; else the pages that link to a path whose page came or went, whose ids changed, or to a file
 * that came or went, and the pages with broken links when any route came or went ("Did you mean"
 * hints are picked among all routes).
 */
function pagesToRecheck(memo: LinkCheckMemo, site: SiteIndex, config: ResolvedConfig): Set<string> | undefined {
  const last = memo.last;
  if (!last || last.config !== config) return undefined;
  const changed = new Set<string>();
  const symmetric = (a: Set<string>, b: Set<string>) => {
    for (const x of a) if (!b.has(x)) changed.add(x);
    for (const x of b) if (!a.has(x)) changed.add(x);
  };
  symmetric(last.site.routes, site.routes);
  const routesChanged = changed.size > 0;
  symmetric(last.site.files, site.files);
  for (const [path, ids] of site.idsOf) {
    const before = last.site.idsOf.get(path);
    if (before && before !== ids && !sameSet(before, ids)) changed.add(path);
  }
  const recheck = new Set<string>();
  for (const path of changed) for (const from of memo.linkedFrom.get(path) ?? []) recheck.add(from);
  if (routesChanged) for (const [path, facts] of memo.pages) if (facts.problems.length) recheck.add(path);
  return recheck;
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** Replaces what the memo knows of a page (none: the page is gone), keeping `linkedFrom` in step. */
function rememberPage(memo: LinkCheckMemo, page: RenderedPage | undefined, facts: PageLinkFacts | undefined, gone?: string): void {
  const path = page?.route.path ?? gone!;
  for (const target of memo.pages.get(path)?.targets ?? []) memo.linkedFrom.get(target)?.delete(path);
  if (!facts) {
    memo.pages.delete(path);
    return;
  }
  memo.pages.set(path, facts);
  for (const target of facts.targets) {
    let from = memo.linkedFrom.get(target);
    if (!from) memo.linkedFrom.set(target, (from = new Set()));
    from.add(path);
  }
}

/** The paths a page's links lead to (what their verdict depends on besides the page itself). */
function targetsOf(page: RenderedPage, written: { url: string }[], baseUrl: string): Set<string> {
  const targets = new Set<string>();
  for (const href of [...written.map((link) => link.url), ...[...page.digest.links].map((link) => stripBase(baseUrl, link))]) {
    const target = linkTarget(page.route.path, href);
    if (target !== undefined) targets.add(target);
  }
  return targets;
}

export function checkSourceLinks(params: { routes: Route[]; config: ResolvedConfig; compiled: CompiledContent; files: Set<string> }): LinkProblem[] {
  const { routes, config, compiled, files } = params;
  // Only ids known without rendering are checked; React pages' ids are known only after rendering,
  // so a #fragment into one is accepted here (the build checks it on the rendered HTML).
  const site: SiteIndex = { routes: new Set(routes.map((r) => r.path)), idsOf: new Map(), files };
  for (const route of routes) site.idsOf.set(route.path, route.props.kind === 'page' && !route.props.toc ? anyId : new Set(route.ids));
  const problems: LinkProblem[] = [];
  const check = (fromPath: string, href: string, at: Omit<Problem, 'message'>, inDocument?: boolean) => {
    const broken = resolveLink(fromPath, sitePathOf(config.baseUrl, href), site);
    if (broken) problems.push({ ...at, message: `broken link to ${href}: ${broken.reason}`, hint: broken.hint, ...linkKind(broken, inDocument) });
  };
  for (const route of routes) {
    const mdx = compiled.get(route.sourceFile);
    for (const link of mdx?.links ?? []) check(route.path, link.url, { file: route.sourceFile, line: link.line, column: link.column });
  }
  // Links in OpenAPI descriptions, as the reference page renders them (the build checks the same).
  const locate = locator(config, compiled);
  // A split reference shows a description on several pages (a schema's page, a tag's): a broken
  // link in it is one mistake at one place in the document, reported once.
  const reported = new Set<string>();
  for (const route of routes) {
    if (route.props.kind !== 'api') continue;
    for (const href of new Set(linksInView(route.props))) {
      const at = locate(route, href);
      const before = problems.length;
      const key = `${at.file}:${at.line}:${at.column} ${href}`;
      if (reported.has(key)) continue;
      check(route.path, href, at, true);
      if (problems.length > before) reported.add(key);
    }
  }
  const configSource = fs.readFileSync(config.configFile, 'utf8');
  // The theme links to a page written with a trailing slash at its own path (site-data.ts).
  for (const href of configLinks(config)) check('/', pageHref(href, (p) => site.routes.has(p)), { file: config.configFile, ...positionOf(configSource, href) });
  return problems;
}

function linkKind(broken: BrokenLink, inDocument?: boolean): Pick<LinkProblem, 'anchor' | 'markdown' | 'inDocument'> {
  return { ...(broken.anchor ? { anchor: true } : {}), ...(broken.markdown ? { markdown: true } : {}), ...(inDocument ? { inDocument: true } : {}) };
}

/** The links of every piece of HTML in an API page's props (descriptions rendered from Markdown). */
function linksInView(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('<a ') || value.includes('<img ')) found.push(...linksIn(value));
  } else if (Array.isArray(value)) {
    for (const item of value) linksInView(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) linksInView(item, found);
  }
  return found;
}

/** A root-relative link that skips the baseUrl: under '/repo/', '/docs/intro' is another site's page. */
function outsideBase(base: string, href: string): BrokenLink | undefined {
  if (base === '/' || !href.startsWith('/') || href.startsWith('//') || href.startsWith(base) || href === base.slice(0, -1)) return undefined;
  return {
    reason: `is outside the site's baseUrl ${base}`,
    hint: `Links hubgen makes (MDX, the config, the theme) get the baseUrl added; in a React page write it out: ${joinBase(base, href)}.`,
  };
}

/** A set that contains every id: for pages whose anchors are only known after rendering. */
const anyId = new (class extends Set<string> {
  has(): boolean {
    return true;
  }
})();

/**
 * A link an author wrote with the baseUrl already in it (`/repo/docs/intro` under `/repo/`), which
 * the theme leaves as it is (joinBase), leads where its site path does, as in Docusaurus.
 */
function sitePathOf(base: string, href: string): string {
  return base !== '/' && href.startsWith(base) ? '/' + href.slice(base.length) : href;
}

function configLinks(config: ResolvedConfig): string[] {
  const out: string[] = [];
  const walk = (items: { to?: string; href?: string; items?: unknown[] }[]) => {
    for (const item of items) {
      if (item.to) out.push(item.to);
      if (item.href) out.push(item.href);
      if (item.items) walk(item.items as typeof items);
    }
  };
  walk(config.navbar.items);
  walk((config.footer.links ?? []) as { to?: string; href?: string; items?: unknown[] }[]);
  return out;
}

/** Finds where a link is written: in the MDX (exact position), the config, or the page's source. */
function locator(config: ResolvedConfig, compiled: CompiledContent) {
  const sources = new Map<string, string>();
  const read = (file: string) => {
    if (!sources.has(file)) sources.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    return sources.get(file)!;
  };
  return (route: Route, href: string): Omit<Problem, 'message'> => {
    const fromMdx = compiled.get(route.sourceFile)?.links.find((l) => l.url === href);
    if (fromMdx) return { file: route.sourceFile, line: fromMdx.line, column: fromMdx.column };
    // A blog list shows its posts' excerpts: a link of one is written in that post.
    for (const file of route.sources ?? []) {
      const fromPost = compiled.get(file)?.links.find((l) => l.url === href);
      if (fromPost) return { file, line: fromPost.line, column: fromPost.column };
    }
    // A React page's own links are written in it, as they are rendered (the config's get the
    // baseUrl added: under one, the config's `to: '/docs/intro'` is not the page's broken
    // `href="/docs/intro"`, and was named for it).
    if (route.props.kind === 'page' && !compiled.has(route.sourceFile)) {
      const inPage = positionOf(read(route.sourceFile), href);
      if (inPage.line) return { file: route.sourceFile, ...inPage };
    }
    const inConfig = positionOf(read(config.configFile), href);
    if (inConfig.line) return { file: config.configFile, ...inConfig };
    const inSource = positionOf(read(route.sourceFile), href);
    if (inSource.line || route.props.kind !== 'api') return { file: route.sourceFile, ...inSource };
    // An OpenAPI document may span files ($refs stay inside its folder): find the one with the link.
    for (const file of documentFiles(route.sourceFile)) {
      const at = positionOf(read(file), href);
      if (at.line) return { file, ...at };
    }
    return { file: route.sourceFile };
  };
}

function documentFiles(specFile: string): string[] {
  const dir = path.dirname(specFile);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Where a link is written: as rendered, or as written before Markdown percent-encoded it (`[a-z]([a-z0-9-]{0,61})` in a description). */
function positionOf(source: string, href: string): { line?: number; column?: number } {
  for (const written of new Set([href, decoded(href)])) {
    for (const quote of ['"', "'", '`', '(']) {
      const at = source.indexOf(quote + written + (quote === '(' ? ')' : quote));
      if (at === -1) continue;
      const before = source.slice(0, at + 1).split('\n');
      return { line: before.length, column: before[before.length - 1].length + 1 };
    }
  }
  return {};
}

function decoded(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * The config's redirects: each old path must not be a page of the site (the redirect would hide
 * it), and each target must lead somewhere, like any link; placed at the target in the config.
 */
export function checkRedirects({ config, routes, files }: { config: ResolvedConfig; routes: Set<string>; files: Set<string> }): LinkProblem[] {
  const pairs = (config.redirects ?? []).flatMap((r) => [r.from].flat().map((from) => [from, r.to] as const));
  if (!pairs.length) return [];
  const source = fs.readFileSync(config.configFile, 'utf8');
  const site: SiteIndex = { routes, idsOf: new Map(), files };
  const problems: LinkProblem[] = [];
  for (const [from, to] of pairs) {
    if (routes.has(from)) problems.push({ file: config.configFile, ...positionOf(source, from), message: `redirects: ${from} is a page of the site, which a redirect would hide`, hint: 'Remove the redirect, or the page.' });
    const broken = resolveLink('/', sitePathOf(config.baseUrl, to.replace(/#.*$/, '')), site);
    if (broken) problems.push({ file: config.configFile, ...positionOf(source, to), message: `redirects: broken link to ${to}: ${broken.reason}`, hint: broken.hint, ...linkKind(broken) });
  }
  return problems;
}
