// The servers a console can send to: the document's (their `{variables}` filled from fields), and
// under `hubgen serve` the site's mock on the docs' own origin, which the dev server describes at
// MOCK_INFO (absent from a built site: the request then fails, and the mock is simply not offered).
import type { TryItServer } from './types.ts';

export interface ServerOption {
  label: string;
  /** With `{variables}`. */
  url: string;
  variables: TryItServer['variables'];
  /** The mock's key, which every scheme accepts. */
  mockKey?: string;
}

/** What `hubgen serve` answers at `mockInfoUrl(apiId)`: where the API's mock is and its key. */
export interface MockInfo {
  /** Path on this origin, the API's base path included: '/__hubgen/mock/admin/api/v1'. */
  baseUrl: string;
  key: string;
}

/** At the origin's root, as the dev server's other paths, whatever the site's baseUrl. */
export const mockInfoUrl = (apiId: string) => `/__hubgen/mock/${encodeURIComponent(apiId)}.json`;

/** `hubgen serve` marks the pages it serves with this meta element; a built site has none, and no mock to ask for. */
export const MOCK_META = 'hubgen-mock';

export async function findMock(apiId: string): Promise<ServerOption | undefined> {
  if (!document.querySelector(`meta[name="${MOCK_META}"]`)) return undefined;
  try {
    const response = await fetch(mockInfoUrl(apiId), { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const info = (await response.json()) as MockInfo;
    return { label: 'Mock (this site)', url: location.origin + info.baseUrl, variables: [], mockKey: info.key };
  } catch {
    return undefined;
  }
}

export function documentServers(servers: TryItServer[]): ServerOption[] {
  return servers.map((server) => ({ label: server.description ?? server.url, url: server.url, variables: server.variables }));
}

/** The URL with its variables as the reader filled them (their defaults otherwise); a relative one against this page. */
export function serverUrl(option: ServerOption, values: Record<string, string>): string {
  const filled = option.url.replace(/\{([^}]+)\}/g, (match, name: string) => values[name] ?? option.variables.find((v) => v.name === name)?.default ?? match);
  return new URL(filled, location.href).href;
}
