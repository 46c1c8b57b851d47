// Reads a folder's `_category_.json` or `_category_.yml` (Docusaurus's category metadata: label,
// position, link, collapsible, collapsed, className, customProps, description). A mistake is an
// error at the key's line, not a silently ignored file.
import fs from 'node:fs/promises';
import yaml from 'js-yaml';
import { SiteError, siteError, type Problem } from '../support/errors.ts';
import { checkCategoryLink, type SidebarIssue } from '../config/sidebar-items.ts';
import type { CategoryMeta } from './doc-source.ts';

const KEY_TYPES: Record<string, string> = {
  label: 'string',
  position: 'number',
  collapsed: 'boolean',
  collapsible: 'boolean',
  className: 'string',
  link: 'object',
  customProps: 'object',
  description: 'string',
};

export async function readCategoryFile(file: string): Promise<CategoryMeta> {
  const text = (await fs.readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    // JSON is YAML: one parser places both kinds of syntax error.
    data = yaml.load(text, { schema: yaml.JSON_SCHEMA, filename: file });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw siteError({ file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : 1, message: `invalid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as { reason?: string }).reason}` });
  }
  if (data === null || data === undefined) return { file };
  if (typeof data !== 'object' || Array.isArray(data)) throw siteError({ file, line: 1, column: 1, message: 'a category file must hold an object (label, position, …)' });
  const meta = data as Record<string, unknown>;
  const issues: SidebarIssue[] = [];
  for (const [key, value] of Object.entries(meta)) {
    const type = KEY_TYPES[key];
    if (!type) issues.push({ keyPath: [key], message: 'is not a recognised key of a category file', hint: `Allowed keys: ${Object.keys(KEY_TYPES).join(', ')}.` });
    else if (key === 'link' && value === null) continue; // `link: null`: no page of its own
    else if (type === 'object' ? typeof value !== 'object' || value === null || Array.isArray(value) : typeof value !== type) issues.push({ keyPath: [key], message: `must be ${type === 'object' ? 'an object' : `a ${type}`}` });
    else if (key === 'link') checkCategoryLink(value as Record<string, unknown>, ['link'], issues);
  }
  if (issues.length) throw new SiteError(issues.map((issue): Problem => ({ file, ...lineOfKey(text, issue.keyPath), message: `${issue.keyPath.join('.')}: ${issue.message}`, hint: issue.hint })));
  return { ...(meta as CategoryMeta), file };
}

/** The line of the deepest key of the path that is written in the file (both formats name keys alike). */
function lineOfKey(text: string, keyPath: (string | number)[]): { line?: number; column?: number } {
  const lines = text.split('\n');
  let from = 0;
  let found: { line: number; column: number } | undefined;
  for (const key of keyPath) {
    const pattern = new RegExp(`^(\\s*)["']?${String(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
    const at = lines.findIndex((l, i) => i >= from && pattern.test(l));
    if (at === -1) break;
    found = { line: at + 1, column: pattern.exec(lines[at])![1].length + 1 };
    from = at + 1;
  }
  return found ?? {};
}
