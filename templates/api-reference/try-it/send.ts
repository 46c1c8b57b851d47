// Sends the console's request with fetch, and says what came back, or why nothing did: the browser
// reports a CORS refusal, a Content-Security-Policy block and an unreachable host all as the same
// TypeError, so a CSP block is told apart by the violation event it fires.
import { fetchBody, type ConsoleRequest } from './build-request.ts';

export interface Reply {
  status: number;
  statusText: string;
  ms: number;
  /** Bytes of the body as received. */
  size: number;
  headers: [string, string][];
  contentType: string;
  /** As received: shown as text, an image or a download by its type (ReplyBody.tsx). */
  body: ArrayBuffer;
  /** Where it came from (after redirects), for a download's file name. */
  url: string;
}

export type Outcome = { reply: Reply } | { failure: string };

export async function send(request: ConsoleRequest): Promise<Outcome> {
  const target = new URL(request.url).origin;
  const policy = watchPolicy(target);
  const started = performance.now();
  try {
    // credentials 'omit': the docs' own cookies never go to the API; the reader's go in headers.
    // no-referrer: the API does not learn which docs page (or which query) the reader was on.
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: fetchBody(request.body), credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'follow' });
    const bytes = await response.arrayBuffer();
    return {
      reply: {
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        size: bytes.byteLength,
        headers: [...response.headers],
        contentType: response.headers.get('content-type') ?? '',
        body: bytes,
        url: response.url || request.url,
      },
    };
  } catch {
    return { failure: failureText(target, await policy.blocked()) };
  } finally {
    policy.stop();
  }
}

/** Listens for the site's Content-Security-Policy blocking a request to `target`, from before the request is made. */
export function watchPolicy(target: string): { blocked(): Promise<boolean>; stop(): void } {
  let blockedByPolicy = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src' && event.blockedURI.startsWith(target)) blockedByPolicy = true;
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  return {
    // The violation event is dispatched after fetch rejects, in a task of its own.
    blocked: () => new Promise((resolve) => setTimeout(() => resolve(blockedByPolicy), 50)),
    stop: () => document.removeEventListener('securitypolicyviolation', onViolation),
  };
}

function failureText(target: string, blockedByPolicy: boolean): string {
  if (blockedByPolicy) return `This site's Content-Security-Policy does not allow requests to ${target}: add it to connect-src in the site's _headers.`;
  return `No reply could be read from ${target}. Either the server cannot be reached, or the API did not allow this origin (CORS): use the mock, or ask the API's owner to allow ${location.origin}.`;
}
