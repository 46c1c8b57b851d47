// The boundaries of hubgen's folders (README "Layout", ../shared/DESIGN.md), checked by
// dependency-cruiser on every `npm test` (test/install/dependency-rules.test.ts). Violations that
// exist today are listed in .dependency-cruiser-known-violations.json, made with
// `npm run deps:baseline`: the check fails on any new one, and the list is what the structural
// work of issue #35 removes, one entry at a time.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'templates-never-import-cli',
      comment: 'The theme runs in the browser: it may not import the build (cli/), not even its types.',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: '^cli/' },
    },
    {
      name: 'cli-imports-only-types-from-templates',
      comment: 'cli/ and templates/ share types; values both need belong in a shared folder with no Node and no React imports.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^templates/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'serve-uses-the-pipeline',
      comment: 'serve/ uses the pipeline (cli/build.ts), not the stages inside it.',
      severity: 'error',
      from: { path: '^cli/serve/' },
      to: { path: '^cli/(render|routes|bundle|search|write|check|mdx|content|openapi)/' },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle between modules means neither can be read, tested or moved alone.',
      severity: 'error',
      from: { path: '^(cli|templates)/' },
      to: { circular: true },
    },
    {
      name: 'no-production-code-from-tests-or-bench',
      comment: 'The product never imports its tests or benchmarks.',
      severity: 'error',
      from: { path: '^(cli|templates)/' },
      to: { path: '^(test|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.generated\\.' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
