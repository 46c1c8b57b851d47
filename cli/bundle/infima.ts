// Infima's classes for the sites that use them: a Docusaurus page laid out with `row`, `col col--4`,
// `hero hero--primary`, `button button--lg`, `text--center`, `margin-*`/`padding-*` looks as it did.
// The source is Infima itself (the `infima` package, the version Docusaurus 3 ships), not a copy.
// Only what a site's sources use is shipped: the class names in their string literals (the site's
// src/ and the sources of its routes that have a module; a doc of plain Markdown has no class) pick
// Infima's rules, and a site that uses none of the classes hubgen's own theme lacks gets no Infima at
// all, so hubgen's own pages keep their look and the docs page's CSS its weight. Kept: the blocks
// sites lay pages out with; left to hubgen's theme: what it draws itself (navbar, menu, footer,
// breadcrumbs, pagination-nav, dropdown, tabs, markdown). Infima's variables come along as far as
// the rules kept use them, its colours and fonts read from hubgen's (so both colour modes and a
// site's `--ifm-*` settings apply); the rules sit in a cascade layer above the theme's and below the
// site's own stylesheets.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { HUBGEN_ROOT, TEMPLATES_DIR } from '../support/paths.ts';
import { filesUnder } from '../support/files-under.ts';

/** The cascade layer of Infima's rules: after hubgen's (declared first), before the site's unlayered CSS. */
export const INFIMA_LAYER = 'hubgen-infima';

/** Infima's blocks (a class's part before `--` or `__`) that pages lay themselves out with. */
const PAGE_BLOCKS = new Set(['container', 'container-fluid', 'row', 'col', 'text', 'hero', 'button', 'button-group', 'card', 'badge', 'alert', 'avatar', 'pills', 'pagination', 'table-of-contents', 'shadow', 'clean-list', 'clean-btn', 'close', 'thin-scrollbar', 'disabled', 'margin', 'padding']);

/** Infima variables hubgen has its own value for: read from it unless the site sets Infima's. */
const FROM_HUBGEN: Record<string, string> = {
  '--ifm-color-primary': '--color-primary',
  '--ifm-background-color': '--color-bg',
  '--ifm-background-surface-color': '--color-bg-subtle',
  '--ifm-font-color-base': '--color-text',
  '--ifm-color-content': '--color-text',
  '--ifm-font-color-secondary': '--color-text-muted',
  '--ifm-color-content-secondary': '--color-text-muted',
  '--ifm-font-family-base': '--font-sans',
  '--ifm-font-family-monospace': '--font-mono',
};

/** The primary's shades, from hubgen's primary as Infima derives them from its own (a site's own values win). */
const PRIMARY_SHADES: Record<string, string> = {
  '--ifm-color-primary-dark': 'color-mix(in srgb, var(--color-primary) 90%, black)',
  '--ifm-color-primary-darker': 'color-mix(in srgb, var(--color-primary) 85%, black)',
  '--ifm-color-primary-darkest': 'color-mix(in srgb, var(--color-primary) 70%, black)',
  '--ifm-color-primary-light': 'color-mix(in srgb, var(--color-primary) 85%, white)',
  '--ifm-color-primary-lighter': 'color-mix(in srgb, var(--color-primary) 70%, white)',
  '--ifm-color-primary-lightest': 'color-mix(in srgb, var(--color-primary) 50%, white)',
};

interface CssRule {
  selectors: string[];
  body: string;
  /** The @media query around it, if any. */
  media?: string;
}

/**
 * The stylesheet of Infima's rules this site uses ('' when it uses none hubgen lacks). `sources`:
 * the files whose class names count (routes' own sources); the site's src/ is read too.
 */
export function infimaStylesheet({ root, sources }: { root: string; sources: string[] }): string {
  const used = classNamesIn([...sources, ...filesUnder(path.join(root, 'src'), (name) => SOURCE.test(name))]);
  const rules = parseRules(readInfima());
  const theme = themeClasses();
  const kept = rules.flatMap((rule) => keptRule(rule, used)).filter((rule): rule is CssRule => rule !== undefined);
  const classesKept = new Set(kept.flatMap((r) => r.selectors.flatMap(classesOf)));
  if (![...classesKept].some((c) => !theme.has(c))) return '';
  const variables = variableBlocks(rules, kept);
  const body = kept.map((r) => (r.media ? `@media ${r.media} { ${r.selectors.join(', ')} { ${fromHubgen(r.body)} } }` : `${r.selectors.join(', ')} { ${fromHubgen(r.body)} }`));
  return `/* Infima ${infimaVersion()} (MIT), the classes this site uses (cli/bundle/infima.ts). */\n@layer ${INFIMA_LAYER} {\n${[...variables, ...body].join('\n')}\n}\n`;
}

