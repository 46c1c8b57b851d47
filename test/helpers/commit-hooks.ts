// The environment that preloads test/helpers/commit-hooks.mjs into a hubgen process, so its build
// stops inside its commit (cli/output/atomic-output.ts, CommitHooks) and writes `marker` when there:
// 'hold' before the commit until SIGUSR2, 'pause' between its two renames until killed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const HOOKS_MODULE = path.join(import.meta.dirname, 'commit-hooks.mjs');

export function commitHookEnv(hook: 'hold' | 'pause', marker: string): Record<string, string> {
  const url = pathToFileURL(HOOKS_MODULE);
  url.search = new URLSearchParams({ hook, marker }).toString();
  return { NODE_OPTIONS: `--import=${url.href}` };
}
