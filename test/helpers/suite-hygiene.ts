// Rules the suite holds itself to (issue 36), checked by test/install/suite-hygiene.test.ts over
// every file of test/ (fixtures excepted):
// - `return` in a corpus test's body before one of its assertions: the test passes with the rest
//   unchecked. A visible skip (`return context.skip(reason)`) is allowed.
// - `console.warn`: a notice nobody reads in a passing run. Skip visibly instead
//   (`context.skip(reason)`, `it.skipIf(...)` with the reason in the test's name) or fail.
// - a `setTimeout`-based wait (also `delay`/`sleep`, `waitForTimeout`, `Atomics.wait`) longer than
//   1 s, in code or in code a test writes, without a comment on its line or the three before it
//   saying which event it "stands in for": a duration is a window, an event is an order.
import ts from 'typescript';

export interface HygieneProblem {
  file: string;
  line: number;
  rule: 'return-before-assertions' | 'console-warn' | 'long-timed-wait';
  text: string;
}

/** Corpus tests: the population tests, where an early return skips the most. */
export const isCorpusTest = (file: string): boolean => /(^|\/)corpus\/|corpus[^/]*\.test\.ts$/.test(file);

export function hygieneProblems(file: string, source: string): HygieneProblem[] {
  const lines = source.split('\n');
  const problems: HygieneProblem[] = [];
  const at = (line: number, rule: HygieneProblem['rule']) => problems.push({ file, line: line + 1, rule, text: lines[line].trim() });
  lines.forEach((text, i) => {
    if (/\bconsole\.warn\s*\(/.test(text)) at(i, 'console-warn');
    const ms = longestWait(text);
    if (ms > 1000 && !lines.slice(Math.max(0, i - 3), i + 1).some((l) => /stands in for/i.test(l))) at(i, 'long-timed-wait');
  });
  if (isCorpusTest(file)) for (const line of returnsBeforeAssertions(file, source)) at(line, 'return-before-assertions');
  return problems;
}

const WAITS = [
  /\bsetTimeout\s*\(\s*[\w$.]+\s*,\s*([\d_]+)\s*[),]/g, // setTimeout(resolve, 1500)
  /\b(?:setTimeout|delay|sleep|wait)\s*\(\s*([\d_]+)\s*[),]/g, // timers/promises' setTimeout(1500), or an alias
  /\bwaitForTimeout\s*\(\s*([\d_]+)\s*\)/g,
  /\bAtomics\.wait\s*\([^;]*?,\s*([\d_]+)\s*\)/g,
];

/** The longest literal duration (ms) of a timed wait on the line, 0 for none. */
function longestWait(text: string): number {
  let longest = 0;
  for (const pattern of WAITS) for (const m of text.matchAll(pattern)) longest = Math.max(longest, Number(m[1].replaceAll('_', '')));
  return longest;
}

const TEST_CALLS = new Set(['it', 'test']);

/** 0-based lines of `return` statements in a test callback that have an `expect` after them in that callback. */
function returnsBeforeAssertions(file: string, source: string): number[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && TEST_CALLS.has(testName(node.expression))) {
      const body = node.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a)) as ts.ArrowFunction | ts.FunctionExpression | undefined;
      if (body) checkBody(body.body);
    }
    ts.forEachChild(node, visit);
  };
  const checkBody = (body: ts.Node) => {
    const returns: ts.ReturnStatement[] = [];
    const expects: number[] = [];
    const walk = (node: ts.Node): void => {
      if (node !== body && ts.isFunctionLike(node)) return; // its own returns are its own
      if (ts.isReturnStatement(node) && !isSkip(node.expression)) returns.push(node);
      if (ts.isCallExpression(node) && rootName(node.expression) === 'expect') expects.push(node.getStart(sf));
      ts.forEachChild(node, walk);
    };
    walk(body);
    for (const ret of returns) if (expects.some((pos) => pos > ret.getEnd())) found.push(sf.getLineAndCharacterOfPosition(ret.getStart(sf)).line);
  };
  visit(sf);
  return found;
}

/** `it`, `it.skipIf(x)`, `test.each(...)`: the name the chain starts from. */
function testName(expr: ts.Expression): string {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return testName(expr.expression);
  if (ts.isCallExpression(expr)) return testName(expr.expression);
  return '';
}

/** `expect`, `expect.poll(...)`, `expect(x).toBe`: the root identifier of a callee chain. */
function rootName(expr: ts.Expression): string {
  return testName(expr);
}

/** `context.skip(...)`, `ctx.skip(...)`: a visible skip, the one allowed early return. */
function isSkip(expr: ts.Expression | undefined): boolean {
  return !!expr && ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.expression.name.text === 'skip';
}
