// `@docusaurus/remark-plugin-npm2yarn` where code imports it: a page or component that imports the
// site's docusaurus.config.js (to read its customFields) brings the config's `require()` of the
// plugin into its bundle. There it is only a value of the config, never run: hubgen runs its own
// (cli/mdx/remark-npm2yarn.ts) when the site names the plugin in markdown.remarkPlugins.
export default function npm2yarn(): () => void {
  return () => undefined;
}
