// Config mistakes found after validation (an unknown doc, sidebar or version id) are reported by
// key path, `navbar.items[1]: unknown doc id "x"`, by stages that never see the config's source.
// Before they are printed, each gets the line:column where that key is written, as schema errors do.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../support/errors.ts';
import { locateInSource, type KeyPath } from './locate-in-source.ts';

const CONFIG_FILE = 'site.config.ts';
const KEY_PATH = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*): /;

export async function placeConfigProblems(problems: Problem[]): Promise<void> {
  const sources = new Map<string, string | undefined>();
  for (const problem of problems) {
    const keyPath = KEY_PATH.exec(problem.message)?.[1];
    if (problem.line !== undefined || path.basename(problem.file) !== CONFIG_FILE || !keyPath) continue;
    if (!sources.has(problem.file)) sources.set(problem.file, await fs.readFile(problem.file, 'utf8').catch(() => undefined));
    const source = sources.get(problem.file);
    const at = source === undefined ? undefined : await locateInSource(source, parseKeyPath(keyPath));
    if (at) Object.assign(problem, at);
  }
}

/** 'navbar.items[1].type' → ['navbar', 'items', 1, 'type'] */
function parseKeyPath(text: string): KeyPath {
  return [...text.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}
