// Loads every OpenAPI document the config names and prepares each for its reference route.
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ApiRouteInput } from '../routes/plan-routes.ts';

export async function loadSiteApis({ config }: { config: ResolvedConfig }): Promise<ApiRouteInput[]> {
  if (config.apis.length === 0) return [];
  throw new Error(`hubgen: API references are not wired yet (${config.apis.map((a) => path.basename(a.spec)).join(', ')})`);
}
