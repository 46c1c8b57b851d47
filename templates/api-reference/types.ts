// The API reference page's view model, built at build time (cli/openapi/view/reference-view.ts):
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
      /** A tuple: the schemas of the first items, in order (`items` is then the rest). */
      tuple?: SchemaView[];
      /** A `$ref` the document makes that leads nowhere hubgen follows, as written. */
      unresolved?: string;
      composition?: { keyword: 'oneOf' | 'anyOf' | 'allOf'; variants: SchemaView[] };
      /** A split reference's page holds this schema without its fields: they are on its schema's page. */
      elsewhere?: boolean;
      /** The property whose value says which variant applies, and its values → schema names. */
      discriminator?: { property: string; mapping: { value: string; schema: string; unlinked?: true }[] };
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
  /** Inline HTML (one paragraph), shown beside the status. */
  descriptionHtml?: string;
  /** Block HTML, for a description of more than one paragraph (shown below the status). */
  longDescriptionHtml?: string;
  links?: LinkView[];
  contentType?: string;
  schema?: SchemaView;
  /** 3.2: the schema of each item of a streamed response (Server-Sent Events, JSON Lines). */
  itemSchema?: SchemaView;
  exampleHtml?: string;
}

/** A response link: a value of this response that another operation takes. */
export interface LinkView {
  name: string;
  descriptionHtml?: string;
  /** The linked operation's anchor and label, when it is in this document; `href` when it is on another page of a split reference. */
  target?: { anchor: string; label: string; href?: string };
  /** `operationRef` or operationId when the target is not found here. */
  targetText?: string;
  parameters: { name: string; value: string }[];
}

/** One way to satisfy an operation's security: every scheme listed, with the scopes it needs. */
export interface SecurityRequirementView {
  /** `anchor` is absent for a scheme the document does not declare (reported as security-scheme-defined). */
  schemes: { name: string; anchor?: string; label: string; scopes: string[] }[];
}

export interface OperationView {
  id: string;
  /** Its section's id: operation/<id>, webhook/<name>, or below its parent for a callback. */
  anchor: string;
  /** Webhooks and callbacks are requests the API makes; `path` is then a name or URL expression. */
  kind?: 'webhook' | 'callback';
  method: string;
  path: string;
  /** Base path + path: what the reader calls. */
  fullPath: string;
  summary: string;
  descriptionHtml?: string;
  deprecated: boolean;
  /** Alternatives (any one is enough); empty when the operation needs none. */
  security: SecurityRequirementView[];
  /** The document requires authorization, but this operation opts out (`security: []`). */
  noAuth?: boolean;
  parameters: ParameterView[];
  /** `itemSchema`: 3.2's schema of each item of a streamed body. */
  requestBody?: { required: boolean; contentType: string; descriptionHtml?: string; schema?: SchemaView; itemSchema?: SchemaView; exampleHtml?: string };
  callbacks?: { name: string; operations: OperationView[] }[];
  responses: ResponseView[];
  samples: SampleView[];
  /**
   * Set when the operation is too heavy for its page (cli/openapi/split-reference.ts): the page
   * holds its name bar alone, and this JSON file (a LoadedOperation) its content, loaded when shown.
   */
  contentUrl?: string;
}

/** The content of an operation loaded when shown (OperationView's contentUrl). */
export interface LoadedOperation {
  op: OperationView;
  /** The schemas it shows (as a page of a split reference holds them). */
  schemas: Record<string, SchemaView>;
  /** Its samples' code files (ApiView's codeFiles). */
  codeFiles: Record<string, string>;
}

export interface TagView {
  /** The name shown (`x-displayName`, else 3.2's `summary`, else the tag's name). */
  name: string;
  /** 3.2's `parent`: the anchor of the tag this one is nested under (listed before it). */
  parent?: string;
  /** `x-traitTag`: prose only, never operations. */
  trait?: boolean;
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
  /** Where the samples send requests, when the server URL is relative (`/api/v2`): `https://{host}/api/v2`. */
  samplesBaseUrl?: string;
  downloadUrl: string;
  tags: TagView[];
  schemas: Record<string, SchemaView>;
  /** Contact, licence, terms of service. */
  info?: { termsOfService?: string; contact?: { name?: string; url?: string; email?: string }; license?: { name: string; url?: string } };
  servers?: ServerView[];
  securitySchemes?: SecuritySchemeView[];
  /** `x-tagGroups`: sidebar headings over tag anchors. */
  tagGroups?: { name: string; tags: string[] }[];
  webhooks?: OperationView[];
  /**
   * Tab (`codeTab`) → URL of the file holding the code of that tab in every operation: the page
   * holds only the code of the tabs shown at load.
   */
  codeFiles?: Record<string, string>;
  /** URL (without the site's baseUrl) of the request console's data (try-it/types.ts); absent when the console is off. */
  tryItUrl?: string;
  /** Set when the reference is too large for one page and is split into pages (cli/openapi/split-reference.ts). */
  split?: SplitView;
}

