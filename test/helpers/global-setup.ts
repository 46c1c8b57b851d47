// Rebuilds dist/ from cli/ before the suite, so the CLI tests run the code under test, not a stale bundle.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  execFileSync(process.execPath, [path.resolve('scripts/build-cli.mjs')], { stdio: 'inherit' });
}
