// Modules the bundle stage provides (cli/bundle/bundle.ts).
declare module 'hubgen:site-data' {
  const site: import('./types.ts').SiteData;
  export default site;
}
/** The config's clientModules, imported for their effect (client.tsx). */
declare module 'hubgen:client-modules' {}
