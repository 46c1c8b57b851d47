// The HTTP handler of `hubgen serve`: static files of the built output with the same URL rules as
// the README's nginx line (exact file, then `<path>.html`, then `<path>/index.html`, else 404.html
// with status 404). It runs on authors' machines, so it is strict: paths are decoded and
// normalised once and must stay inside the output (symlinks included); the Host header must be a
// loopback name or the --host value (DNS rebinding); no CORS headers; malformed requests get 400.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { stripBase } from '../../../shared/base-path.ts';
import { isIP } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml)|image\/svg)/;

// Gzipped bodies by file and version (the etag), one cache per handler: compressing a large page
// again on every request makes the CPU the limit under load (bench/load-serve.mjs --gzip). Oldest
// entry out first.
type GzipCache = Map<string, Buffer>;
const GZIP_CACHE_ENTRIES = 512;

function gzipped(gzipCache: GzipCache, key: string, body: Buffer): Buffer {
  let out = gzipCache.get(key);
  if (!out) {
    out = zlib.gzipSync(body, { level: 6 });
    if (gzipCache.size >= GZIP_CACHE_ENTRIES) gzipCache.delete(gzipCache.keys().next().value!);
    gzipCache.set(key, out);
  }
  return out;
}

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * What is served: a folder, or (watch mode) a lookup from a URL path (`/docs/intro.html`) to the
 * file of the committed output (output/dev-output.ts).
 */
export type ServedOutput = string | ((urlPath: string) => string | undefined);

/**
 * The files that may answer a request for `rawPath`, in order: exact, `.html`, `/index.html` (a
 * path ending in `/`: only the last). 'bad': a path no file can have (refused with 400).
 */
function requestCandidates(rawPath: string): string[] | 'bad' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad';
  }
  // NUL, backslashes (Windows separators) and colons (drive letters, NTFS streams like ::$DATA).
  if (/[\0\\:]/.test(decoded) || !decoded.startsWith('/')) return 'bad';
  if (decoded.split('/').some((s) => s === '..' || s === '.')) return 'bad';
  return decoded.endsWith('/') ? [decoded + 'index.html'] : [decoded, decoded + '.html', decoded + '/index.html'];
}

/** The first of the candidate files (requestCandidates) that the output holds; undefined: none. */
function firstFile(output: ServedOutput, candidates: string[]): string | undefined {
  if (typeof output === 'function') {
    for (const candidate of candidates) {
      const file = output(candidate);
      if (file) return file;
    }
    return undefined;
  }
  const realRoot = fs.realpathSync(output);
  for (const candidate of candidates) {
    let real: string;
    try {
      real = fs.realpathSync(path.join(realRoot, candidate));
    } catch {
      continue;
    }
    // Containment by path segment, after symlinks: /site-evil is not inside /site.
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) continue;
    if (fs.statSync(real).isFile()) return real;
  }
  return undefined;
}

/** The Markdown twins of the HTML candidates: `/docs/intro.html` → `/docs/intro.md` (routes/markdown-twin.ts names them so). */
function twinCandidates(candidates: string[]): string[] {
  return candidates.filter((c) => c.endsWith('.html')).map((c) => `${c.slice(0, -'.html'.length)}.md`);
}

/**
 * Whether the Accept header ranks text/markdown above text/html (absent: not at all); equal
 * weights go to HTML, as browsers that send *\/* mean nothing by it.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const weight = (type: string) =>
    Math.max(
      0,
      ...accept.split(',').flatMap((part) => {
        const [range, ...params] = part.trim().toLowerCase().split(';');
        if (range.trim() !== type) return [];
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return [q === undefined ? 1 : Number(q)];
      }),
    );
  return weight('text/markdown') > weight('text/html');
}

export interface StaticHandlerOptions {
  /** Host names (without port) the server answers to. */
  allowedHosts: string[];
  /** Rewrites HTML before it is sent (watch mode injects its reload client). */
  transformHtml?: (html: string) => string;
  /** The path the site is served under (config `baseUrl`, read per request: watch mode may change it). */
  baseUrl?: () => string;
  /**
   * Called with a valid request's candidate files (requestCandidates, inside the baseUrl) before
   * they are looked up: watch mode's start renders a page asked for before its turn (page-preview.ts).
   */
  prepare?: (candidates: string[]) => Promise<void> | undefined;
}

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

/**
 * The Host check against DNS rebinding: a page on an attacker's name that resolves to this machine
 * sends that name. An IP literal cannot be rebound, so any is accepted (as Vite does: a phone on the
 * LAN opening http://192.168.1.20:3000/ works); names only when listed (loopback, --allowed-host).
 */
export function hostAllowed(header: string | undefined, allowed: string[]): boolean {
  if (!header) return false;
  const host = header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.replace(/:\d+$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return true;
  return allowed.includes(host.toLowerCase());
}

export function createStaticHandler(root: ServedOutput, options: StaticHandlerOptions = { allowedHosts: LOOPBACK_HOSTS }) {
  const gzipCache: GzipCache = new Map();
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!hostAllowed(req.headers.host, options.allowedHosts)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: unknown Host header');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      res.writeHead(400).end('Bad Request');
      return;
    }
    const base = options.baseUrl?.() ?? '/';
    if (base !== '/' && (pathname === '/' || pathname === base.slice(0, -1))) {
      res.writeHead(302, { location: base }).end(); // the site's home, as a reader typing the bare address wants
      return;
    }
    // Outside the base nothing exists (the 404 page answers); inside, files are looked up without it.
    const candidates = base === '/' || pathname.startsWith(base) ? requestCandidates(stripBase(base, pathname)) : [];
    if (candidates === 'bad') {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    try {
      await options.prepare?.(candidates);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`This page failed to render: ${message}`);
      return;
    }
    // An agent asking for Markdown (Accept: text/markdown) gets the page's Markdown twin, where it has one.
    const twin = prefersMarkdown(req.headers.accept) ? firstFile(root, twinCandidates(candidates)) : undefined;
    const found = twin ?? firstFile(root, candidates);
    const file = found ?? firstFile(root, ['/404.html']);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    sendFile(req, res, file, found ? 200 : 404, options, gzipCache);
  };
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  options: StaticHandlerOptions,
  gzipCache: GzipCache,
): void {
  const type = contentTypeOf(file);
  let body: Buffer = fs.readFileSync(file);
  if (type.startsWith('text/html') && options.transformHtml) body = Buffer.from(options.transformHtml(body.toString('utf8')));
  const stat = fs.statSync(file);
  const etag = `W/"${body.length.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: http.OutgoingHttpHeaders = {
    'content-type': type,
    etag,
    'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    // A page's address answers with HTML or, to an Accept of text/markdown, its Markdown twin.
    vary: /^text\/(html|markdown)/.test(type) ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024) {
    body = gzipped(gzipCache, `${file}\0${etag}`, body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
