import { defineConfig } from 'vitest/config';

// Unit tests are quick and run in parallel; e2e tests build fixture sites and drive Chromium,
// so they get generous timeouts (never used as budgets: timing lives in bench/).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['test/helpers/global-setup.ts'],
    // Browser state settles asynchronously (smooth scrolling, chunk loads): poll, never sleep.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
