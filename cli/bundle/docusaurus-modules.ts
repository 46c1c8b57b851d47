// What docs written for Docusaurus import, for the client and server bundles alike (one place for
// every alias and loader hubgen adds to esbuild):
// - `@docusaurus/Link`, `useBaseUrl`, `BrowserOnly`, `useDocusaurusContext`, `router`,
//   `Translate`, `Head`, `Interpolate`, `ExecutionEnvironment`, `useIsBrowser`, `isInternalUrl`,
//   `useGlobalData`, `theme-common` (useColorMode, ThemeClassNames): hubgen's own versions
//   (templates/docusaurus/). `@theme/*` is the theme's (theme-modules.ts);
// - `hubgen/components`: the API parts a doc embeds (templates/components.ts);
// - JSX in the site's own `.js` files under src/ and content/pages/ (Docusaurus pages and
//   components are written so);
// - `@site/…`: a file of the site's root folder;
// - `.md`/`.mdx` files imported as components (partials), compiled with the one MDX processor;
// - `.svg` from code as a React component, as Docusaurus's SVGR makes it (svg-component.ts);
// - `!!raw-loader!./file` as the file's text (raw-loader-imports.ts); `.scss`, `*.module.scss` and
//   the site's PostCSS (Tailwind) with the site's own packages (site-stylesheets.ts);
// - images as content-hashed files (imported, or `require()`d with `.default`), `*.module.css` as CSS modules (class names made here, so the
//   client and server bundles agree on them: esbuild's own CSS modules rename them when minifying);
// - React and react-dom always hubgen's own: an npm component whose package has its own React
//   would otherwise bring a second copy, and hooks fail ("Cannot read properties of null").
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import type { Loader, Plugin, PluginBuild } from 'esbuild';
import { HUBGEN_ROOT, TEMPLATES_DIR } from '../support/paths.ts';
import { SiteError } from '../support/errors.ts';
import { markdownFormat } from '../mdx/markdown-format.ts';
import { splitFrontMatter } from '../content/front-matter.ts';
import type { MarkdownOptions } from '../mdx/site-plugins.ts';
import { loadSvgComponents } from './svg-component.ts';
import { loadRawLoaderImports } from './raw-loader-imports.ts';
import { loadSiteStylesheets, siteStylesheets, type SiteStylesheets, type StylesheetResult } from './site-stylesheets.ts';

const THEME_DIR = path.join(TEMPLATES_DIR, 'docusaurus');

/** Module name → file in templates/docusaurus/. */
const PROVIDED: Record<string, string> = {
  '@docusaurus/router': 'router.ts',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/theme-common/internal': 'theme-common.ts',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
  '@docusaurus/remark-plugin-npm2yarn': 'remark-plugin-npm2yarn.ts',
};

/**
 * Files a page may import as URLs, as Docusaurus's file loaders take them: images, media, fonts
 * and documents (its webpack rules for images, svg, media, fonts and "other files").
 */
const IMAGE_EXTENSIONS = [
  ...['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp'],
  ...['.mp4', '.avi', '.mov', '.mkv', '.mpg', '.mpeg', '.vob', '.wmv', '.m4v', '.webm', '.ogv', '.wav', '.mp3', '.m4a', '.aac', '.oga', '.flac'],
  ...['.woff', '.woff2', '.eot', '.ttf', '.otf'],
  ...['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.zip', '.rar'],
];

/** esbuild loaders for what components and docs import besides code. */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(IMAGE_EXTENSIONS.map((ext) => [ext, 'file' as const]));

