// Preloaded into a hubgen process (NODE_OPTIONS=--import=<this file's URL>?hook=…&marker=…, made by
// commit-hooks.ts) by the tests that stop a build inside its commit: registers the hook that
// cli/output/atomic-output.ts calls there when one is registered. The hook says it has been reached
// by writing this process's id to the marker file; the test then acts (a second build, a kill).
// Worker threads preload it too: harmless, as only the main thread commits.
import fs from 'node:fs/promises';

const params = new URL(import.meta.url).searchParams;
const marker = params.get('marker');

/** Keeps the process alive while it waits: a pending promise alone would not. */
function keepAlive() {
  return setInterval(() => {}, 60_000);
}

const hooks = {
  // For the test of a second build while a first one runs (a race a small build otherwise ends
  // before the second looks): holds with the output locked and staged until SIGUSR2, then commits.
  async hold() {
    const signalled = new Promise((resolve) => process.once('SIGUSR2', () => resolve(undefined)));
    const alive = keepAlive();
    await fs.writeFile(marker, String(process.pid));
    await signalled;
    clearInterval(alive);
  },
  // For the test that kills a build at the worst moment, between the two renames (what a kill there
  // leaves is only otherwise reachable by luck): waits for the SIGKILL.
  async pause() {
    await fs.writeFile(marker, String(process.pid));
    keepAlive();
    return new Promise(() => {});
  },
};

const point = { hold: 'beforeCommit', pause: 'betweenRenames' }[params.get('hook')];
if (!point || !marker) throw new Error(`commit-hooks.mjs: unknown hook or no marker in ${import.meta.url}`);
globalThis[Symbol.for('hubgen.commitHooks')] = { [point]: hooks[params.get('hook')] };
