// One API as the OpenAPI stage hands it to the route table (cli/routes/plan-routes.ts) and caches
// it (api-cache.ts): its route, its reference's view model and anchors, and its Markdown for
// llms.txt. Defined here, where it is made, so the OpenAPI stage never imports the route table.
import type { MarkdownTwin } from './view/markdown-twins.ts';
import type { TryItFile } from './view/try-it-data.ts';

export interface ApiRouteInput {
  id: string;
  route: string;
  specFile: string;
  title: string;
  description?: string;
  view: unknown;
  anchors: string[];
  operationCount: number;
  schemaCount: number;
  /** The reference as Markdown for llms.txt: its summary and one twin file per tag. */
  markdown: { summary?: string; overview?: MarkdownTwin; twins: MarkdownTwin[] };
  /** The request console's data file (try-it-data.ts); absent when the console is off. */
  tryIt?: TryItFile;
  /**
   * Each file the document was read from, with the sha256 of the bytes the OpenAPI stage checked
   * (its cache entry's): `hubgen serve`'s mock takes those bytes, not the files as they are later.
   */
  files?: Record<string, string>;
}
