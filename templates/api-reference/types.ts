// The API reference page's view model, built at build time (cli/openapi/reference-view.ts):
// markdown already rendered and sanitised, samples already generated and highlighted.
// Schemas are kept once, by name; operations refer to them, so the data shipped for hydration
// stays small while the server HTML expands them in place. Every `…Html` field is server-only: the
// browser reads that HTML back from the page (templates/app/StaticHtml.tsx).

export type SchemaView =
  | { kind: 'ref'; name: string }
  | {
      kind: 'node';
      type: string;
      format?: string;
      descriptionHtml?: string;
      enum?: string[];
      default?: string;
      example?: string;
      deprecated?: boolean;
      readOnly?: boolean;
      writeOnly?: boolean;
      nullable?: boolean;
      constraints?: string[];
      properties?: PropertyView[];
      additional?: SchemaView;
      items?: SchemaView;
      composition?: { keyword: 'oneOf' | 'anyOf' | 'allOf'; variants: SchemaView[] };
    };

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export interface ParameterView {
  name: string;
  in: string;
  type: string;
  required: boolean;
  deprecated: boolean;
  default?: string;
  enum?: string[];
  descriptionHtml?: string;
}

export interface SampleView {
  label: string;
  /** Highlighted HTML of the source. */
  codeHtml?: string;
}

export interface ResponseView {
  status: string;
  descriptionHtml?: string;
  contentType?: string;
  schema?: SchemaView;
  exampleHtml?: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  /** Base path + path: what the reader calls. */
  fullPath: string;
  summary: string;
  descriptionHtml?: string;
  deprecated: boolean;
  security: string[];
  parameters: ParameterView[];
  requestBody?: { required: boolean; contentType: string; descriptionHtml?: string; schema?: SchemaView; exampleHtml?: string };
  responses: ResponseView[];
  samples: SampleView[];
}

export interface TagView {
  name: string;
  /** Anchor: 'tag/<name with spaces as hyphens>'. */
  anchor: string;
  descriptionHtml?: string;
  operations: OperationView[];
}

export interface ApiView {
  id: string;
  title: string;
  version: string;
  descriptionHtml?: string;
  /** The h2 sections of the description, for the sidebar. */
  introSections: { id: string; title: string }[];
  baseUrl: string;
  downloadUrl: string;
  tags: TagView[];
  schemas: Record<string, SchemaView>;
}

export const operationAnchor = (id: string) => `operation/${id}`;
export const schemaAnchor = (name: string) => `schema/${name}`;
export const tagAnchor = (name: string) => `tag/${name.replace(/\s+/g, '-')}`;
