// The highlighted code of an API reference's tabs that a page does not show at load (request samples
// in the other languages, response examples of the other statuses), moved out of the page into JSON
// files the browser fetches when a reader picks such a tab. Two of every three sample panels are
// hidden, and their code was ~16% of the page's bytes (13 of 80 kB gzip on the marketplace's Admin
// API, 109 kB on DigitalOcean's). Without JavaScript the tabs cannot switch, so the page loses
// nothing. One file per tab (`sample/<language>`, `example/<status>`) for the whole reference: the
// language a reader picks applies to every operation at once. Files are named by their content, so
// an unchanged reference keeps its URLs (cached as immutable) and two locales share them.
import { createHash } from 'node:crypto';
import type { ApiView, OperationView } from '../../../templates/api-reference/types.ts';
import { codeTab } from '../../../shared/api-anchors.ts';
import { ASSETS_DIR } from '../../support/paths.ts';

export interface CodeFiles {
  /** Tab → the URL of its file (from the output root, without the site's baseUrl). */
  urls: Record<string, string>;
  /** URL → the file's JSON: static block id → highlighted HTML. */
  files: Map<string, string>;
}

/** Every code file of the site's references (the write stage); a watch save reuses a kept view's. */
export function siteCodeFiles(views: ApiView[]): Map<string, string> {
  return new Map(views.flatMap((view) => [...memoOf(view).files]));
}

const memo = new WeakMap<ApiView, CodeFiles>();
function memoOf(view: ApiView): CodeFiles {
  if (!memo.has(view)) memo.set(view, codeFilesOf(view));
  return memo.get(view)!;
}

export function codeFilesOf(view: Pick<ApiView, 'tags' | 'webhooks'>): CodeFiles {
  const byTab = new Map<string, Record<string, string>>();
  const add = (tab: string, id: string, html: string | undefined) => {
    if (html === undefined) return;
    if (!byTab.has(tab)) byTab.set(tab, {});
    byTab.get(tab)![id] = html;
  };
  const visit = (op: OperationView) => {
    for (const sample of op.samples) add(codeTab.sample(sample.label), `${op.anchor}/sample/${sample.label}`, sample.codeHtml);
    for (const response of op.responses) add(codeTab.example(response.status), `${op.anchor}/example/${response.status}`, response.exampleHtml);
    for (const callback of op.callbacks ?? []) callback.operations.forEach(visit);
  };
  for (const tag of view.tags) tag.operations.forEach(visit);
  view.webhooks?.forEach(visit);
  const urls: Record<string, string> = {};
  const files = new Map<string, string>();
  for (const [tab, blocks] of byTab) {
    const json = JSON.stringify(blocks);
    const url = `/${ASSETS_DIR}/api-code/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    urls[tab] = url;
    files.set(url, json);
  }
  return { urls, files };
}