const IMAGE_FILTER = new RegExp(`(${IMAGE_EXTENSIONS.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');
const REQUIRED_IMAGE = 'hubgen-required-image';

const CSS_MODULE_STYLES = 'hubgen-css-module';
/** How a CSS module's JavaScript imports its own renamed stylesheet. */
const STYLES_SUFFIX = '#styles';

/** The link table of a file (mdx/link-table.ts): `./other.md` → that doc's URL. */
export type PartialLinks = (file: string, body: string) => { rewrites: Record<string, string> } | undefined;

export function docusaurusModules({ root, client, linkTable, markdown }: { root: string; client: boolean; linkTable?: () => PartialLinks | undefined; markdown?: () => MarkdownOptions | undefined }): Plugin {
  const requireFromHubgen = createRequire(path.join(HUBGEN_ROOT, 'package.json'));
  return {
    name: 'hubgen-docusaurus-modules',
    setup(b) {
      b.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const file = PROVIDED[args.path];
        if (file) return { path: path.join(THEME_DIR, file) };
        return {
          errors: [{ text: `${args.path} is not one of the Docusaurus modules hubgen provides (${Object.keys(PROVIDED).join(', ')})` }],
        };
      });
      // The API parts a doc embeds (shared/api-embeds.ts): always this theme's, so the build's and
      // the components' reading of them agree.
      b.onResolve({ filter: /^hubgen\/components$/ }, () => ({ path: path.join(TEMPLATES_DIR, 'components.ts') }));
      // As an absolute path: a relative one from a compiled doc would be taken from the doc's folder.
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(path.join(root, args.path.slice('@site/'.length)), { kind: args.kind, resolveDir: root }));
      resolveFromStaticRoots(b, root);
      resolvePackagesDocusaurusBrings(b);
      // The server bundle keeps React external (bundle.ts); the client bundles hubgen's one copy.
      if (client) b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: requireFromHubgen.resolve(args.path) }));
      // Diagrams are drawn in the browser only: the server bundle never carries the mermaid library.
      else b.onResolve({ filter: /^mermaid$/ }, () => ({ path: 'mermaid', external: true }));
      const stylesheets = siteStylesheets(root);
      loadCssModules(b, client, stylesheets);
      loadSiteStylesheets(b, { root, client, stylesheets });
      loadSvgComponents(b);
      loadRawLoaderImports(b);
      resolveRequiredImages(b);
      // Only where sites keep pages and components (src/, content/pages/): packages in node_modules
      // ship plain JavaScript, and the compiled docs in .hubgen/ go on through esbuild's own loader.
      const sources = [path.join(root, 'src'), path.join(root, 'content', 'pages')].map((dir) => escapeRegExp(dir + path.sep)).join('|');
      b.onLoad({ filter: new RegExp(`^(${sources}).*\\.js$`), namespace: 'file' }, async (args) =>
        args.path.includes(`${path.sep}node_modules${path.sep}`) ? undefined : { contents: await fs.readFile(args.path, 'utf8'), loader: 'jsx' },
      );
      b.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => ({ contents: await mdxPartial(args.path, linkTable?.(), markdown?.()), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
}

/**
 * `*.module.css` (and `.module.scss`/`.sass`, compiled first by site-stylesheets.ts): a module
 * exporting its renamed classes, which imports its renamed stylesheet (the client's only).
 */
function loadCssModules(b: PluginBuild, client: boolean, stylesheets: SiteStylesheets): void {
  const source = async (file: string): Promise<StylesheetResult> => (file.endsWith('.css') && file.includes(`${path.sep}node_modules${path.sep}`) ? { css: await fs.readFile(file, 'utf8') } : stylesheets.read(file));
  b.onLoad({ filter: /\.module\.(css|s[ac]ss)$/, namespace: 'file' }, async (args) => {
    const read = await source(args.path);
    if (read.errors) return { errors: read.errors };
    const { classes } = cssModule(args.path, read.css!);
    return { contents: `import ${JSON.stringify(args.path + STYLES_SUFFIX)};\nexport default ${JSON.stringify(classes)};\n`, loader: 'js', watchFiles: read.watchFiles };
  });
  b.onResolve({ filter: /\.module\.(css|s[ac]ss)#styles$/ }, (args) => ({ path: args.path.slice(0, -STYLES_SUFFIX.length), namespace: CSS_MODULE_STYLES }));
  b.onLoad({ filter: /.*/, namespace: CSS_MODULE_STYLES }, async (args) => {
    const read: StylesheetResult = client ? await source(args.path) : { css: '' };
    if (read.errors) return { errors: read.errors };
    return { contents: cssModule(args.path, read.css!).css, loader: client ? 'css' : 'empty', resolveDir: path.dirname(args.path) };
  });
}

/**
 * `require('/img/logo.png')` or `import X from '/src/components/X'` from code: a file of static/
 * (then of the site's folder), as Docusaurus's webpack `resolve.roots` finds it. A CSS url() is
 * left to the browser (bundle.ts).
 */
function resolveFromStaticRoots(b: PluginBuild, root: string): void {
  b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
    if (args.kind === 'url-token' || args.kind === 'import-rule' || args.path.startsWith(root + path.sep)) return undefined;
    for (const base of [path.join(root, 'static'), root]) {
      // Relative to the root, so esbuild tries extensions and index files (`/src/components/X`).
      const resolved = await b.resolve(`.${args.path}`, { kind: args.kind, resolveDir: base });
      if (!resolved.errors.length) return resolved;
    }
    return undefined;
  });
}

/**
 * Packages a Docusaurus site may import without declaring them, since Docusaurus depends on them
 * and npm installs them beside the site's own: react-router-dom 5 (and react-router), whose hooks
 * and components a page uses through hubgen's router (router.ts), and clsx; classnames, which
 * Docusaurus 2's theme-classic brought through react-toggle (its lockfiles show it), is the same
 * function as clsx. The site's own copy is taken when it has one.
 */
const BROUGHT_BY_DOCUSAURUS: Record<string, string> = { 'react-router-dom': 'router.ts', 'react-router': 'router.ts', clsx: 'clsx.ts', classnames: 'clsx.ts' };
const SITE_COPY_FIRST = 'hubgen-site-copy-first';

function resolvePackagesDocusaurusBrings(b: PluginBuild): void {
  const names = Object.keys(BROUGHT_BY_DOCUSAURUS).map(escapeRegExp).join('|');
  b.onResolve({ filter: new RegExp(`^(${names})$`) }, async (args) => {
    if (args.pluginData === SITE_COPY_FIRST) return undefined;
    const own = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: SITE_COPY_FIRST });
    return own.errors.length ? { path: path.join(THEME_DIR, BROUGHT_BY_DOCUSAURUS[args.path]) } : own;
  });
}

function resolveRequiredImages(b: PluginBuild): void {
  // `require('./x.png').default`, as Docusaurus documents it (webpack's asset modules): the
  // required module's `default` is the image's URL, the same content-hashed file an import gives.
  b.onResolve({ filter: IMAGE_FILTER }, async (args) => {
    if (args.kind !== 'require-call') return undefined;
    const resolved = await b.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir });
    return resolved.errors.length ? { errors: resolved.errors.map((e) => ({ text: e.text })) } : { path: resolved.path, namespace: REQUIRED_IMAGE };
  });
  b.onLoad({ filter: /.*/, namespace: REQUIRED_IMAGE }, (args) => ({ contents: `export { default } from ${JSON.stringify(args.path)};\n`, loader: 'js', resolveDir: path.dirname(args.path) }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A CSS module's classes, each renamed `<file>_<class>_<hash of the file's path>`: unique per file,
 * the same in both bundles and on every build. url()s, strings and comments are left alone.
 */
function cssModule(file: string, source: string): { css: string; classes: Record<string, string> } {
  const suffix = createHash('sha1').update(file).digest('hex').slice(0, 6);
  const stem = path.basename(file).replace(/\.module\.(css|s[ac]ss)$/, '').replace(/[^\w-]/g, '_');
  const classes: Record<string, string> = {};
  const css = source.replace(/(url\([^)]*\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\*[\s\S]*?\*\/)|\.(-?[_a-zA-Z][\w-]*)/g, (match, skip: string | undefined, name: string) => {
    if (skip) return match;
    classes[name] = `${stem}_${name}_${suffix}`;
    return '.' + classes[name];
  });
  return { css, classes };
}

/**
 * A `.md`/`.mdx` file imported as a component: compiled like a doc (the site's remark/rehype plugins
 * and mdx1Compat included), and rendered with the same components as one (code blocks, links),
 * which a bare compiled module would not know.
 */
async function mdxPartial(file: string, linkTable: PartialLinks | undefined, markdown: MarkdownOptions | undefined): Promise<string> {
  const { compileMdxSource } = await import('../mdx/mdx-processor.ts');
  const { frontMatter, body } = splitFrontMatter(file, await fs.readFile(file, 'utf8'));
  let code: string;
  try {
    const compiled = await compileMdxSource({ file, body, links: linkTable?.(file, body)?.rewrites, mdx1Compat: markdown?.mdx1Compat, plugins: markdown?.plugins, format: markdownFormat(file, frontMatter, markdown?.format) });
    code = compiled.code;
    // The parts a page embeds are put in its props by the routes stage, from the page's own source:
    // a partial's would render missing in every page that imports it.
    const embed = compiled.meta.embeds?.[0];
    if (embed) throw new SiteError([{ file, line: embed.line, column: embed.column, message: `<${embed.name}> embeds an API part in a partial, which hubgen does not carry: write it in the doc that imports the partial` }]);
  } catch (error) {
    // esbuild reports it on the importing line; the problem itself names the partial's own place.
    if (error instanceof SiteError) throw new Error(error.problems.map((p) => `${p.file}:${p.line ?? 1}:${p.column ?? 1} ${p.message}`).join('\n'));
    throw error;
  }
  const internals = JSON.stringify(path.join(TEMPLATES_DIR, 'mdx', 'components.tsx'));
  return `${code.replace(/export default function MDXContent/, 'function MDXContent')}
import __hubgenMDXComponents from '@theme/MDXComponents';
import { mdxInternals as __hubgenInternals } from ${internals};
export default function MDXPartial(props) {
  return MDXContent({ ...props, components: { ...__hubgenMDXComponents, ...__hubgenInternals, ...props.components } });
}
`;
}
