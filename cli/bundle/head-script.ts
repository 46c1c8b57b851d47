// The tiny blocking colour-mode script of <head> (templates/head-script.ts), which prevents a flash
// of the wrong theme: bundled apart from the client (an IIFE, no chunks), named by its content hash.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { ASSETS_DIR, TEMPLATES_DIR } from '../support/paths.ts';
import type { SiteData } from '../../templates/types.ts';
import type { HeadScriptFile } from './bundle-result.ts';

const HEAD_SCRIPT_SOURCE = path.join(TEMPLATES_DIR, 'head-script.ts');

/** The head script of a site, built again only when what it depends on, the colour-mode settings, changes. */
export function headScriptBuilder(outRoot: string): (siteData: SiteData) => Promise<HeadScriptFile> {
  let last: { key: string; result: Promise<HeadScriptFile> } | undefined;
  return (siteData) => {
    const key = JSON.stringify(siteData.colorMode);
    if (last?.key !== key) last = { key, result: bundleHeadScript(siteData, outRoot) };
    return last.result;
  };
}

async function bundleHeadScript(siteData: SiteData, outRoot: string): Promise<HeadScriptFile> {
  const result = await build({
    entryPoints: [HEAD_SCRIPT_SOURCE],
    define: { __HUBGEN_COLOR_MODE__: JSON.stringify(siteData.colorMode) },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: ['es2018'],
    logLevel: 'silent',
    absWorkingDir: outRoot,
    metafile: true,
  });
  const contents = result.outputFiles[0].contents;
  const name = `head-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}.js`;
  return { url: `/${ASSETS_DIR}/${name}`, contents, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(outRoot, input)) };
}
