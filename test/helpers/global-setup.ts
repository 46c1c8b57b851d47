// Before the suite: rebuilds dist/ from cli/, so the CLI tests run the code under test, not a stale
// bundle. Gives the run a temporary folder of its own (TMPDIR, inherited by every test worker, every
// hubgen child and Chromium) and removes it afterwards: the suite builds hundreds of throwaway sites,
// and without this each run left gigabytes in the system temp folder. HUBGEN_KEEP_TEST_TMP=1 keeps it
// for a post-mortem. What a person should look at after a run (screenshots) goes to test-results/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  execFileSync(process.execPath, [path.resolve('scripts/build-cli.mjs')], { stdio: 'inherit' });
  const runTemp = fs.mkdtempSync(path.join(os.tmpdir(), 'hubgen-test-run-'));
  // mkdtemp makes it 0700: nginx's unprivileged workers (test/helpers/nginx.ts) must pass through it.
  fs.chmodSync(runTemp, 0o755);
  process.env['TMPDIR'] = runTemp;
  return () => {
    if (process.env['HUBGEN_KEEP_TEST_TMP'] === '1') console.log(`test temp folder kept: ${runTemp}`);
    else fs.rmSync(runTemp, { recursive: true, force: true, maxRetries: 3 });
  };
}
