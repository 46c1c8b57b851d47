// `@docusaurus/useBaseUrl`: a site path with the site's baseUrl in front (other URLs unchanged).
import site from 'hubgen:site-data';
import { joinBase } from '../../shared/base-path.ts';

export function withBaseUrl(url: string): string {
  return joinBase(site.baseUrl, url);
}

export default function useBaseUrl(url: string): string {
  return withBaseUrl(url);
}
