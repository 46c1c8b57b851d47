// Counts, over real Docusaurus projects, how many files import each `@docusaurus/*` and `@theme/*`
// module, and whether hubgen provides it (cli/bundle/docusaurus-modules.ts): what the README's
// "Coming from Docusaurus" says custom pages need, measured rather than guessed (issue 33).
// Docs, pages and components count (what a build bundles); config files (docusaurus.config.*,
// sidebars.*, babel.config.*) are read by `init` or not at all, and are listed apart. Type-only
// imports are left out: they never reach a bundle.
// Usage: node scripts/docusaurus-imports.mjs [--files] [corpus folder, default ../shared/corpus/docusaurus]
// (--files also prints which files import each module).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const corpus = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(root, '../shared/corpus/docusaurus');
const MODULE = /^@(docusaurus|theme)\//;
const CONFIG = /^(docusaurus\.config|sidebars|babel\.config)\.[cm]?[jt]s$/;
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git']);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : files(path);
    return /\.(mdx?|[cm]?[jt]sx?)$/.test(name) ? [path] : [];
  });
}

/** Value imports of a JavaScript or TypeScript file: import/export from, require(), import(). */
function codeImports(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, /x$/.test(path) || path.endsWith('.js') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    }
    if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** MDX's own import lines (ESM at the start of a line, outside code blocks). */
function mdxImports(text) {
  const withoutCode = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  return [...withoutCode.matchAll(/^import\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/** The module names of the PROVIDED table in cli/bundle/docusaurus-modules.ts. */
function providedModules() {
  const path = join(root, 'cli/bundle/docusaurus-modules.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'PROVIDED' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) if (property.name && ts.isStringLiteral(property.name)) names.add(property.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function count(project) {
  const counts = { scanned: 0, bundled: new Map(), config: new Map() };
  for (const path of files(join(corpus, project))) {
    counts.scanned++;
    const text = readFileSync(path, 'utf8');
    const modules = new Set((/\.mdx?$/.test(path) ? mdxImports(text) : codeImports(path, text)).filter((m) => MODULE.test(m)));
    const into = CONFIG.test(basename(path)) ? counts.config : counts.bundled;
    for (const module of modules) into.set(module, [...(into.get(module) ?? []), relative(corpus, path)]);
  }
  return counts;
}

const projects = readdirSync(corpus).filter((name) => statSync(join(corpus, name)).isDirectory()).sort();
const provided = providedModules();
const results = Object.fromEntries(projects.map((p) => [p, count(p)]));
console.log(`Files read: ${projects.map((p) => `${p} ${results[p].scanned}`).join(', ')}.`);
for (const kind of ['bundled', 'config']) {
  const modules = [...new Set(projects.flatMap((p) => [...results[p][kind].keys()]))].sort();
  console.log(kind === 'bundled' ? '\nImported by docs, pages and components (files):\n' : '\nImported by config files (not bundled):\n');
  if (modules.length === 0) {
    console.log('none');
    continue;
  }
  console.log(`| module | ${projects.join(' | ')} | hubgen provides |`);
  console.log(`| --- | ${projects.map(() => '---').join(' | ')} | --- |`);
  for (const module of modules) {
    const cells = projects.map((p) => results[p][kind].get(module)?.length ?? 0);
    console.log(`| \`${module}\` | ${cells.join(' | ')} | ${provided.has(module) ? 'yes' : kind === 'config' ? 'n/a (config)' : 'no'} |`);
  }
}
if (process.argv.includes('--files')) console.log(JSON.stringify(results, (k, v) => (v instanceof Map ? Object.fromEntries(v) : v), 2));
