// What the config adds to every page's <head>, as Docusaurus's `headTags`, `stylesheets` and
// `scripts` do (in that order), and the origins the site's Content-Security-Policy must then allow
// (write/headers-file.ts). Site paths get the baseUrl; a tag's attributes are the config's own
// (trusted), escaped as attribute values.
import type { ResolvedConfig } from '../config/load-config.ts';
import type { HeadTagConfig } from '../config/define-config.ts';
import { joinBase } from '../../shared/base-path.ts';
import { escapeHtml } from './html-document.ts';

const VOID = new Set(['base', 'link', 'meta']);

export function siteHeadTags(config: Pick<ResolvedConfig, 'baseUrl' | 'headTags' | 'stylesheets' | 'scripts'>): string[] {
  const tags: HeadTagConfig[] = [
    ...(config.headTags ?? []),
    ...(config.stylesheets ?? []).map((s): HeadTagConfig => ({ tagName: 'link', attributes: { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : s) } })),
    ...(config.scripts ?? []).map((s): HeadTagConfig => ({ tagName: 'script', attributes: typeof s === 'string' ? { src: s } : s })),
  ];
  return tags.map((tag) => {
    const attributes = Object.entries(tag.attributes ?? {})
      .filter(([name, value]) => /^[A-Za-z][\w:-]*$/.test(name) && value !== false)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(name === 'href' || name === 'src' ? joinBase(config.baseUrl, String(value)) : String(value))}"`))
      .join('');
    return VOID.has(tag.tagName) ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
  });
}

/** The origins (and `data:`) the config's head and favicon load from, by CSP directive. */
export function headSources(config: Pick<ResolvedConfig, 'favicon' | 'headTags' | 'stylesheets' | 'scripts'>): { script: string[]; style: string[]; img: string[] } {
  const origin = (url: unknown) => (typeof url === 'string' && /^https?:\/\//i.test(url) ? new URL(url).origin : undefined);
  const sources = { script: new Set<string>(), style: new Set<string>(), img: new Set<string>() };
  for (const s of config.scripts ?? []) origin(typeof s === 'string' ? s : s.src) && sources.script.add(origin(typeof s === 'string' ? s : s.src)!);
  for (const s of config.stylesheets ?? []) origin(typeof s === 'string' ? s : s.href) && sources.style.add(origin(typeof s === 'string' ? s : s.href)!);
  for (const tag of config.headTags ?? []) {
    const url = origin(tag.attributes?.src ?? tag.attributes?.href);
    if (!url) continue;
    const rel = String(tag.attributes?.rel ?? '');
    if (tag.tagName === 'script') sources.script.add(url);
    else if (tag.tagName === 'link' && rel === 'stylesheet') sources.style.add(url);
    else if (tag.tagName === 'link' && /\bicon\b/.test(rel)) sources.img.add(url);
  }
  if (config.favicon?.startsWith('data:')) sources.img.add('data:');
  else if (origin(config.favicon)) sources.img.add(origin(config.favicon)!);
  return { script: [...sources.script].sort(), style: [...sources.style].sort(), img: [...sources.img].sort() };
}
