// What @docusaurus/remark-plugin-npm2yarn documents, for a site that names it in
// markdown.remarkPlugins: a code block whose meta has `npm2yarn` (```bash npm2yarn) becomes tabs,
// npm first, then one per converter ('yarn', 'pnpm' by default; 'bun' too), each command converted
// by npm-to-yarn as that plugin converts them. The blocks get `tab="…"` meta, so remark-code-tabs
// groups them into the same tabs as any tabbed sample (their choice is remembered across the
// site, which is the plugin's `sync: true`). A converter given as a function cannot be written in
// site.config.ts's JSON options: only the named ones are.
import npmToYarn from 'npm-to-yarn';
import type { Code, Root, RootContent } from 'mdast';

// TypeScript reads the package's types as CommonJS; its ES build (the one bundled) exports the function.
const convert = npmToYarn as unknown as (command: string, to: 'yarn' | 'pnpm' | 'bun') => string;

export interface Npm2YarnOptions {
  sync?: boolean;
  converters?: unknown[];
}

/** The plugin's names and labels (its tabs read "npm", "Yarn", "pnpm", "Bun"). */
const CONVERTERS: Record<string, { label: string; to: 'yarn' | 'pnpm' | 'bun' }> = {
  yarn: { label: 'Yarn', to: 'yarn' },
  pnpm: { label: 'pnpm', to: 'pnpm' },
  bun: { label: 'Bun', to: 'bun' },
};

const DEFAULT_CONVERTERS = ['yarn', 'pnpm'];

export const NPM2YARN_PLUGIN = '@docusaurus/remark-plugin-npm2yarn';

export function remarkNpm2Yarn(options: Npm2YarnOptions = {}) {
  const names = (options.converters ?? DEFAULT_CONVERTERS).filter((c): c is string => typeof c === 'string' && c in CONVERTERS);
  return (tree: Root) => {
    expandIn(tree, names);
  };
}

function expandIn(parent: { children: RootContent[] }, converters: string[]): void {
  parent.children = parent.children.flatMap((node) => {
    if (node.type === 'code' && /(^|\s)npm2yarn(\s|$)/.test(node.meta ?? '')) return tabsOf(node, converters);
    if ('children' in node && Array.isArray(node.children)) expandIn(node as { children: RootContent[] }, converters);
    return [node];
  });
}

function tabsOf(node: Code, converters: string[]): Code[] {
  const meta = (node.meta ?? '').replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim();
  const block = (label: string, value: string): Code => ({ ...node, value, meta: `${meta} tab="${label}"`.trim() });
  return [block('npm', node.value), ...converters.map((name) => block(CONVERTERS[name].label, convert(node.value, CONVERTERS[name].to)))];
}
