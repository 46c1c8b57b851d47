// The docs instances of a config, resolved: `docs` is one instance or a list of them (Docusaurus's
// docs plugin, once per `id`), each with its folder, route, sidebars and versions. Which version is
// served at the instance's own route follows Docusaurus's `lastVersion`: the current docs unless the
// config names an older one, and the current docs then move to `next/`.
import path from 'node:path';
import type { DocsOptions, SiteConfig } from './define-config.ts';
import type { KeyPath } from './locate-in-source.ts';
import { normalizeSidebars, type NormalItem } from './sidebar-items.ts';

export const DEFAULT_DOCS_ID = 'default';
/** Docusaurus's default: every Markdown file of the folder. */
export const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];

export interface DocsVersionOptions {
  name: string;
  label: string;
  /** Folder of this version's docs (absolute). */
  dir: string;
  /** Path segment after the instance's route: '' for the last version. */
  slug: string;
  /** The version's own sidebars file (absolute), for an older version. */
  sidebarPath?: string;
  /** The docs in the instance's `path` (Docusaurus's "current" version). */
  current: boolean;
  /** The version served at the instance's route, shown by default (`lastVersion`). */
  last: boolean;
}

export interface ResolvedDocs {
  /** 'default' for the instance without an id. */
  id: string;
  /** As given, relative to the site root. */
  path: string;
  /** Without leading or trailing slash: '' serves the docs at the site root. */
  routeBasePath: string;
  /** Sidebars of the config, expanded (shorthand categories made explicit). */
  sidebars?: Record<string, NormalItem[]>;
  /** Absolute path of a sidebars.js/ts file, read by the content stage. */
  sidebarPath?: string;
  editUrl?: string;
  include: string[];
  exclude: string[];
  /** Current first, then the older ones as listed. */
  versions: DocsVersionOptions[];
  /** Where the instance is in site.config.ts (['docs'] or ['docs', i]), to place its problems. */
  keyPath: KeyPath;
}

/** The instances as written, each with its place in the config. */
export function docsOptionsOf(config: Pick<SiteConfig, 'docs'>): { options: DocsOptions; keyPath: KeyPath }[] {
  if (Array.isArray(config.docs)) return config.docs.map((options, i) => ({ options, keyPath: ['docs', i] }));
  return [{ options: config.docs ?? {}, keyPath: ['docs'] }];
}

/** Every instance, the default one (id 'default', else the first) first. */
export function resolveDocsInstances(config: Pick<SiteConfig, 'docs'>, root: string): ResolvedDocs[] {
  const resolved = docsOptionsOf(config).map(({ options, keyPath }) => resolveDocs(options, keyPath, root));
  const main = Math.max(0, resolved.findIndex((docs) => docs.id === DEFAULT_DOCS_ID));
  return [resolved[main]!, ...resolved.filter((_, i) => i !== main)];
}

function resolveDocs(options: DocsOptions, keyPath: KeyPath, root: string): ResolvedDocs {
  const lastName = options.lastVersion ?? options.versions?.current?.name ?? 'current';
  const current = options.versions?.current;
  const currentName = current?.name ?? 'current';
  const currentIsLast = lastName === currentName;
  const versions: DocsVersionOptions[] = [
    { name: currentName, label: current?.label ?? 'Next', dir: path.resolve(root, options.path ?? 'content/docs'), slug: current?.slug ?? (currentIsLast ? '' : 'next'), current: true, last: currentIsLast },
    ...(options.versions?.older ?? []).map((v) => ({
      name: v.name,
      label: v.label ?? v.name,
      dir: path.resolve(root, v.path),
      slug: v.slug ?? (v.name === lastName ? '' : v.name),
      ...(v.sidebarPath ? { sidebarPath: path.resolve(root, v.sidebarPath) } : {}),
      current: false,
      last: v.name === lastName,
    })),
  ];
  return {
    id: options.id ?? DEFAULT_DOCS_ID,
    path: options.path ?? 'content/docs',
    routeBasePath: (options.routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, ''),
    sidebars: options.sidebars ? normalizeSidebars(options.sidebars, [...keyPath, 'sidebars']).sidebars : undefined,
    sidebarPath: options.sidebarPath ? path.resolve(root, options.sidebarPath) : undefined,
    editUrl: options.editUrl,
    include: options.include ?? DEFAULT_INCLUDE,
    exclude: options.exclude ?? [],
    versions,
    keyPath,
  };
}

/** What the schema cannot say of the instances: ids repeated, a `lastVersion` that is no version. */
export function docsInstanceIssues(config: Pick<SiteConfig, 'docs'>): { keyPath: KeyPath; message: string; hint?: string }[] {
  const issues: { keyPath: KeyPath; message: string; hint?: string }[] = [];
  const seen = new Set<string>();
  for (const { options, keyPath } of docsOptionsOf(config)) {
    const id = options.id ?? DEFAULT_DOCS_ID;
    if (seen.has(id)) issues.push({ keyPath: options.id ? [...keyPath, 'id'] : keyPath, message: `another docs instance has the id "${id}"`, hint: 'Give each docs instance its own id (one may leave it out: it is then "default").' });
    seen.add(id);
    const names = [options.versions?.current?.name ?? 'current', ...(options.versions?.older ?? []).map((v) => v.name)];
    if (options.lastVersion !== undefined && !names.includes(options.lastVersion)) {
      issues.push({ keyPath: [...keyPath, 'lastVersion'], message: `no version is named "${options.lastVersion}"`, hint: `Versions: ${names.join(', ')}.` });
    }
  }
  return issues;
}

/** Every docs folder and sidebars file of the instances (absolute): what a watch session watches, and what reloads the content. */
export function docsSources(instances: ResolvedDocs[]): { folders: string[]; sidebarFiles: string[] } {
  const versions = instances.flatMap((docs) => docs.versions);
  return {
    folders: versions.map((v) => v.dir),
    sidebarFiles: [...instances.flatMap((docs) => (docs.sidebarPath ? [docs.sidebarPath] : [])), ...versions.flatMap((v) => (v.sidebarPath ? [v.sidebarPath] : []))],
  };
}
