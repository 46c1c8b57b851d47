// What init-from-docusaurus.ts and docusaurus-apis.ts both read of a run Docusaurus config: the
// names of the packages that carry docs, and presets and plugins as [name, options] pairs.

export type Json = Record<string, unknown>;

export const DOCS_PLUGIN = /^(@docusaurus\/plugin-content-docs|content-docs)$/;
export const CLASSIC = /^(@docusaurus\/preset-classic|classic|docusaurus-preset-classic)$/;

/** `presets` or `plugins` as [name, options] pairs; an entry without a name (a function, a local plugin object) is skipped. */
export function entries(list: unknown): [string, Json][] {
  return (Array.isArray(list) ? list : []).flatMap((entry): [string, Json][] => {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, {}];
    return typeof name === 'string' ? [[name, isObject(opts) ? opts : {}]] : [];
  });
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
