// The request a sample makes, before it is written in any language: what every writer in this folder
// takes. The build makes one from an operation's examples (cli/openapi/samples/sample-request.ts); the Try it
// console makes one from what the reader typed (templates/api-reference/try-it/sample-of.ts), so the
// reference's samples and the console's are written by the same code.

export interface SampleRequest {
  /** Upper case: 'GET'. */
  method: string;
  /** Complete: the query filled, an API key the scheme puts in the query included. */
  url: string;
  credentials: SampleCredentials;
  /** Header parameters. */
  headers: [name: string, value: string][];
  /** Cookie parameters. */
  cookies: [name: string, value: string][];
  body?: SampleBody;
  /** How the sample reads a success reply. */
  reply: 'json' | 'text' | 'none';
}

/** How the request authenticates, where its schemes put the secrets. */
export interface SampleCredentials {
  /** HTTP basic's `user:password`. */
  basic?: string;
  headers: [name: string, value: string][];
  /** Already in the URL; listed for what reads the request rather than writes it. */
  query: [name: string, value: string][];
  cookies: [name: string, value: string][];
}

export type SampleBody =
  | { kind: 'json'; contentType: string; value: unknown }
  | { kind: 'form'; fields: [name: string, value: string][] }
  | { kind: 'multipart'; fields: MultipartField[] }
  | { kind: 'raw'; contentType: string; text: string };

export interface MultipartField {
  name: string;
  /** For a file field, the path of the file to upload (a placeholder in the reference). */
  value: string;
  file: boolean;
}

/** What a reader replaces with the path of the file to upload. */
export const FILE_PLACEHOLDER = '{file}';

/** A JSON media type: application/json, application/problem+json, text/json. */
export function isJson(contentType: string): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(contentType) || /\/json\b/i.test(contentType);
}
