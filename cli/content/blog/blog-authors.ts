// A blog's authors, as Docusaurus's blog plugin reads them: the authors map (`authors.yml` or
// `.json` in the blog folder: key → name, title, url, image_url, email, socials, page) and each
// post's front matter `authors` (keys of the map, inline authors, or a key with fields overriding
// the map's), or the legacy `author`, `author_title`, `author_url`, `author_image_url`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import kebabCase from 'lodash.kebabcase';
import { SiteError, siteError, type Problem } from '../../support/errors.ts';
import { frontMatterLine, type FrontMatter } from '../front-matter.ts';
import type { BlogAuthor } from '../../../templates/blog/types.ts';

export type AuthorsMap = Map<string, BlogAuthor>;

/**
 * The map at `file` (yml, yaml or json), or undefined when there is none. `authorsBase` is the
 * route of the author pages ('/blog/authors'): an author with `page: true` gets `<base>/<key>`
 * (kebab-cased), `page: { permalink }` gets `<base><permalink>`, as Docusaurus gives them.
 */
export function readAuthorsMap(file: string, authorsBase: string): AuthorsMap | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const data = parseDataFile(file, text);
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) throw siteError({ file, line: 1, column: 1, message: 'the authors map must be a mapping of author keys to authors', hint: 'Write `jane:` then `  name: Jane Doe` (and title, url, image_url, socials, page) for each author.' });
  const map: AuthorsMap = new Map();
  const problems: Problem[] = [];
  const permalinks = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const line = keyLine(text, key);
    const author = typeof value === 'object' && value !== null && !Array.isArray(value) ? authorFields(value as Record<string, unknown>) : undefined;
    if (!author || (!author.name && !author.imageURL)) {
      problems.push({ file, line, column: 1, message: `author "${key}" needs a name or an image_url`, hint: 'Each author of the map is a mapping with at least `name` (or `image_url`).' });
      continue;
    }
    const page = (value as { page?: unknown }).page;
    if (page) {
      const slug = typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string' ? (page as { permalink: string }).permalink : kebabCase(key);
      author.page = { permalink: joinUrl(authorsBase, slug) };
      const other = permalinks.get(author.page.permalink);
      if (other) problems.push({ file, line, column: 1, message: `author "${key}" has the page ${author.page.permalink}, as "${other}" has`, hint: 'Give one of them another `page.permalink`.' });
      permalinks.set(author.page.permalink, key);
    }
    map.set(key, { ...author, key });
  }
  if (problems.length) throw new SiteError(problems);
  return map;
}

/**
 * The authors of one post, in the order written. A key the map lacks is an error at the post's
 * `authors` line, listing the keys there are; an author given twice too.
 */
export function postAuthors({ file, frontMatter, map }: { file: string; frontMatter: FrontMatter; map: AuthorsMap | undefined }): BlogAuthor[] {
  const fail = (key: string, message: string, hint?: string): SiteError => {
    const line = frontMatterLine(file, key);
    return siteError({ file, line, column: line && 1, message, hint });
  };
  const legacy = legacyAuthor(frontMatter);
  const written = frontMatter.authors;
  if (written === undefined || written === null) return legacy ? [legacy] : [];
  if (legacy) throw fail('authors', 'front matter has both `authors` and `author…` fields', 'Use `authors` alone.');
  const authors = (Array.isArray(written) ? written : [written]).map((entry): BlogAuthor => {
    if (typeof entry === 'string') return fromMap(entry, {});
    if (typeof entry !== 'object' || entry === null) throw fail('authors', 'front matter "authors" holds something that is not an author', 'Write author keys of the authors map, or `{ name, title, url, image_url }`.');
    const fields = authorFields(entry as Record<string, unknown>);
    const key = (entry as { key?: unknown }).key;
    if (typeof key === 'string') return fromMap(key, fields);
    if (!fields.name && !fields.imageURL) throw fail('authors', 'an author in front matter "authors" has no key, name or image_url');
    return fields;
  });
  const keys = authors.map((a) => a.key).filter(Boolean);
  const twice = keys.find((key, i) => keys.indexOf(key) !== i);
  if (twice) throw fail('authors', `front matter "authors" names "${twice}" twice`);
  return authors;

  function fromMap(key: string, overrides: BlogAuthor): BlogAuthor {
    const known = map?.get(key);
    if (!map?.size) throw fail('authors', `the author "${key}" is named by key, but the blog has no authors map`, 'Add an authors.yml to the blog folder (or set `authorsMapPath`), or write the author inline: `{ name, title, url, image_url }`.');
    if (!known) throw fail('authors', `no author "${key}" in the authors map`, `Known authors: ${[...map.keys()].join(', ')}.`);
    return { ...known, ...overrides, key };
  }
}

/** An author's fields as Docusaurus names them (`image_url` and `imageURL` alike), socials made URLs. */
function authorFields(value: Record<string, unknown>): BlogAuthor {
  const text = (k: string) => (typeof value[k] === 'string' ? (value[k] as string) : undefined);
  const author: BlogAuthor = {};
  const fields: [keyof BlogAuthor, string | undefined][] = [
    ['name', text('name')],
    ['title', text('title')],
    ['url', text('url')],
    ['imageURL', text('image_url') ?? text('imageURL')],
    ['email', text('email')],
    ['description', text('description')],
  ];
  for (const [k, v] of fields) if (v !== undefined) (author as Record<string, string>)[k] = v;
  if (value.socials && typeof value.socials === 'object') author.socials = socialLinks(value.socials as Record<string, unknown>);
  return author;
}

function legacyAuthor(frontMatter: FrontMatter): BlogAuthor | undefined {
  const text = (...keys: string[]) => keys.map((k) => frontMatter[k]).find((v): v is string => typeof v === 'string');
  const author: BlogAuthor = { name: text('author'), title: text('author_title', 'authorTitle'), url: text('author_url', 'authorURL'), imageURL: text('author_image_url', 'authorImageURL') };
  for (const k of Object.keys(author) as (keyof BlogAuthor)[]) if (author[k] === undefined) delete author[k];
  return Object.keys(author).length ? author : undefined;
}

/** Docusaurus's known platforms: a handle becomes the profile's URL; a full URL stays as written. */
const PLATFORMS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

function socialLinks(socials: Record<string, unknown>): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [platform, raw] of Object.entries(socials)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw);
    const absolute = /^(https?:\/\/|mailto:)/.test(value);
    const make = PLATFORMS[platform.toLowerCase()];
    if (absolute || !make) links[absolute ? platform : platform.toLowerCase()] = value;
    else links[platform.toLowerCase()] = make(value);
  }
  return links;
}

/** YAML (js-yaml's safe schema) or JSON, by extension; a syntax error located in the file. */
export function parseDataFile(file: string, text: string): unknown {
  try {
    return path.extname(file) === '.json' ? JSON.parse(text) : yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw siteError({ file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : 1, message: `invalid ${path.extname(file) === '.json' ? 'JSON' : 'YAML'}: ${(error as { reason?: string }).reason ?? (error as Error).message}` });
  }
}

/** The line of a top-level key in a YAML or JSON data file (1-based). */
export function keyLine(text: string, key: string): number | undefined {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`'${key}':`) || l.startsWith(`"${key}":`) || l.trimStart().startsWith(`"${key}":`));
  return at >= 0 ? at + 1 : undefined;
}

/** '/blog/authors' + 'jane' or '/jane' → '/blog/authors/jane'. */
export function joinUrl(base: string, rest: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${rest.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return joined || '/';
}
