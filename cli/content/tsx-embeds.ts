// The API parts a React page embeds (`<ApiDoc id="petstore" />` from `@theme/ApiDoc`, as Redocusaurus
// sites write their reference pages; `<ApiOperation …>` from `hubgen/components`), read from its
// source so the routes stage can give the page those parts (routes/embed-slices.ts), as it does for
// MDX (mdx/remark-collect-embeds.ts). A page is not compiled before bundling, so this reads the
// import lines and the elements' attributes by pattern: literal attributes are what the build can
// check, and an element written otherwise (spread props, built in a loop) is not found here; it then
// renders the note that its part is missing (templates/api-reference/embedded.tsx).
import { EMBED_MODULES, type EmbedAttribute, type EmbedKind, type EmbedUse } from '../../shared/api-embeds.ts';

const IMPORT = /import\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*(['"])([^'"]+)\3/g;
const ATTRIBUTE = /([\w$-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}))?/g;

/** Whether the source may embed anything: most pages do not, and are not scanned. */
export function mayEmbed(source: string): boolean {
  return Object.keys(EMBED_MODULES).some((module) => source.includes(module));
}

export function tsxEmbeds(source: string): EmbedUse[] {
  const components = new Map<string, { kind: EmbedKind; module: string }>();
  for (const [, defaultName, named, , module] of source.matchAll(IMPORT)) {
    const exports = EMBED_MODULES[module!];
    if (!exports) continue;
    if (defaultName && exports.default) components.set(defaultName, { kind: exports.default, module: module! });
    for (const specifier of (named ?? '').split(',')) {
      const [imported, local = imported] = specifier.trim().split(/\s+as\s+/);
      if (imported && exports[imported]) components.set(local!, { kind: exports[imported], module: module! });
    }
  }
  if (components.size === 0) return [];
  const names = [...components.keys()].map((name) => name.replace(/\$/g, '\\$')).join('|');
  // `const specProps = useSpecData('petstore')`, then `<ApiDoc specProps={specProps} />`: as Redocusaurus documents it.
  const specData = new Map([...source.matchAll(/(?:const|let)\s+([\w$]+)\s*=\s*(useSpecData\(\s*(['"])[^'"]+\3\s*\))/g)].map((m) => [m[1]!, m[2]!]));
  const uses: EmbedUse[] = [];
  for (const match of source.matchAll(new RegExp(`<(${names})(\\s(?:[^>"'{]|"[^"]*"|'[^']*'|\\{(?:[^{}]|\\{[^{}]*\\})*\\})*)?\\/?>`, 'g'))) {
    const { line, column } = placeOf(source, match.index);
    const attributes = attributesOf(match[2] ?? '');
    const props = attributes.specProps;
    if (typeof props === 'object' && specData.has(props.expression)) attributes.specProps = { expression: specData.get(props.expression)! };
    uses.push({ ...components.get(match[1]!)!, name: match[1]!, attributes, line, column });
  }
  return uses;
}

function attributesOf(text: string): Record<string, EmbedAttribute> {
  const attributes: Record<string, EmbedAttribute> = {};
  for (const [, name, double, single, expression] of text.matchAll(ATTRIBUTE)) {
    if (!name || name === '/') continue;
    if (double !== undefined || single !== undefined) attributes[name] = (double ?? single)!;
    else if (expression === undefined) attributes[name] = true;
    else {
      const source = expression.trim();
      const quoted = /^(['"`])([^'"`\\]*)\1$/.exec(source);
      attributes[name] = source === 'true' ? true : source === 'false' ? 'false' : quoted ? quoted[2]! : { expression: source };
    }
  }
  return attributes;
}

function placeOf(source: string, index: number): { line: number; column: number } {
  const before = source.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}
