// Writes the samples of an operation, in the languages the site chose (shared/sample-code/languages.ts), from the
// request it makes (sample-request.ts): method, full URL on the first server, the operation's own
// credentials, and its body in its request media type. The writers are shared/sample-code/'s, which
// the Try it console uses too. `x-codeSamples` in the document replace the generated ones.
import type { ApiDocument, ApiOperation } from '../document/types.ts';
import { sampleRequest } from './sample-request.ts';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGE_LABELS, type SampleLanguage } from '../../../shared/sample-code/languages.ts';
import { SAMPLE_WRITERS } from '../../../shared/sample-code/writers.ts';

export interface CodeSample {
  label: string;
  language: string;
  source: string;
  /** A browser sample that relies on a cookie the browser holds: it cannot run anywhere else. */
  browserCookies?: true;
}

/** The server URL with its variables at their defaults, as the document gives it: https://your-store.example.com/api/v1 */
export function baseUrlOf(doc: ApiDocument): string {
  const server = doc.servers[0];
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (match, name: string) => server.variables[name]?.default ?? match);
}

/** Where a sample sends a request whose server URL is relative: a host the reader fills in, as `{token}` is. */
export const RELATIVE_SERVER_ORIGIN = 'https://{host}';

/**
 * The base URL samples use: an absolute URL. OpenAPI allows a relative server URL (`/api/v2`,
 * `//api.example.com`), relative to where the document is served, which a sample cannot know: a
 * protocol-relative one gets https, a path the `{host}` placeholder (the reference says so).
 */
export function samplesBaseUrl(doc: ApiDocument): string {
  // A trailing slash is the path's own first character (`/` and `/api/v1` give `https://{host}/api/v1`, never `//`).
  const url = baseUrlOf(doc).replace(/\/+$/, '');
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  // No server at all: the API is where the document is served from, as a relative URL says (OpenAPI's default server is `/`).
  return RELATIVE_SERVER_ORIGIN + (url === '' || url.startsWith('/') ? '' : '/') + url;
}

/** The path part of a server URL, read as text: a host with `{variables}` is no URL to parse. */
export function serverPathOf(url: string): string {
  const path = url.replace(/^([a-z][a-z\d+.-]*:)?\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

export function codeSamples(doc: ApiDocument, op: ApiOperation, languages: readonly SampleLanguage[] = DEFAULT_SAMPLE_LANGUAGES): CodeSample[] {
  if (op.codeSamples.length > 0) {
    return op.codeSamples.map((s) => ({ label: s.label ?? s.lang, language: languageOf(s.lang), source: s.source }));
  }
  const request = sampleRequest({ doc, op, baseUrl: samplesBaseUrl(doc) });
  // A browser sends its own cookies: a browser sample that needs one cannot run anywhere else.
  const browserCookies = request.credentials.cookies.length > 0 || request.cookies.length > 0;
  return languages.map((id) => ({
    label: SAMPLE_LANGUAGE_LABELS[id],
    language: SAMPLE_WRITERS[id].grammar,
    source: SAMPLE_WRITERS[id].write(request),
    ...(id === 'javascript' && browserCookies ? { browserCookies: true as const } : {}),
  }));
}

function languageOf(lang: string): string {
  const l = lang.toLowerCase();
  if (l === 'curl' || l === 'shell' || l === 'sh') return 'bash';
  if (l.includes('node') || l === 'js' || l === 'javascript') return 'javascript';
  return l;
}
