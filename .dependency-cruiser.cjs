// The boundaries of hubgen's folders (README "Layout", ../shared/DESIGN.md), checked by
// dependency-cruiser on every `npm test` (test/install/dependency-rules.test.ts). Violations that
// exist today are listed in .dependency-cruiser-known-violations.json, made with
// `npm run deps:baseline`: the check fails on any new one, and the list is what the structural
// work of issue #35 removes, one entry at a time.

/**
 * The build's layers, lowest first: a folder may import the ones before it, never one after it.
 * support/ (paths, errors, the log, the worker pool…) and output/ (how a run's files reach the output
 * folder: staging and its atomic commit, watch mode's output generations, bounded writes, the file
 * store) sit below every stage. Then the stages in pipeline order (README "How it works"); page-text/
 * (a page's text, links and ids) is read by mdx and render and used by search and check, so it sits
 * below them. The pipeline (cli/pipeline/: build.ts, load-site.ts, its stages and run modes) and the commands on top of it (main.ts,
 * serve, check's command, mock, samples, init, swizzle) are not layers.
 */
const STAGES = ['support', 'output', 'config', 'content', 'page-text', 'mdx', 'openapi', 'changelog', 'routes', 'bundle', 'render', 'search', 'write', 'check'];

/** One rule per stage: nothing in it imports a later stage. */
const downwardOnly = STAGES.slice(0, -1).map((stage, i) => ({
  name: 'stages-import-downward-only',
  comment: `A stage uses what the stages before it made; ${stage}/ importing a later stage (${STAGES.slice(i + 1).join(', ')}) turns the pipeline into a web that cannot be read, tested or rerun one stage at a time.`,
  severity: 'error',
  from: { path: `^cli/${stage}/` },
  to: { path: `^cli/(${STAGES.slice(i + 1).join('|')})/` },
}));

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
      comment:
        'cli/ and templates/ share types; values both need belong in a shared folder with no Node and no React imports. ' +
        "One exception: the theme's list of components (templates/theme-components.ts), declared once beside the theme and read by the bundler and swizzle.",
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^templates/', pathNot: '^templates/theme-components\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'theme-list-imports-nothing',
      comment: "The theme's list of components is read by the build too: it may import types, never a value (no React, no theme module).",
      severity: 'error',
      from: { path: '^templates/theme-components\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'serve-uses-the-pipeline',
      comment: 'serve/ uses the pipeline (cli/pipeline/build.ts), not the stages inside it.',
      severity: 'error',
      from: { path: '^cli/serve/' },
      to: { path: '^cli/(render|routes|bundle|search|write|check|mdx|content|openapi)/' },
    },
    {
      name: 'shared-imports-neither-cli-nor-templates',
      comment: 'shared/ is what both sides run: importing either side would drag Node into the browser or the theme into the build.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(cli|templates)/' },
    },
    {
      name: 'shared-imports-no-node',
      comment: "shared/ runs in the browser too (bundled with the theme, in the user's project as well): no Node built-in, with or without node:.",
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-imports-no-react',
      comment: 'shared/ runs in the build too, which must not need React to use it: no react, react-dom or their types.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '(^|node_modules/)(@types/)?react(-dom)?(/|$)' },
    },
    ...downwardOnly,
    {
      name: 'no-folder-cycles',
      comment:
        'Two stage folders that import each other are one stage in two places: neither can be understood, tested or changed alone. ' +
        "Folder scope sees what a module cycle misses (a.ts → b/x.ts, b/y.ts → a/z.ts). The theme's folders (templates/) are left out: " +
        'they are parts of one React tree (the layout holds the navbar, whose mobile menu holds the docs sidebar), not stages.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(cli|shared)(/|$)' },
      to: { circular: true },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle between modules means neither can be read, tested or moved alone.',
      severity: 'error',
      from: { path: '^(cli|templates|shared)/' },
      to: { circular: true },
    },
    {
      name: 'no-production-code-from-tests-or-bench',
      comment: 'The product never imports its tests or benchmarks.',
      severity: 'error',
      from: { path: '^(cli|templates|shared)/' },
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
