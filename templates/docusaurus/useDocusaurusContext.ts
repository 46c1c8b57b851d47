// `@docusaurus/useDocusaurusContext`: the parts of `siteConfig` hubgen has (title, tagline,
// baseUrl, customFields).
import site from 'hubgen:site-data';

export default function useDocusaurusContext() {
  return { siteConfig: { title: site.title, tagline: site.tagline, baseUrl: site.baseUrl, customFields: site.customFields } };
}