/** The rule with only the selectors whose classes are all used and all of page blocks; undefined when none is. */
function keptRule(rule: CssRule, used: Set<string>): CssRule | undefined {
  const selectors = rule.selectors.filter((s) => {
    const classes = classesOf(s);
    return classes.length > 0 && classes.every((c) => used.has(c) && isPageBlock(blockOf(c)));
  });
  return selectors.length ? { ...rule, selectors } : undefined;
}

const blockOf = (className: string) => className.split(/--|__/)[0];
/** `margin-top`, `padding-horiz` and their kin are spacing too. */
const isPageBlock = (block: string) => PAGE_BLOCKS.has(block) || /^(margin|padding)-/.test(block);
const classesOf = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

/** `var(--ifm-x)` of a variable hubgen has its own of: hubgen's, unless the site sets Infima's. */
function fromHubgen(body: string): string {
  return body.replace(/var\((--ifm-[\w-]+)\)/g, (whole, name: string) => (FROM_HUBGEN[name] ? `var(${name}, var(${FROM_HUBGEN[name]}))` : whole));
}

/** Infima's :root and dark-mode definitions of the variables the kept rules use, and of those they use in turn. */
function variableBlocks(rules: CssRule[], kept: CssRule[]): string[] {
  const definitions = (selector: string) => new Map(rules.filter((r) => !r.media && r.selectors.includes(selector)).flatMap((r) => declarations(r.body)));
  const light = definitions(':root');
  const dark = definitions("html[data-theme='dark']");
  const needed = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/var\((--ifm-[\w-]+)/g)) {
      if (needed.has(name) || FROM_HUBGEN[name]) continue;
      needed.add(name);
      visit(light.get(name) ?? '');
      visit(dark.get(name) ?? '');
    }
  };
  for (const rule of kept) visit(rule.body);
  const block = (selector: string, values: Map<string, string>, shades: Record<string, string>) => {
    const lines = [...needed].filter((n) => shades[n] ?? values.has(n)).map((n) => `${n}: ${shades[n] ?? fromHubgen(values.get(n)!)};`);
    return lines.length ? [`${selector} { ${lines.join(' ')} }`] : [];
  };
  return [...block(':root', light, PRIMARY_SHADES), ...block("[data-theme='dark']", dark, {})];
}

function declarations(body: string): [string, string][] {
  return body
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d.startsWith('--'))
    .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim().replace(/\s+/g, ' ')]);
}

/**
 * Infima's stylesheet as rules, top-level and inside @media (its only at-rule). Hand-written because
 * Infima's built CSS is that regular: no strings or comments hold a brace once comments are gone.
 */
function parseRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    const prelude = text.slice(at, open).trim();
    const close = matchingBrace(text, open);
    const inner = text.slice(open + 1, close);
    if (prelude.startsWith('@media')) for (const rule of parseRules(inner)) rules.push({ ...rule, media: prelude.slice('@media'.length).trim() });
    else if (!prelude.startsWith('@')) rules.push({ selectors: prelude.split(',').map((s) => s.trim().replace(/\s+/g, ' ')), body: inner.trim().replace(/\s+/g, ' ') });
    at = close + 1;
  }
  return rules;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** Every word of every string literal of the files: how class names are written in JSX and MDX. */
function classNamesIn(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const [, , value] of text.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) for (const word of value.split(/\s+/)) if (word) used.add(word);
  }
  return used;
}

const SOURCE = /\.(jsx?|tsx?|mdx?)$/;

/** The classes hubgen's own stylesheets style: a site using only these does not need Infima. */
function themeClasses(): Set<string> {
  const dir = path.join(TEMPLATES_DIR, 'styles');
  const css = fs.readdirSync(dir).filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
  return new Set(classesOf(css.replace(/\/\*[\s\S]*?\*\//g, '')));
}

function infimaFile(name: string): string {
  return createRequire(path.join(HUBGEN_ROOT, 'package.json')).resolve(`infima/${name}`);
}

function readInfima(): string {
  return fs.readFileSync(infimaFile('dist/css/default/default.css'), 'utf8');
}

function infimaVersion(): string {
  return JSON.parse(fs.readFileSync(infimaFile('package.json'), 'utf8')).version;
}
