// Redocusaurus's `@theme/useSpecData(id)`, whose result a page passes to `<ApiDoc specProps>`: the id
// it names, which the build read from the call already (cli/routes/embed-slices.ts) and put that
// reference in the page's props, and `spec.info` (title, version) from there, as pages read it
// (`specData.spec.info?.title`). The document itself is not in the page.
import { useRouteData } from '../app/router-context.ts';
import { hubgenApiId } from '../../shared/api-embeds.ts';
import type { PageEmbeds } from '../api-reference/types.ts';

export default function useSpecData(id?: string): { id?: string; spec: { info: { title?: string; version?: string } } } {
  const embeds = (useRouteData()?.props as { embeds?: PageEmbeds } | undefined)?.embeds;
  const slice = embeds?.apis[id !== undefined ? hubgenApiId(id) : (embeds.defaultApi ?? '')];
  return { id, spec: { info: { title: slice?.title, version: slice?.whole?.version } } };
}
