// Builds the docs sidebars: generated from the folder tree (a folder is a category, its `intro` or
// `index` doc is the category link, ordering by position then name), or declared in the config.
import path from 'node:path';
import { SiteError, type Problem } from '../errors.ts';
import type { SidebarItem } from '../config/define-config.ts';
import type { SidebarEntry } from '../../templates/types.ts';
import type { CategoryMeta, DocSource } from './load-content.ts';

export interface Sidebars {
  byId: Record<string, SidebarEntry[]>;
  /** The sidebar each doc belongs to (the first that lists it). */
  sidebarOfDoc: Map<string, string>;
}

export const DEFAULT_SIDEBAR_ID = 'docs';

interface Params {
  docs: DocSource[];
  categories: Map<string, CategoryMeta>;
  declared?: Record<string, SidebarItem[]>;
  configFile: string;
}

export function buildSidebars({ docs, categories, declared, configFile }: Params): Sidebars {
  const byId: Record<string, SidebarEntry[]> = declared
    ? resolveDeclared(declared, docs, configFile)
    : { [DEFAULT_SIDEBAR_ID]: generateFromFolders(docs, categories) };
  const sidebarOfDoc = new Map<string, string>();
  for (const [id, entries] of Object.entries(byId)) {
    for (const link of flattenSidebar(entries)) if (link.docId && !sidebarOfDoc.has(link.docId)) sidebarOfDoc.set(link.docId, id);
  }
  // Docs not listed anywhere still get a sidebar to show (the first one), like Docusaurus.
  const first = Object.keys(byId)[0];
  for (const doc of docs) if (first && !sidebarOfDoc.has(doc.id)) sidebarOfDoc.set(doc.id, first);
  return { byId, sidebarOfDoc };
}

/** Every link of a sidebar in reading order, category links included: the prev/next sequence. */
export function flattenSidebar(entries: SidebarEntry[]): { label: string; href: string; docId?: string }[] {
  return entries.flatMap((e) =>
    e.kind === 'link' ? [e] : [...(e.href ? [{ label: e.label, href: e.href, docId: e.docId }] : []), ...flattenSidebar(e.items)],
  );
}

interface Node {
  label: string;
  position?: number;
  entry: SidebarEntry;
}

function generateFromFolders(docs: DocSource[], categories: Map<string, CategoryMeta>): SidebarEntry[] {
  const listed = docs.filter((d) => !d.unlisted);
  const build = (dir: string): SidebarEntry[] => {
    const nodes: Node[] = [];
    for (const doc of listed) {
      if (path.posix.dirname(doc.id) !== (dir || '.')) continue;
      if (dir && isCategoryIndex(doc)) continue; // shown as the category's own link
      nodes.push({ label: doc.sidebarLabel, position: doc.sidebarPosition, entry: { kind: 'link', label: doc.sidebarLabel, href: doc.route, docId: doc.id } });
    }
    for (const sub of childFolders(listed, dir)) {
      const meta = categories.get(sub) ?? {};
      const index = listed.find((d) => path.posix.dirname(d.id) === sub && isCategoryIndex(d));
      const entry: SidebarEntry = {
        kind: 'category',
        label: meta.label ?? path.posix.basename(sub),
        href: index?.route,
        docId: index?.id,
        collapsed: meta.collapsed ?? true,
        items: build(sub),
      };
      nodes.push({ label: entry.label, position: meta.position ?? index?.sidebarPosition, entry });
    }
    return nodes.sort(byPositionThenLabel).map((n) => n.entry);
  };
  return build('');
}

function isCategoryIndex(doc: DocSource): boolean {
  const name = path.posix.basename(doc.id);
  return name === 'intro' || name === 'index';
}

function childFolders(docs: DocSource[], dir: string): string[] {
  const set = new Set<string>();
  for (const doc of docs) {
    const rel = dir ? (doc.id.startsWith(dir + '/') ? doc.id.slice(dir.length + 1) : undefined) : doc.id;
    if (rel === undefined || !rel.includes('/')) continue;
    set.add((dir ? dir + '/' : '') + rel.split('/')[0]);
  }
  return [...set];
}

function byPositionThenLabel(a: Node, b: Node): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  return pa !== pb ? pa - pb : a.label.localeCompare(b.label);
}

function resolveDeclared(declared: Record<string, SidebarItem[]>, docs: DocSource[], configFile: string): Record<string, SidebarEntry[]> {
  const byDocId = new Map(docs.map((d) => [d.id, d]));
  const problems: Problem[] = [];
  const resolve = (items: SidebarItem[], at: string): SidebarEntry[] =>
    items.flatMap((item, i): SidebarEntry[] => {
      const where = `${at}[${i}]`;
      if (typeof item === 'string' || item.type === 'doc') {
        const id = typeof item === 'string' ? item : item.id;
        const doc = byDocId.get(id);
        if (!doc) {
          problems.push({
            file: configFile,
            message: `${where}: unknown doc id "${id}"`,
            hint: `Available doc ids: ${[...byDocId.keys()].join(', ')}.`,
          });
          return [];
        }
        const label = (typeof item === 'string' ? undefined : item.label) ?? doc.sidebarLabel;
        return [{ kind: 'link', label, href: doc.route, docId: doc.id }];
      }
      if (item.type === 'link') return item.unlisted ? [] : [{ kind: 'link', label: item.label, href: item.href }];
      return [{ kind: 'category', label: item.label, href: item.href, collapsed: item.collapsed ?? true, items: resolve(item.items, `${where}.items`) }];
    });
  const out: Record<string, SidebarEntry[]> = {};
  for (const [id, items] of Object.entries(declared)) out[id] = resolve(items, `docs.sidebars.${id}`);
  if (problems.length) throw new SiteError(problems);
  return out;
}
