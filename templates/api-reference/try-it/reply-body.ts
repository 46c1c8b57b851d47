// How a reply's body is shown, by its type and size: text as text (JSON pretty-printed), an image
// as an image, and anything else binary, or text too large to read in a box, as a download. Decoding
// a PDF or a zip as UTF-8 would fill the console with replacement characters and tell nothing.
import { isJson, mediaTypeOf } from './reply-check.ts';

/** Text beyond this is offered as a download: a `<pre>` of megabytes makes the dialog crawl. */
export const LARGE_TEXT_BYTES = 256 * 1024;

export type BodyView =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'image' }
  | { kind: 'download'; why: 'binary' | 'large' };

// Text by its media type: text/*, and the structured-text types APIs answer with.
const TEXT_TYPE = /^text\/|^application\/([\w.+-]+\+)?(json|xml|yaml|x-yaml|javascript|ecmascript|x-www-form-urlencoded|x-ndjson|graphql|csv|sql)$/;

export function bodyView(contentType: string, body: ArrayBuffer): BodyView {
  if (body.byteLength === 0) return { kind: 'empty' };
  const type = mediaTypeOf(contentType);
  if (type.startsWith('image/')) return { kind: 'image' };
  const text = TEXT_TYPE.test(type) ? new TextDecoder().decode(body) : type === '' ? sniffedText(body) : undefined;
  if (text === undefined) return { kind: 'download', why: 'binary' };
  if (body.byteLength > LARGE_TEXT_BYTES) return { kind: 'download', why: 'large' };
  return { kind: 'text', text: isJson(type) ? pretty(text) : text };
}

/** A body of no stated type is text when it is valid UTF-8 without NUL bytes, as browsers sniff it. */
function sniffedText(body: ArrayBuffer): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The download's file name: the one `Content-Disposition` gives (readable across origins only when
 * the API exposes it), else the URL's last segment, with an extension for its type when it has none.
 */
export function downloadName(headers: [string, string][], url: string, contentType: string): string {
  const disposition = headers.find(([name]) => name.toLowerCase() === 'content-disposition')?.[1] ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  const given = encoded ? safeDecode(encoded) : plain;
  if (given) return given.replace(/[\\/]/g, '_');
  const segment = safeDecode(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '') || 'reply';
  return /\.\w{1,5}$/.test(segment) ? segment : `${segment}.${extensionOf(mediaTypeOf(contentType))}`;
}

function extensionOf(type: string): string {
  const subtype = type.split('/')[1]?.replace(/^(x-|vnd\.)/, '').split(/[+.]/).pop() ?? '';
  if (type === 'application/octet-stream' || !/^[a-z0-9]{1,5}$/.test(subtype)) return 'bin';
  return subtype === 'plain' ? 'txt' : subtype;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}
