// The config validator is ajv's code compiled ahead of time from the schema: it must be the code
// the current schema compiles to (rerun `node scripts/generate-config-validator.mjs` when not).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types
import { GENERATED_FILE, generateConfigValidator } from '../../../scripts/generate-config-validator.mjs';

describe('config-validator.generated.js', () => {
  it('is what the current config schema compiles to', async () => {
    expect(fs.readFileSync(GENERATED_FILE as string, 'utf8')).toBe(await (generateConfigValidator as () => Promise<string>)());
  });
});
