// The reader's secrets hidden in the code the console shows until they reveal them. The request is
// built again from credentials whose secrets are a marker of letters only, which every writer keeps
// as it is (no language escapes it, no URL encodes it), and the marker is then shown as dots: a
// secret is hidden however each language would have escaped it.
import type { Credential } from './build-request.ts';

const MARKER = 'HubgenMaskedSecret';
export const MASK = '•'.repeat(8);

/** The credentials with each secret (and a basic username, which APIs use as a key too) replaced by the marker. */
export function maskedCredentials(credentials: Record<string, Credential>): Record<string, Credential> {
  const masked: Record<string, Credential> = {};
  for (const [name, credential] of Object.entries(credentials)) {
    masked[name] = { ...credential, user: credential.user && MARKER, secret: credential.secret && MARKER };
  }
  return masked;
}

/** Code written from masked credentials, as the reader sees it. */
export function showMasked(code: string): string {
  return code.split(MARKER).join(MASK);
}

/** Whether the schemes the request uses hold a secret the reader has given, so there is something to reveal. */
export function holdsSecrets(credentials: Record<string, Credential>, schemes: string[]): boolean {
  return schemes.some((name) => Boolean(credentials[name]?.secret || credentials[name]?.user));
}
