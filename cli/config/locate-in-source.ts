// Finds where a config key path (['navbar', 'items', 3, 'position']) is written in site.config.ts,
// so config errors carry line:column. TypeScript's parser is loaded only when there is an error to
// place, which keeps the happy path fast.
import type * as TS from 'typescript';

export type KeyPath = (string | number)[];

export async function locateInSource(source: string, keyPath: KeyPath): Promise<{ line: number; column: number } | undefined> {
  const mod = await import('typescript');
  const ts = ((mod as unknown as { default?: typeof TS }).default ?? mod) as typeof TS;
  const file = ts.createSourceFile('site.config.ts', source, ts.ScriptTarget.Latest, true);
  const root = findConfigObject(ts, file);
  if (!root) return undefined;
  let node: TS.Node = root;
  for (const key of keyPath) {
    const next = childAt(ts, file, node, key);
    if (!next) break;
    node = next;
  }
  const at = file.getLineAndCharacterOfPosition(node.getStart(file));
  return { line: at.line + 1, column: at.character + 1 };
}

/** The object passed to defineConfig(...), exported as default or assigned to module.exports. */
function findConfigObject(ts: typeof TS, file: TS.SourceFile): TS.Node | undefined {
  let found: TS.Node | undefined;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'defineConfig' && node.arguments[0]) {
      found = resolveValue(ts, file, node.arguments[0]);
      return;
    }
    if (ts.isExportAssignment(node) && !ts.isCallExpression(node.expression)) {
      found = resolveValue(ts, file, node.expression);
      return;
    }
    // CommonJS files written for other tools (a Docusaurus sidebars.js): `module.exports = {...}`.
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && node.left.getText(file) === 'module.exports') {
      found = resolveValue(ts, file, node.right);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function childAt(ts: typeof TS, file: TS.SourceFile, node: TS.Node, key: string | number): TS.Node | undefined {
  const value = resolveValue(ts, file, node);
  if (typeof key === 'number' && ts.isArrayLiteralExpression(value)) return value.elements[key];
  if (typeof key === 'string' && ts.isObjectLiteralExpression(value)) {
    for (const prop of value.properties) {
      const name = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
      if (name !== key) continue;
      return prop; // the key itself: `position: 'middle'` points at `position`
    }
  }
  return undefined;
}

/** Follows `const items = [...]` references and strips `as const` / `satisfies`. */
function resolveValue(ts: typeof TS, file: TS.SourceFile, node: TS.Node): TS.Node {
  let current = node;
  for (let hops = 0; hops < 10; hops++) {
    if (ts.isPropertyAssignment(current)) {
      current = current.initializer;
    } else if (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) {
      current = current.expression;
    } else if (ts.isIdentifier(current)) {
      const declaration = findConst(ts, file, current.text);
      if (!declaration) return current;
      current = declaration;
    } else {
      return current;
    }
  }
  return current;
}

function findConst(ts: typeof TS, file: TS.SourceFile, name: string): TS.Expression | undefined {
  let found: TS.Expression | undefined;
  const visit = (node: TS.Node): void => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      found = node.initializer;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
