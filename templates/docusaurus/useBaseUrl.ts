// `@docusaurus/useBaseUrl`: a site path with the site's baseUrl in front (absolute URLs unchanged).
import site from 'hubgen:site-data';

export function withBaseUrl(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith(site.baseUrl)) return url;
  return site.baseUrl.replace(/\/$/, '') + url;
}

export default function useBaseUrl(url: string): string {
  return withBaseUrl(url);
}
