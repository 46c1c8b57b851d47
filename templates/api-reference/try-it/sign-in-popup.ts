// The console's side of the sign-in popup: the window opened on the reader's click, and the wait for
// the site's callback page (oauth-callback.ts) to report where the authorization server sent it.
// The page reports to its opener and, where the opener link was cut (an authorization server that
// sends Cross-Origin-Opener-Policy), on a same-origin BroadcastChannel; each carries only the URL.

export const CALLBACK_CHANNEL = 'hubgen-oauth-callback';

export interface CallbackMessage {
  type: typeof CALLBACK_CHANNEL;
  /** The callback page's URL: its query holds code and state, or error. */
  url: string;
}

/** The callback page the build writes, as the redirect URI to register with the authorization server. */
export const callbackPath = '/oauth-callback.html';

/** A blank popup, opened while the click still counts as the reader's (one opened after an await is blocked). */
export function openPopup(): Window | null {
  const width = 520;
  const height = 680;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open('about:blank', 'hubgen-oauth', `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/** Resolves with the URL the callback page reports, the first one only; rejects when `signal` aborts. */
export function waitForCallback(signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    const done = () => {
      window.removeEventListener('message', onMessage);
      channel.close();
    };
    const take = (data: unknown) => {
      const message = data as Partial<CallbackMessage> | null;
      if (message?.type !== CALLBACK_CHANNEL || typeof message.url !== 'string') return;
      done();
      resolve(message.url);
    };
    const onMessage = (event: MessageEvent) => event.origin === location.origin && take(event.data);
    window.addEventListener('message', onMessage);
    channel.onmessage = (event) => take(event.data);
    signal.addEventListener('abort', () => {
      done();
      reject(new Error('cancelled'));
    });
  });
}
