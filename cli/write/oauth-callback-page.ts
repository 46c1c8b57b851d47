// `oauth-callback.html` at the output root: the page an authorization server sends a reader back to
// after signing in from the request console (the redirect URI a site registers for its client).
// Written only when an API's console has a flow that needs it. Its script
// (templates/api-reference/try-it/oauth-callback.ts) is bundled here, as the head script is, and
// loaded from its own hashed file: the site's Content-Security-Policy allows no inline script. The
// page sends no referrer, so the code in its URL goes nowhere but to the console.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { ASSETS_DIR, TEMPLATES_DIR } from '../support/paths.ts';
import { joinBase } from '../../shared/base-path.ts';

const CALLBACK_SCRIPT = path.join(TEMPLATES_DIR, 'api-reference/try-it/oauth-callback.ts');

/** The page and its script, by path from the output root. */
export async function oauthCallbackFiles(baseUrl: string): Promise<Map<string, string | Uint8Array>> {
  const result = await build({ entryPoints: [CALLBACK_SCRIPT], bundle: true, format: 'iife', minify: true, write: false, target: ['es2020'], logLevel: 'silent' });
  const script = result.outputFiles[0].contents;
  const scriptPath = `/${ASSETS_DIR}/oauth-callback-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="referrer" content="no-referrer">',
    '<meta name="robots" content="noindex">',
    '<title>Signing in…</title>',
    `<script src="${joinBase(baseUrl, scriptPath)}" defer></script>`,
    '</head>',
    '<body><p>Signing in… This window closes by itself. If it stays open, close it and return to the console.</p></body>',
    '</html>',
    '',
  ].join('\n');
  return new Map<string, string | Uint8Array>([
    ['/oauth-callback.html', html],
    [scriptPath, script],
  ]);
}
