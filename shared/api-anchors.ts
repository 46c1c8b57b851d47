// The anchors of an API reference page (`#operation/…`, `#schema/…`; most are Redoc's
// own, cli/openapi/view/redoc-anchors.ts maps the rest) and the tab names of its code files. The build makes them
// (cli/openapi/view/reference-view.ts, split pages, search documents, Markdown twins) and the theme
// links to them (templates/api-reference/), so both import them from here.

export const operationAnchor = (id: string) => `operation/${id}`;
export const schemaAnchor = (name: string) => `schema/${name}`;
export const tagAnchor = (name: string) => `tag/${name.replace(/\s+/g, '-')}`;
export const webhookAnchor = (name: string, method?: string) => `webhook/${name.replace(/\s+/g, '-')}${method ? `/${method}` : ''}`;
export const securityAnchor = (name: string) => `security/${name.replace(/\s+/g, '-')}`;
/** The tab whose code a file of the reference holds (ApiView.codeFiles, cli/openapi/samples/code-files.ts). */
export const codeTab = {
  sample: (label: string) => `sample/${label}`,
  example: (status: string) => `example/${status}`,
};
/** The intro's list of security schemes, and the webhooks section. */
export const AUTHENTICATION_ANCHOR = 'section/authentication';
export const WEBHOOKS_ANCHOR = 'webhooks';
