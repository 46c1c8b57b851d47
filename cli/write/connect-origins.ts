// The origins the request console may send to, for `connect-src` in `_headers`: each absolute
// server URL of an API whose console is on, its variables at their default or each of their
// allowed values. Exactly those: a reader who types another host gets the console's message
// naming the origin to add. A relative server is the docs' own origin, which 'self' covers.
import type { ApiView, ServerView } from '../../templates/api-reference/types.ts';
import type { ConsolePolicy } from './headers-file.ts';

/**
 * What `_headers` must allow for the console; undefined when no API has it. `authUrls`: the
 * endpoints it signs readers in through (token, device authorization, OpenID discovery); a relative
 * one is on its API's server, allowed already, and a protocol-relative one is taken as https.
 */
export function consolePolicy(views: ApiView[], authUrls: string[] = []): ConsolePolicy | undefined {
  if (!views.some((view) => view.tryItUrl)) return undefined;
  const auth = authUrls.flatMap((url) => originOf(url.startsWith('//') ? `https:${url}` : url) ?? []);
  return { connectOrigins: [...new Set([...consoleOrigins(views), ...auth])].sort() };
}

export function consoleOrigins(views: ApiView[]): string[] {
  const origins = new Set<string>();
  for (const view of views) {
    if (!view.tryItUrl) continue;
    for (const server of view.servers ?? []) for (const url of expandedUrls(server)) {
      const origin = originOf(url);
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

/** Every URL the server's variables allow (each enum value), or the one with their defaults. */
function expandedUrls(server: ServerView): string[] {
  let urls = [server.url];
  for (const variable of server.variables) {
    const values = variable.enum?.length ? variable.enum : [variable.default];
    urls = urls.flatMap((url) => (url.includes(`{${variable.name}}`) ? values.map((value) => url.split(`{${variable.name}}`).join(value)) : [url]));
  }
  return urls;
}

/** An http(s) URL's origin; nothing for a relative URL or one with a placeholder left in its host. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin.includes('{') || origin.includes('%7B') ? undefined : origin;
  } catch {
    return undefined;
  }
}
