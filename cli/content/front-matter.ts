// Splits YAML front matter from a markdown file and validates its fields. Only YAML is accepted:
// `---js` (executable front matter in some tools) is refused, never run.
import yaml from 'js-yaml';
import { readFileSync } from 'node:fs';
import { siteError, type Problem } from '../support/errors.ts';
import { closestMatch } from '../support/closest-match.ts';

export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  unlisted?: boolean;
  /** Left out of the site (a draft). */
  draft?: boolean;
  [key: string]: unknown;
}

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The body with the front matter replaced by blank lines, so positions in it match the file. */
  body: string;
}

const FIELD_TYPES: Record<string, 'string' | 'number' | 'boolean'> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  unlisted: 'boolean',
  draft: 'boolean',
};

/** Normalises BOM and CRLF, then splits. */
export function splitFrontMatter(file: string, raw: string): SplitSource {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (!lines[0].startsWith('---')) return { frontMatter: {}, body: text };
  const language = lines[0].slice(3).trim();
  if (language !== '' && language !== 'yaml') {
    throw siteError({
      file,
      line: 1,
      column: 4,
      message: `front matter in "${language}" is not supported`,
      hint: 'Write front matter as YAML between two `---` lines; hubgen never executes front matter.',
    });
  }
  const close = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  if (close === -1) {
    throw siteError({ file, line: 1, column: 1, message: 'front matter is opened with `---` but never closed', hint: 'Add a closing `---` line.' });
  }
  const frontMatter = parseYaml(file, lines.slice(1, close).join('\n'));
  return { frontMatter, body: '\n'.repeat(close + 1) + lines.slice(close + 1).join('\n') };
}

function parseYaml(file: string, yamlText: string): FrontMatter {
  let data: unknown;
  try {
    data = yaml.load(yamlText, { schema: yaml.JSON_SCHEMA, json: false });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw siteError({
      file,
      line: mark ? mark.line + 2 : 2,
      column: mark ? mark.column + 1 : 1,
      message: `invalid front matter: ${(error as { reason?: string }).reason ?? (error as Error).message}`,
    });
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw siteError({ file, line: 2, column: 1, message: 'front matter must be a YAML mapping (key: value lines)' });
  }
  const frontMatter = data as FrontMatter;
  for (const [key, type] of Object.entries(FIELD_TYPES)) {
    if (frontMatter[key] !== undefined && typeof frontMatter[key] !== type) {
      const line = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
      throw siteError({ file, line: line + 2, column: 1, message: `front matter "${key}" must be a ${type}` });
    }
  }
  return frontMatter;
}

/** Front matter keys hubgen acts on (Docusaurus's names). */
export const KNOWN_FRONT_MATTER = new Set([
  'id',
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'slug',
  'unlisted',
  'draft',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'keywords',
  'image',
  'pagination_next',
  'pagination_prev',
  'pagination_label',
  'custom_edit_url',
  'last_update',
  'format',
]);

/** The line of a top-level front matter key in the file (1-based), if it is there. */
export function frontMatterLine(file: string, key: string, lines = readFileSync(file, 'utf8').split(/\r?\n/)): number | undefined {
  return lines.findIndex((l) => l.startsWith(`${key}:`)) + 1 || undefined;
}

/**
 * Keys Docusaurus documents for docs that hubgen does not act on: a site moving over would lose
 * what they do without a word, so each gets a warning.
 */
const DOCUSAURUS_UNUSED = new Set(['tags', 'displayed_sidebar', 'sidebar_key', 'sidebar_custom_props', 'parse_number_prefixes']);

/** A key hubgen ignores and the files that have it, in path order. */
interface IgnoredKey {
  key: string;
  meant: string | undefined;
  files: string[];
}

/**
 * One warning per front matter key hubgen ignores that the author likely meant it to read: a key
 * Docusaurus documents and hubgen does not use, or a misspelt known key ("Did you mean"). Any other
 * key is the site's own data (`author`, `author_url` for its components) and passes quietly, as
 * Docusaurus lets it. A key in many files is one warning for the site, at its first file with the
 * count: the same line once per doc is noise that hides the warnings that matter.
 */
export function unknownFrontMatter(sources: { file: string; frontMatter: FrontMatter }[]): Problem[] {
  return ignoredKeys(sources).map(({ key, meant, files }) => {
    const line = frontMatterLine(files[0], key);
    const where = files.length > 1 ? ` in ${files.length} files (this is the first)` : '';
    const hint = meant ? `Did you mean "${meant}"?` : `Known keys: ${[...KNOWN_FRONT_MATTER].join(', ')}.`;
    return { file: files[0], line, column: line && 1, message: `front matter "${key}"${where} is not used by hubgen and is ignored`, hint };
  });
}

/** The keys to warn about, each with every file that has it; keys in order of their first file. */
function ignoredKeys(sources: { file: string; frontMatter: FrontMatter }[]): IgnoredKey[] {
  const byKey = new Map<string, IgnoredKey>();
  // The site's own keys, decided once: closestMatch is not worth running again for every file.
  const quiet = new Set(KNOWN_FRONT_MATTER);
  const files = [...new Map(sources.map((s) => [s.file, s])).values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const { file, frontMatter } of files) {
    for (const key of Object.keys(frontMatter)) {
      if (quiet.has(key)) continue;
      const known = byKey.get(key);
      if (known) {
        known.files.push(file);
        continue;
      }
      const meant = closestMatch(key, KNOWN_FRONT_MATTER, { slack: 2 });
      if (DOCUSAURUS_UNUSED.has(key) || meant) byKey.set(key, { key, meant, files: [file] });
      else quiet.add(key);
    }
  }
  return [...byKey.values()];
}
