// Reads a Docusaurus sidebars file (`sidebars.js`, `.ts`, `.mjs`, `.json`): runs it (it may
// compute its items or require JSON beside it), then checks every item, each mistake placed at its
// key's line in that file.
import fs from 'node:fs/promises';
import { SiteError, siteError, type Problem } from '../support/errors.ts';
import { loadJsModule } from '../config/load-js-module.ts';
import { locateInSource } from '../config/locate-in-source.ts';
import { formatKeyPath } from '../config/validate-config.ts';
import { normalizeSidebars, type NormalItem } from '../config/sidebar-items.ts';

export interface DeclaredSidebars {
  sidebars: Record<string, NormalItem[]>;
  /** Where they are written, to place errors: the sidebars file or site.config.ts. */
  file: string;
  /** Key path of the sidebars object in that file: [] in a sidebars file, ['docs', 'sidebars'] in the config. */
  keyPath: (string | number)[];
  /**
   * `version-<name>/` for an older version's sidebars: Docusaurus 2 wrote and read its doc ids and
   * sidebar names with it ("version-1.0.0/intro"); Docusaurus 3 dropped it. Both forms resolve.
   */
  legacyVersionPrefix?: string;
}

export async function loadSidebarsFile(file: string): Promise<DeclaredSidebars> {
  const source = await fs.readFile(file, 'utf8').catch(() => {
    throw siteError({ file, message: 'the sidebars file given by docs.sidebarPath does not exist', hint: 'Point docs.sidebarPath at your sidebars.js, relative to the site root.' });
  });
  const value = file.endsWith('.json') ? JSON.parse(source) : (await loadJsModule({ file })).value;
  const { sidebars, issues } = normalizeSidebars(value, []);
  if (issues.length === 0) return { sidebars, file, keyPath: [] };
  const problems: Problem[] = [];
  for (const issue of issues) {
    problems.push({ file, ...(await locateInSource(source, issue.keyPath)), message: `${formatKeyPath(issue.keyPath) || '(sidebars)'}: ${issue.message}`, hint: issue.hint });
  }
  throw new SiteError(problems);
}
