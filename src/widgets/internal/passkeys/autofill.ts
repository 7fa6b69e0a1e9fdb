// Passkeys offered among the sign-in form's suggestions (WebAuthn's conditional mediation, docs/accounts.md
// "Passkeys"): while the form is open a request waits in the browser, which lists this site's passkeys when the person
// taps the account or password field; picking one answers it. The browser, the server and the timers come in, so the
// rule — one request at a time, renewed before the server forgets its challenge, cancelled only while it is ours —
// is tested without either.
import type { CeremonyOptions } from '../../../core/api/passkeys';

/** The server keeps a challenge five minutes; a fresh one before that, so a passkey picked late still signs in. */
export const AUTOFILL_RENEW_MS = 4 * 60_000;

export interface AutofillDeps {
  /** Whether this browser lists passkeys in a field's suggestions. */
  supported(): Promise<boolean>;
  /** Request options from the server; null when it gave none (refused, offline): no suggestion then, no message. */
  options(): Promise<CeremonyOptions | null>;
  /** The browser's waiting request: the answer once a passkey is picked; rejects when cancelled or failed. */
  request(options: CeremonyOptions): Promise<unknown>;
  /** Cancels the browser's current request. */
  cancel(): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Starts offering; answers the function that stops. `signIn` gets a picked passkey's answer and says whether it
 * signed in: when not (a removed passkey, a locked account — the core has said why), the passkeys are offered again.
 * A failed request is not told: the person did not ask for it, and the form's passkey button says what goes wrong.
 */
export function offerPasskeyAutofill(deps: AutofillDeps, signIn: (answer: unknown) => Promise<boolean>): () => void {
  let stopped = false;
  // The request in the browser is ours (a cancel then cannot reach another ceremony, such as the button's).
  let waiting = false;
  let renewal: unknown;

  const offer = async (): Promise<void> => {
    const options = await deps.options().catch(() => null);
    if (stopped || !options) return;
    let renewed = false;
    renewal = deps.setTimeout(() => {
      renewed = true;
      waiting = false;
      deps.cancel();
      void offer();
    }, AUTOFILL_RENEW_MS);
    const timer = renewal;
    waiting = true;
    let answer: unknown;
    try {
      answer = await deps.request(options);
    } catch {
      return;
    } finally {
      if (!renewed) {
        waiting = false;
        deps.clearTimeout(timer);
      }
    }
    if (stopped || renewed) return;
    if (!(await signIn(answer).catch(() => false)) && !stopped) await offer();
  };

  void deps.supported().then((yes) => (yes && !stopped ? offer() : undefined), () => undefined);
  return () => {
    if (stopped) return;
    stopped = true;
    deps.clearTimeout(renewal);
    if (waiting) {
      waiting = false;
      deps.cancel();
    }
  };
}
