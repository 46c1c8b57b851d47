// Loads every OpenAPI document the config names, fails on errors (all of them, located), and
// prepares each document's reference page view model and anchors.
import path from 'node:path';
import { SiteError, type Problem } from '../errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ApiRouteInput } from '../routes/plan-routes.ts';
import { loadApi } from './load-api.ts';
import { buildReferenceView } from './reference-view.ts';

export async function loadSiteApis({ config }: { config: ResolvedConfig }): Promise<ApiRouteInput[]> {
  const loaded = await Promise.all(
    config.apis.map(async (api) => {
      const file = path.resolve(config.root, api.spec);
      return { api, file, result: await loadApi({ file, root: path.dirname(file) }) };
    }),
  );
  const problems: Problem[] = loaded.flatMap(({ result }) =>
    result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => ({ file: d.file, line: d.line, column: d.column, message: `${d.message} [${d.rule}]`, hint: d.hint })),
  );
  if (problems.length) throw new SiteError(problems);
  return loaded.map(({ api, file, result }) => {
    const doc = result.document!;
    const downloadUrl = '/' + path.relative(config.root, file).split(path.sep).join('/');
    const { view, anchors } = buildReferenceView({ id: api.id, doc, downloadUrl });
    return {
      id: api.id,
      route: api.route,
      specFile: file,
      title: api.title ?? doc.title,
      description: firstSentence(doc.description),
      view,
      anchors,
      operationCount: doc.operations.length,
      schemaCount: Object.keys(doc.schemas).length,
    };
  });
}

function firstSentence(markdown: string): string | undefined {
  const text = markdown
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('#'))
    ?.replace(/[*_`[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '');
  return text ? text.slice(0, 200).trim() : undefined;
}
