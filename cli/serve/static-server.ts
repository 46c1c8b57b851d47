// A small static file server for the built output, with the same URL rules as the README's nginx
// line: exact file, then `<path>.html`, then `<path>/index.html`; anything else gets 404.html with
// status 404. Paths are decoded and normalised once and must stay inside the output folder.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a request path to a file inside root, or undefined. Refuses anything that could escape. */
export function resolveRequestPath(root: string, rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.includes(':')) return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  const candidates = decoded.endsWith('/') ? [decoded + 'index.html'] : [decoded, decoded + '.html', decoded + '/index.html'];
  const realRoot = fs.realpathSync(root);
  for (const candidate of candidates) {
    const full = path.join(realRoot, candidate);
    let real: string;
    try {
      real = fs.realpathSync(full);
    } catch {
      continue;
    }
    // Containment by path segment, after symlinks: /site-evil is not inside /site.
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) continue;
    if (fs.statSync(real).isFile()) return real;
  }
  return undefined;
}

export function createStaticHandler(root: string) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
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
    const file = resolveRequestPath(root, pathname);
    const status = file ? 200 : 404;
    const body = file ?? resolveRequestPath(root, '/404.html');
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const stat = fs.statSync(body);
    res.writeHead(status, {
      'content-type': contentTypeOf(body),
      'content-length': stat.size,
      'cache-control': body.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(body).pipe(res);
  };
}
