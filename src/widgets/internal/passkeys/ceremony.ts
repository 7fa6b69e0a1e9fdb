// The browser's half of a passkey ceremony (docs/accounts.md "Passkeys"): navigator.credentials through
// @simplewebauthn/browser, loaded when a ceremony starts (a lazy chunk: a login form or a settings screen that is
// never used for a passkey does not carry it), and what went wrong said in the reader's language.
import { t } from '../../../core';
import type { CeremonyOptions } from '../../../core/api/passkeys';

/** Whether this browser can make and use passkeys at all (a WebView without WebAuthn cannot). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';

/**
 * What a failed ceremony tells the person, or null when they closed the browser's prompt themselves (nothing to say).
 * The browser names the failure (a DOMException, wrapped by the library with a code).
 */
export function ceremonyProblem(err: unknown): string | null {
  const e = err as { name?: string; code?: string; cause?: { name?: string } } | null;
  const name = e?.cause?.name ?? e?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return null;
  if (e?.code === 'ERROR_INVALID_DOMAIN' || e?.code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') return t('user.passkeyNotHere');
  if (e?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return t('user.passkeyExists');
  return t('user.passkeyError');
}

/**
 * Runs the browser's prompt with the server's options — `create` makes a passkey on this device, `get` signs the
 * challenge with one it keeps for this site — and answers what to send back; null when the prompt failed (said
 * through `notify`) or was closed.
 */
export async function passkeyAnswer(kind: 'create' | 'get', options: CeremonyOptions, notify: (text: string, kind: 'error') => void): Promise<unknown> {
  try {
    const webauthn = await import('@simplewebauthn/browser');
    return kind === 'create' ? await webauthn.startRegistration({ optionsJSON: options as never }) : await webauthn.startAuthentication({ optionsJSON: options as never });
  } catch (err) {
    const problem = ceremonyProblem(err);
    if (problem) notify(problem, 'error');
    return null;
  }
}
