// Prints the structural figures issue #35 tracks, measured from the sources with TypeScript's own
// parser: functions of 80 lines or more, module-level mutable bindings in cli/, value imports from
// templates/ into cli/, and lines of code. `--list` names each long function and binding.
// Usage: node scripts/measure-structure.mjs [--list]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const LONG = 80;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$|\.generated\./.test(name)) out.push(path);
  }
  return out;
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

function longFunctions(file, source) {
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 >= LONG) found.push({ file, name: functionName(node), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Top-level `let`/`var`, and top-level `const` bound to a new Map, Set, WeakMap or empty array (a memo or a registry). */
function mutableBindings(file, source) {
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isLet = (statement.declarationList.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer?.getText() ?? '';
      const container = /^new (Map|Set|WeakMap|WeakSet)\b/.test(init) || /^\[\s*\]$/.test(init);
      // An UPPER_CASE Set or array is a lookup table, written once: not state.
      const table = /^[A-Z][A-Z0-9_]*$/.test(declaration.name.getText());
      if (isLet || (container && !table)) found.push({ file, name: declaration.name.getText(), kind: isLet ? 'let' : init.split('(')[0] });
    }
  }
  return found;
}

function valueImportsFromTemplates(file, source) {
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier?.getText().slice(1, -1) ?? '';
    if (!specifier.includes('templates/')) continue;
    const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly;
    if (!typeOnly) found.push({ file, specifier });
  }
  return found;
}

const list = process.argv.includes('--list');
const figures = { long: [], mutable: [], templateImports: [], lines: { cli: 0, templates: 0, shared: 0 } };
for (const folder of ['cli', 'templates', 'shared']) {
  let files = [];
  try { files = sourceFiles(join(root, folder)); } catch { continue; }
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const file = relative(root, path);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    figures.lines[folder] += text.split('\n').length;
    figures.long.push(...longFunctions(file, source));
    if (folder === 'cli') figures.mutable.push(...mutableBindings(file, source));
    if (folder === 'cli') figures.templateImports.push(...valueImportsFromTemplates(file, source));
  }
}
console.log(`functions of ${LONG}+ lines (cli, templates, shared): ${figures.long.length}`);
if (list) for (const f of figures.long.sort((a, b) => b.lines - a.lines)) console.log(`  ${f.lines}\t${f.name}\t${f.file}`);
console.log(`module-level mutable bindings in cli/: ${figures.mutable.length}`);
if (list) for (const m of figures.mutable) console.log(`  ${m.kind}\t${m.name}\t${m.file}`);
console.log(`value imports from templates/ into cli/: ${figures.templateImports.length}`);
if (list) for (const i of figures.templateImports) console.log(`  ${i.file} <- ${i.specifier}`);
console.log(`lines: cli ${figures.lines.cli}, templates ${figures.lines.templates}, shared ${figures.lines.shared}`);
