// The suite's own rules (test/helpers/suite-hygiene.ts): no early return before a corpus test's
// assertions, no console.warn in place of a skip, no timed wait over 1 s without the event it stands
// in for. The checker is shown to catch each rule on a small source first, then run over test/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hygieneProblems } from '../helpers/suite-hygiene.ts';

const TEST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const rules = (file: string, source: string) => hygieneProblems(file, source).map((p) => `${p.line} ${p.rule}`);

describe('the suite hygiene checker', () => {
  it('flags an early return before the assertions of a corpus test, not a visible skip nor a nested function', () => {
    const source = [
      "it('builds', async (context) => {", // 1
      '  if (!present) return context.skip("absent");', // 2
      '  const ok = await install();', // 3
      '  if (!ok) return;', // 4
      '  const list = [1].map((x) => { return x; });', // 5
      '  expect(ok).toBe(true);', // 6
      '  return;', // 7: after every assertion
      '});',
    ].join('\n');
    expect(rules('test/corpus/projects.test.ts', source)).toEqual(['4 return-before-assertions']);
    expect(rules('test/cli/openapi-corpus.test.ts', source)).toEqual(['4 return-before-assertions']);
    // Only corpus tests are held to this rule.
    expect(rules('test/unit/thing.test.ts', source)).toEqual([]);
    // A test chained from it.skipIf(...) is a test too.
    expect(rules('test/corpus/p.test.ts', "it.skipIf(x)('a', () => {\n  if (y) return;\n  expect(1).toBe(1);\n});")).toEqual(['2 return-before-assertions']);
  });

  it('flags console.warn', () => {
    expect(rules('test/cli/a.test.ts', "if (!present) console.warn('skipped: absent');\ndescribe.skipIf(!present)('x', () => {});")).toEqual(['1 console-warn']);
  });

  it('flags a timed wait over 1 s without the event it stands in for, in code and in code a test writes', () => {
    expect(rules('test/e2e/a.test.ts', 'await new Promise((r) => setTimeout(r, 1500));')).toEqual(['1 long-timed-wait']);
    expect(rules('test/e2e/a.test.ts', 'await delay(2_000);')).toEqual(['1 long-timed-wait']);
    expect(rules('test/e2e/a.test.ts', 'await page.waitForTimeout(5000);')).toEqual(['1 long-timed-wait']);
    expect(rules('test/e2e/a.test.ts', "await fs.writeFile(p, 'await new Promise((resolve) => setTimeout(resolve, 1500));');")).toEqual(['1 long-timed-wait']);
    expect(rules('test/e2e/a.test.ts', 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 8000);')).toEqual(['1 long-timed-wait']);
    // 1 s or less, or named: allowed.
    expect(rules('test/e2e/a.test.ts', 'await new Promise((r) => setTimeout(r, 1000));')).toEqual([]);
    expect(rules('test/e2e/a.test.ts', '// Stands in for: the second save arriving while the first run renders.\nawait delay(1500);')).toEqual([]);
  });
});

it('test/ keeps the suite hygiene rules', () => {
  const files = fs
    .readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.startsWith('fixtures/') && f !== 'helpers/suite-hygiene.ts' && f !== 'install/suite-hygiene.test.ts');
  expect(files.length).toBeGreaterThan(50);
  const problems = files.flatMap((f) => hygieneProblems(`test/${f}`, fs.readFileSync(path.join(TEST_DIR, f), 'utf8')));
  expect(problems.map((p) => `${p.file}:${p.line} ${p.rule}: ${p.text}`)).toEqual([]);
});