/**
 * A reference split into pages: its index (introduction, servers, authentication), a page per tag
 * (a tag of many operations over several), webhooks, and its schemas by ranges of names. Each page
 * carries the list of pages (its sidebar links every one); the operations of the other pages are in
 * one JSON file fetched when the reader needs them (opening a tag in the sidebar, filtering, or a
 * deep link to an anchor of another page).
 */
export interface SplitView {
  pages: ReferencePageLink[];
  /** This page's index in `pages`. */
  current: number;
  /** URL (without the site's baseUrl) of the JSON of every operation: `SplitOperation[]`. */
  operationsUrl: string;
  /** The folder of each page's own list, `<page index>.json`: what the sidebar lists when a page is opened there. */
  pageOperationsUrl: string;
  /** The schema pages: the first name (in sorted order) each holds, and the page's index. */
  schemaPages: { first: string; page: number }[];
  /** The schemas whose sections this page shows (`schemas` also holds those they refer to). */
  schemaSections: string[];
}

export interface ReferencePageLink {
  /** Site path, without the baseUrl. */
  href: string;
  title: string;
  kind: 'index' | 'tag' | 'webhooks' | 'schemas';
  /** Anchors of the tags whose operations it shows (`webhooks` for the webhooks page). */
  tags: string[];
  operations: number;
}

/** One operation of a split reference, as its operations file lists it: page, anchor, method, full path, summary, deprecated (1). */
export type SplitOperation = [page: number, anchor: string, method: string, fullPath: string, summary: string, deprecated?: 1];

export interface ServerView {
  url: string;
  descriptionHtml?: string;
  variables: { name: string; default: string; enum?: string[]; descriptionHtml?: string }[];
}

export interface SecuritySchemeView {
  name: string;
  anchor: string;
  /** "HTTP bearer", "API key in header", "OAuth 2.0", "OpenID Connect". */
  label: string;
  /** 3.2: the scheme is being phased out. */
  deprecated?: boolean;
  descriptionHtml?: string;
  /** Facts a caller needs: header name, bearer format, URLs. */
  details: { label: string; value: string; url?: boolean }[];
  flows?: { label: string; details: { label: string; value: string; url?: boolean }[]; scopes: { name: string; description: string }[] }[];
}

/**
 * The parts of one API reference that a doc or page embeds (cli/routes/embed-slices.ts): the
 * operations it names, the schemas it shows and those they refer to, never the rest of the API
 * (`whole` only when it embeds the whole reference).
 */
export interface EmbeddedApi {
  title: string;
  /** The reference's route, without the site's baseUrl: links to what is not embedded go there. */
  href: string;
  operations: OperationView[];
  schemas: Record<string, SchemaView>;
  /** The schemas embedded as sections; `exampleHtml` when shown with `example` (made from the schema when it gives none). */
  schemaSections: { name: string; exampleHtml?: string }[];
  codeFiles?: Record<string, string>;
  /** The reference's request console (ApiView.tryItUrl), which embedded operations open as its own page does. */
  tryIt?: { apiId: string; dataUrl: string };
  /**
   * A reference split into pages (cli/openapi/split-reference.ts): the page (site path) of each
   * anchor the embedded parts link to, where it is not the reference's first page.
   */
  anchorPages?: Record<string, string>;
  /** The whole reference, when the page embeds it (`<ApiReference>`, `@theme/ApiDocMdx`). */
  whole?: ApiView;
}

/** What a page embeds, by API id; `defaultApi` is the API of an embed that names none. */
export interface PageEmbeds {
  apis: Record<string, EmbeddedApi>;
  defaultApi?: string;
  /** Redocusaurus's `spec={x}` from a local document: the element's `specFile` as written → the API read from that file. */
  specApis?: Record<string, string>;
  /** Parts shown again in the page, by their place (the element's `embedIndex`): which copy each is (2, 3…). */
  copies?: Record<number, number>;
  /** APIs given by URL, whose parts the page shows as a link to the document (by API id). */
  remote?: Record<string, string>;
}
