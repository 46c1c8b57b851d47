// `hubgen check`: the cheap stages only (config, content, MDX, OpenAPI, routes) and link/anchor
// resolution against the route table; no bundling, no rendering. Exit 1 lists every problem.
import { SiteError } from '../support/errors.ts';
import type { Logger } from '../support/log.ts';
import { loadSite } from '../pipeline/load-site.ts';
import type { EnvOptions } from '../support/env-options.ts';
import { buildSiteData } from '../render/site-data.ts';
import { checkRedirects, checkSourceLinks } from '../check/check-links.ts';
import { redirectPairs } from '../write/redirect-pages.ts';
import { staticUrls } from '../write/copy-static.ts';
import { applyLinkPolicy } from '../check/link-policy.ts';
import { cacheDir } from '../support/paths.ts';

export async function checkSite({ root, logger, samples, envOptions }: { root: string; logger: Logger; samples?: boolean; envOptions: EnvOptions }): Promise<{ lines: string[] }> {
  const site = await loadSite({ root, logger, envOptions });
  buildSiteData({ config: site.config, content: site.content }); // navbar doc and sidebar ids
  // What the output will hold besides pages: static/ as it is, the media docs show, the OpenAPI downloads.
  const files = new Set([...site.apiFiles.map((f) => '/' + f.slice(root.length + 1).split('\\').join('/')), ...(await staticUrls(root)), ...site.compiled.assets.keys(), ...redirectPairs(site.config).map(([from]) => from)]);
  // A compiled MDX doc without a server variant imports something besides React's JSX runtime, and
  // a React page is a module: resolve their imports as build would (esbuild is loaded only then).
  const importing = site.routes.filter((r) => (/\.mdx?$/.test(r.sourceFile) && !r.serverModule && !r.staticBody) || (r.props.kind === 'page' && r.module === r.sourceFile));
  const problems = [
    ...(importing.length ? await (await import('../check/check-imports.ts')).checkImports({ routes: importing, root, cacheDir: cacheDir(root), markdown: site.markdown }) : []),
    ...applyLinkPolicy([...checkSourceLinks({ routes: site.routes, config: site.config, compiled: site.compiled, files }), ...checkRedirects({ config: site.config, routes: new Set(site.routes.map((r) => r.path)), files })], site.config, logger),
  ];
  if (problems.length) throw new SiteError(problems);
  const lines = [`${site.content.docs.length} docs, ${site.content.pages.length} pages, ${site.routes.length} routes`];
  for (const route of site.routes) {
    if (route.props.kind !== 'api') continue;
    const { api } = route.props;
    if (api.split) {
      // A reference split into pages: once, at its index, for the whole document.
      const input = site.apis.find((a) => a.id === (route.props as { apiId: string }).apiId);
      if (api.split.current === 0 && input) lines.push(`${route.props.title} (${route.path}): ${input.operationCount} operations, ${input.schemaCount} schemas, in ${api.split.pages.length} pages`);
      continue;
    }
    // An operation listed under several tags is one operation.
    const operations = new Set(api.tags.flatMap((tag) => tag.operations.map((op) => op.id))).size;
    lines.push(`${route.props.title} (${route.path}): ${operations} operations, ${Object.keys(api.schemas).length} schemas`);
  }
  // Loaded only for --samples: it reads the documents afresh (ajv, YAML), which a plain check,
  // served from the OpenAPI cache, never needs.
  if (samples) {
    const { checkSamples } = await import('../samples/check-samples.ts');
    lines.push(...(await checkSamples({ config: site.config, content: site.content })).lines);
  }
  return { lines };
}
