// JSON files a page fetches after it has loaded: sidebar skeletons and closed categories' children,
// and the code of an API reference's tabs. Each is named by its content and read by many parts
// of the page, so it is fetched once per page life and shared. A failed request is forgotten:
// asking again (a retry, another pick of the tab) fetches again.
const files = new Map<string, Promise<unknown>>();

/** Thrown when the server answers with an error status. */
export class FetchStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    statusText: string,
  ) {
    super(`Loading ${url} failed: ${status} ${statusText}`.trim());
  }
}

/** `url` as the browser requests it (the site's baseUrl included). */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let pending = files.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new FetchStatusError(url, response.status, response.statusText);
      return response.json() as Promise<T>;
    });
    files.set(url, pending);
    pending.catch(() => files.delete(url));
  }
  return pending;
}
