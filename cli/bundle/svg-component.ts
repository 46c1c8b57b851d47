// `.svg` imported or required from code is a React component, as Docusaurus's SVGR makes it:
// `import Logo from './logo.svg'` and `require('@site/static/img/x.svg').default` both give a
// component that draws the SVG inline and takes props (className, width, title, role, style…) onto
// its <svg>. A Markdown image (`![](x.svg)`) is not an import (mdx/link-table.ts makes it a hashed
// URL) and a CSS url() is not code, so both stay images. `ReactComponent` is exported too (the
// Create React App name some components use).
//
// Written here rather than with @svgr/core: SVGR brings Babel to turn the markup into JSX, while a
// component only needs the root element's attributes as props and its inner markup as it is.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';

const SVG_COMPONENT = 'hubgen-svg-component';
/** Import kinds that come from code (a CSS url() or @import is not one of them). */
const FROM_CODE = new Set(['import-statement', 'require-call', 'dynamic-import']);

export function loadSvgComponents(b: PluginBuild): void {
  b.onResolve({ filter: /\.svg$/i }, async (args) => {
    if (!FROM_CODE.has(args.kind) || args.pluginData === SVG_COMPONENT) return undefined;
    const resolved = await b.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir, pluginData: SVG_COMPONENT });
    if (resolved.errors.length) return { errors: resolved.errors.map((e) => ({ text: e.text })) };
    return { path: resolved.path, namespace: SVG_COMPONENT };
  });
  b.onLoad({ filter: /.*/, namespace: SVG_COMPONENT }, async (args) => ({
    contents: svgComponentModule(await fs.readFile(args.path, 'utf8')),
    loader: 'js',
    resolveDir: path.dirname(args.path),
    watchFiles: [args.path],
  }));
}

/** The module of one SVG file: a component spreading the root's attributes, then the caller's props. */
export function svgComponentModule(source: string): string {
  const root = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*)<\/svg\s*>/i.exec(source.replace(/<!--[\s\S]*?-->/g, ''));
  const attributes = root ? svgAttributes(root[1]) : {};
  const inner = root ? root[2] : '';
  return `import { createElement } from 'react';
const attributes = ${JSON.stringify(attributes)};
const inner = ${JSON.stringify(inner)};
const escape = (text) => String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
export default function SvgComponent({ title, titleId, children, ...props }) {
  const heading = title == null ? '' : \`<title\${titleId ? \` id="\${escape(titleId)}"\` : ''}>\${escape(title)}</title>\`;
  return createElement('svg', { ...attributes, ...(titleId ? { 'aria-labelledby': titleId } : {}), ...props, dangerouslySetInnerHTML: { __html: heading + inner } });
}
export { SvgComponent as ReactComponent };
`;
}

/** The root element's attributes as React props: `class` → className, `stroke-width` → strokeWidth, `style` as an object. */
function svgAttributes(text: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const match of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name, ...values] = match;
    const value = values.find((v) => v !== undefined) ?? '';
    props[propName(name)] = name === 'style' ? styleObject(value) : value;
  }
  return props;
}

function propName(name: string): string {
  if (name === 'class') return 'className';
  // xmlns:xlink → xmlnsXlink, xml:space → xmlSpace; data-* and aria-* stay as written.
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim();
    if (property) style[property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = declaration.slice(at + 1).trim();
  }
  return style;
}
