import { useEffect, useMemo, useRef, useState } from 'react';
import type { PasskeySignInApi } from '../../core/api/passkeys';
import { offerPasskeyAutofill } from '../internal/passkeys/autofill';

type WebAuthn = typeof import('@simplewebauthn/browser');

/**
 * The login form's passkeys among the account and password fields' suggestions (internal/passkeys/autofill.ts) while
 * it shows and `enabled`. `signIn` takes a picked passkey's answer and says whether it signed in. The form's passkey
 * button `stop`s the offer before its own prompt (the browser holds one request at a time) and `restart`s it after.
 */
export function usePasskeyAutofill(enabled: boolean, api: PasskeySignInApi, signIn: (answer: unknown) => Promise<boolean>) {
  const [round, setRound] = useState(0);
  const stopRef = useRef<() => void>(() => undefined);
  const signInRef = useRef(signIn);
  signInRef.current = signIn;

  useEffect(() => {
    if (!enabled) return;
    // The ceremony's library is the chunk the passkey button loads too; it arrives after the form has painted.
    let webauthn: WebAuthn | undefined;
    const stop = offerPasskeyAutofill(
      {
        supported: async () => (webauthn ??= await import('@simplewebauthn/browser')).browserSupportsWebAuthnAutofill(),
        options: () => api.loginOptions({ showErrorMessage: false }),
        // The view gives its fields the `webauthn` token whenever passkeys are offered; the library's own look for
        // them searches the document, which cannot see into an embedded widget's shadow root.
        request: (options) => webauthn!.startAuthentication({ optionsJSON: options as never, useBrowserAutofill: true, verifyBrowserAutofillInput: false }),
        cancel: () => webauthn?.WebAuthnAbortService.cancelCeremony(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
      (answer) => signInRef.current(answer),
    );
    stopRef.current = stop;
    return stop;
  }, [enabled, api, round]);

  return useMemo(() => ({ stop: () => stopRef.current(), restart: () => setRound((r) => r + 1) }), []);
}
