// The script of the page an authorization server sends a reader back to after signing in from the
// request console (oauth-callback.html, written by the build: cli/write/oauth-callback-page.ts). It
// hands the reply's URL to the console that opened the popup, which checks its state and exchanges
// the code, then closes. An external script, as the site's Content-Security-Policy allows no other.
import { CALLBACK_CHANNEL, type CallbackMessage } from './sign-in-popup.ts';

const message: CallbackMessage = { type: CALLBACK_CHANNEL, url: location.href };
// The code is single-use and bound to the console's PKCE verifier; still, it stays in no history entry.
history.replaceState(null, '', location.pathname);
(window.opener as Window | null)?.postMessage(message, location.origin);
const channel = new BroadcastChannel(CALLBACK_CHANNEL);
channel.postMessage(message);
channel.close();
window.close();
