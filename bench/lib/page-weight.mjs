// What a browser downloads to show one built page: the HTML, every stylesheet it links, every
// script it loads (classic and module, and those hubgen's head script loads after the first
// paint), every modulepreload, and whatever those modules import
// statically (a browser fetches those too, preloaded or not). Dynamic import() is not followed:
// it loads later, on demand. Sizes are raw and gzip (zlib, default level 6), per file then summed,
// because each file is a separate transfer. Images and fonts are out of scope.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ORIGIN = 'http://bench.invalid';

/** The HTML file hubgen writes for a route: '/docs/intro' → docs/intro.html, '/x/' → x/index.html. */
export function htmlFileFor(outDir, route) {
  const clean = decodeURIComponent(route).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/')
    ? [path.join(clean, 'index.html')]
    : [`${clean}.html`, path.join(clean, 'index.html')];
  return candidates.map((c) => path.join(outDir, c)).find((f) => fs.existsSync(f));
}

/**
 * The file behind a URL path. A site built with a baseUrl (Docusaurus projects: `/devicescript/`)
 * links its assets under it while the output folder is the site's root, so the first segment is
 * dropped when the path as written is not there.
 */
function fileOnDisk(outDir, urlPath) {
  const asWritten = path.join(outDir, urlPath);
  if (fs.existsSync(asWritten)) return asWritten;
  const underBase = path.join(outDir, urlPath.replace(/^\/[^/]+/, ''));
  return fs.existsSync(underBase) ? underBase : undefined;
}

export function pageWeight(outDir, route) {
  const file = htmlFileFor(outDir, route);
  if (!file) return { route, error: `no HTML file for ${route} in ${outDir}` };
  const html = fs.readFileSync(file);
  const pageUrl = new URL(route, ORIGIN);
  const css = new Map();
  const js = new Map();
  const preloaded = new Set();
  const missing = [];

  const local = (href, base) => {
    const url = new URL(href, base);
    if (url.origin !== ORIGIN) return undefined; // third-party: not ours to weigh
    return url;
  };
  const add = (map, url) => {
    const key = url.pathname;
    if (map.has(key)) return false;
    const onDisk = fileOnDisk(outDir, decodeURIComponent(key));
    if (!onDisk) {
      missing.push(key);
      map.set(key, undefined);
      return false;
    }
    map.set(key, fs.readFileSync(onDisk));
    return true;
  };

  for (const [tag, name] of tagsIn(html.toString('utf8'))) {
    const attrs = attributes(tag);
    if (name === 'link' && attrs.href) {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      const url = local(attrs.href, pageUrl);
      if (!url) continue;
      if (rel.includes('stylesheet')) add(css, url);
      if (rel.includes('modulepreload')) {
        preloaded.add(url.pathname);
        add(js, url);
      }
    } else if (name === 'script' && attrs.src) {
      const url = local(attrs.src, pageUrl);
      if (url) add(js, url);
      // hubgen's head script loads the entry and its preloads after the first paint (data-entry, data-preload).
      for (const href of [attrs['data-entry'], ...(attrs['data-preload'] ?? '').split(/\s+/)].filter(Boolean)) {
        const later = local(href, pageUrl);
        if (!later) continue;
        if (href !== attrs['data-entry']) preloaded.add(later.pathname);
        add(js, later);
      }
    }
  }

  // Static imports, transitively (a module graph the browser must fetch before running the entry).
  const queue = [...js.keys()];
  const unpreloaded = [];
  while (queue.length) {
    const key = queue.shift();
    const source = js.get(key);
    if (!source) continue;
    for (const specifier of staticImports(source.toString('utf8'))) {
      if (!/^(\.{0,2}\/|https?:)/.test(specifier)) continue; // bare specifiers cannot load in a browser anyway
      const url = local(specifier, new URL(key, ORIGIN));
      if (!url || js.has(url.pathname)) continue;
      if (add(js, url)) {
        queue.push(url.pathname);
        if (!preloaded.has(url.pathname)) unpreloaded.push(url.pathname);
      }
    }
  }

  const htmlWeight = weigh([[path.relative(outDir, file), html]]);
  const cssWeight = weigh([...css].filter(([, b]) => b));
  const jsWeight = weigh([...js].filter(([, b]) => b));
  return {
    route,
    file: path.relative(outDir, file),
    html: htmlWeight,
    css: cssWeight,
    js: jsWeight,
    total: { raw: htmlWeight.raw + cssWeight.raw + jsWeight.raw, gzip: htmlWeight.gzip + cssWeight.gzip + jsWeight.gzip },
    ...(unpreloaded.length ? { importedButNotPreloaded: unpreloaded } : {}),
    ...(missing.length ? { missingFiles: missing } : {}),
  };
}

function weigh(entries) {
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const [name, bytes] of entries) {
    const zipped = zlib.gzipSync(bytes).length;
    raw += bytes.length;
    gzip += zipped;
    files.push({ path: name, raw: bytes.length, gzip: zipped });
  }
  return { raw, gzip, files };
}

/** Start tags of <link> and <script>, skipping the JSON data script's body and comments. */
function* tagsIn(html) {
  const pattern = /<!--[\s\S]*?-->|<(link|script)\b[^>]*>/gi;
  for (const match of html.matchAll(pattern)) if (match[1]) yield [match[0], match[1].toLowerCase()];
}

function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([^\s=<>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = m[1].toLowerCase();
    if (name === 'link' || name === 'script') continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

function decodeEntities(text) {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Specifiers of `import … from "x"`, `import "x"` and `export … from "x"` in (minified) ESM. */
function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g)) found.add(m[1]);
  return found;
}
