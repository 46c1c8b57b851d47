// Modules the bundle stage provides (cli/bundle/bundle.ts).
declare module 'hubgen:site-data' {
  const site: import('./types.ts').SiteData;
  export default site;
}
