// Route entries, sidebars and the site data are small real files in .hubgen/entries/, rewritten only
// when they change, so esbuild's incremental rebuild sees unchanged inputs as unchanged (no plugin
// round trips), and the bundle cache hashes them as it hashes any input.
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { writeFileAtomic } from '../support/write-file-atomic.ts';
import { TEMPLATES_DIR } from '../support/paths.ts';
import type { SiteData } from '../../templates/types.ts';
import type { BundlePlan } from './bundle-plan.ts';
import { INFIMA_LAYER } from './infima.ts';

export interface EntryFiles {
  siteDataFile: string;
  /** `hubgen:client-modules`: an import of each of the config's clientModules, for the client entry. */
  clientModulesFile: string;
  siteStyleFile: string;
  /** The file of a route entry: it re-exports the route's module (and its sidebar's). */
  entryFile(entry: string): string;
  /**
   * Writes what changed; true when any file was (re)written, which makes the last bundle stale.
   * `infima`: the Infima rules the site uses (infima.ts), '' for none.
   */
  write(params: { plan: BundlePlan; siteData: SiteData; customCss?: string[]; clientModules?: string[]; infima?: string }): Promise<boolean>;
}

export function entryFilesIn(entriesDir: string): EntryFiles {
  const siteDataFile = path.join(entriesDir, 'site-data.js');
  const clientModulesFile = path.join(entriesDir, 'client-modules.js');
  const siteStyleFile = path.join(entriesDir, 'site-style.css');
  const infimaFile = path.join(entriesDir, 'infima.css');
  const writeIfChanged = filesWrittenIfChanged();
  // Remembered: a watch save asks for every route's entry file (10,000 hashes and paths a save).
  const entryFiles = new Map<string, string>();
  const entryFile = (entry: string) => {
    let file = entryFiles.get(entry);
    if (!file) entryFiles.set(entry, (file = path.join(entriesDir, `${createHash('sha1').update(entry).digest('hex').slice(0, 16)}.js`)));
    return file;
  };
  const sidebarFile = (key: string) => path.join(entriesDir, `sidebar-${createHash('sha1').update(key).digest('hex').slice(0, 16)}.js`);
  return {
    siteDataFile,
    clientModulesFile,
    siteStyleFile,
    entryFile,
    async write({ plan, siteData, customCss, clientModules = [], infima = '' }) {
      let wrote = await writeIfChanged(siteDataFile, `export default ${JSON.stringify(siteData)};\n`);
      wrote = (await writeIfChanged(clientModulesFile, clientModules.map((m) => `import ${JSON.stringify(m)};\n`).join('') || 'export {};\n')) || wrote;
      if (infima) wrote = (await writeIfChanged(infimaFile, infima)) || wrote;
      wrote = (await writeIfChanged(siteStyleFile, siteStyle(siteData, customCss, infima ? infimaFile : undefined))) || wrote;
      for (const sidebar of new Map([...plan.sidebarOf.values()].map((s) => [s.key, s])).values()) {
        wrote = (await writeIfChanged(sidebarFile(sidebar.key), `export default ${JSON.stringify(sidebar.entries)};\n`)) || wrote;
      }
      for (const [entry, module] of plan.modules) {
        const sidebar = plan.sidebarOf.get(entry);
        const lines = [`export * from ${JSON.stringify(module)};`, `export { default } from ${JSON.stringify(module)};`];
        if (sidebar) lines.push(`export { default as sidebar } from ${JSON.stringify(sidebarFile(sidebar.key))};`);
        wrote = (await writeIfChanged(entryFile(entry), lines.join('\n') + '\n')) || wrote;
      }
      return wrote;
    },
  };
}

/** Writes a file unless it already holds these contents; true when it was written. */
function filesWrittenIfChanged(): (file: string, contents: string) => Promise<boolean> {
  const written = new Map<string, string>();
  return async (file, contents) => {
    if (written.get(file) === contents) return false;
    // A new process (each `hubgen build`) finds last build's files: reading one is cheaper than
    // rewriting it, and an untouched file keeps the bundle cache's and esbuild's view of it.
    if (!written.has(file) && readIfExists(file) === contents) {
      written.set(file, contents);
      return true;
    }
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, contents);
    written.set(file, contents);
    return true;
  };
}

/** Sync on purpose: thousands of tiny reads in a row cost far less than as many async round trips. */
function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The stylesheet entry: the theme, the Infima classes the site uses (`infimaFile`, infima.ts), the
 * few styles that come from the config (the announcement bar's colours; in the stylesheet, not in
 * style attributes, so a strict CSP allows them), then the site's customCss. The theme is in the
 * cascade layer `hubgen`, Infima's rules in the one after it, and the site's stylesheets in none, so
 * any rule of theirs beats both whatever its specificity, with no `!important`.
 */
function siteStyle(siteData: SiteData, customCss: string[] = [], infimaFile?: string): string {
  const bar = siteData.announcementBar;
  const rules = [
    bar?.backgroundColor && `background-color: ${cssValue(bar.backgroundColor)};`,
    bar?.textColor && `color: ${cssValue(bar.textColor)};`,
  ].filter(Boolean);
  return [
    ...(infimaFile ? [`@layer hubgen, ${INFIMA_LAYER};`] : []),
    `@import ${JSON.stringify(path.join(TEMPLATES_DIR, 'styles', 'index.css'))} layer(hubgen);`,
    ...(infimaFile ? [`@import ${JSON.stringify(infimaFile)};`] : []),
    ...customCss.map((file) => `@import ${JSON.stringify(file)};`),
    ...(rules.length ? [`@layer hubgen { .announcement-bar { ${rules.join(' ')} } }`] : []),
    '',
  ].join('\n');
}

/** A colour from the config, reduced to characters a colour can contain (no way out of the rule). */
function cssValue(value: string): string {
  return value.replace(/[^#a-zA-Z0-9(),.%\s-]/g, '');
}
