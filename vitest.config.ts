import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests are quick and run in parallel; e2e tests build fixture sites and drive Chromium,
// so they get generous timeouts (never used as budgets: timing lives in bench/).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest's default leaves a core free: one file at a time on a 2-core machine. Most of a file's
    // time is spent waiting on a child build or on Chromium, so two at once finish the suite
    // sooner (measured on 2 cores: 764 s against 879 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['test/helpers/global-setup.ts'],
    // Browser state settles asynchronously (smooth scrolling, chunk loads): poll, never sleep.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
