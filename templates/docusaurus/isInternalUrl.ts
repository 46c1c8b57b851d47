// `@docusaurus/isInternalUrl`: whether a URL is a link within the site, i.e. it has no scheme
// (`https:`, `mailto:`) and is not protocol-relative (`//cdn.example.com`).
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
