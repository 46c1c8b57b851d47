// `@docusaurus/useGlobalData`: the data Docusaurus plugins share with the client. hubgen runs no
// Docusaurus plugins, so there is none: `{}` for all of it, `undefined` for one plugin instance and
// `{}` for a plugin's instances. `failfast` asks for an error instead, as Docusaurus gives one.
type GlobalData = Record<string, Record<string, unknown>>;

function missing(pluginName: string, pluginId?: string): Error {
  const instance = pluginId === undefined ? '' : ` (id "${pluginId}")`;
  return new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin${instance}: hubgen runs no Docusaurus plugins.`);
}

export default function useGlobalData(): GlobalData {
  return {};
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> {
  if (options.failfast) throw missing(pluginName);
  return {};
}

export function usePluginData(pluginName: string, pluginId?: string, options: { failfast?: boolean } = {}): unknown {
  if (options.failfast) throw missing(pluginName, pluginId);
  return undefined;
}
