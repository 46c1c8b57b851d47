// A blog's tags, as Docusaurus reads them: the tags file (`tags.yml` in the blog folder: key →
// label, permalink, description; each defaulted from the key) and each post's front matter `tags`,
// a key of that file, any other string (an inline tag: label as written, permalink kebab-cased), or
// `{ label, permalink }`. Tag pages live under the blog's tags route.
import { readFileSync } from 'node:fs';
import kebabCase from 'lodash.kebabcase';
import { SiteError, type Problem } from '../../support/errors.ts';
import { frontMatterLine, type FrontMatter } from '../front-matter.ts';
import { joinUrl, keyLine, parseDataFile } from './blog-authors.ts';
import type { BlogTagLink } from '../../../templates/blog/types.ts';

/** The tags file's tags by key; the permalinks still relative to the tags route ('/release'). */
export type TagsFile = Map<string, BlogTagLink>;

/**
 * The tags file, or undefined when there is none. `required`: the config names the file, so its
 * absence is an error (Docusaurus's `tags` option); the default `tags.yml` may be missing.
 */
export function readTagsFile(file: string, { required, configFile }: { required: boolean; configFile: string }): TagsFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    if (!required) return undefined;
    throw new SiteError([{ file: configFile, message: `the blog's tags file ${file} is not there`, hint: 'Create it, or leave the `tags` option out (a blog reads tags.yml when there is one).' }]);
  }
  const data = text.trim() ? parseDataFile(file, text) : {};
  if (data === null || data === undefined) return new Map();
  if (typeof data !== 'object' || Array.isArray(data)) throw new SiteError([{ file, line: 1, column: 1, message: 'the tags file must be a mapping of tag keys to { label, permalink, description }' }]);
  const tags: TagsFile = new Map();
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const field = (k: string) => (typeof fields[k] === 'string' && fields[k] ? (fields[k] as string) : undefined);
    const tag: BlogTagLink = { label: field('label') ?? capitalize(key), permalink: field('permalink') ?? `/${kebabCase(key)}` };
    if (field('description')) tag.description = field('description');
    const other = seen.get(tag.permalink);
    if (other) problems.push({ file, line: keyLine(text, key), column: 1, message: `tag "${key}" has the permalink ${tag.permalink}, as "${other}" has`, hint: 'Give one of them another `permalink`.' });
    seen.set(tag.permalink, key);
    tags.set(key, tag);
  }
  if (problems.length) throw new SiteError(problems);
  return tags;
}

/** lodash's capitalize: the first letter upper case, the rest lower. */
function capitalize(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
}

/**
 * A post's tags with their pages under `tagsBase` ('/blog/tags'), in the order written, and the
 * labels of those the tags file does not list (inline tags: reported when there is a tags file).
 */
export function postTags({ file, frontMatter, tagsFile, tagsBase }: { file: string; frontMatter: FrontMatter; tagsFile: TagsFile | undefined; tagsBase: string }): { tags: (BlogTagLink & { inline: boolean })[]; inline: string[] } {
  const written = frontMatter.tags;
  if (written === undefined || written === null) return { tags: [], inline: [] };
  const fail = (message: string) => {
    const line = frontMatterLine(file, 'tags');
    return new SiteError([{ file, line, column: line && 1, message, hint: 'Write `tags: [release, api]` (keys of tags.yml, or any label), or `{ label, permalink }` items.' }]);
  };
  if (!Array.isArray(written)) throw fail('front matter "tags" must be a list');
  const tags = written.map((entry) => {
    if (typeof entry === 'string' || typeof entry === 'number') {
      const label = String(entry);
      const known = tagsFile?.get(label);
      if (known) return { ...known, permalink: joinUrl(tagsBase, known.permalink), inline: false };
      return { label, permalink: joinUrl(tagsBase, kebabCase(label)), inline: true };
    }
    const tag = entry as { label?: unknown; permalink?: unknown; description?: unknown };
    if (!entry || typeof tag.label !== 'string' || typeof tag.permalink !== 'string') throw fail('a tag in front matter "tags" is neither a string nor { label, permalink }');
    return { label: tag.label, permalink: joinUrl(tagsBase, tag.permalink), ...(typeof tag.description === 'string' ? { description: tag.description } : {}), inline: true };
  });
  return { tags, inline: [...new Set(tags.filter((t) => t.inline).map((t) => t.label))] };
}
