import { describe, expect, it } from 'vitest';
import type { CeremonyOptions } from '../../../core/api/passkeys';
import { AUTOFILL_RENEW_MS, offerPasskeyAutofill, type AutofillDeps } from './autofill';

/** A browser whose waiting requests the test answers or fails, a server counting challenges, and timers run by hand. */
function fakeBrowser({ supported = true, server = true } = {}) {
  const requests: { options: CeremonyOptions; answer: (a: unknown) => void; fail: (e: unknown) => void; cancelled: boolean }[] = [];
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let challenges = 0;
  let nextTimer = 0;
  const deps: AutofillDeps = {
    supported: async () => supported,
    options: async () => (server ? { challenge: `c${++challenges}` } : null),
    request: (options) =>
      new Promise((answer, fail) => {
        requests.push({ options, answer, fail, cancelled: false });
      }),
    cancel: () => {
      const last = requests.at(-1);
      if (!last || last.cancelled) throw new Error('cancelled a request that was not waiting');
      last.cancelled = true;
      last.fail(Object.assign(new Error('cancelled'), { name: 'AbortError' }));
    },
    setTimeout: (fn, ms) => {
      timers.set(++nextTimer, { fn, ms });
      return nextTimer;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const fire = () => {
    const due = [...timers.entries()];
    timers.clear();
    for (const [, t] of due) t.fn();
    return due.map(([, t]) => t.ms);
  };
  return { deps, requests, timers, fire, challenges: () => challenges };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('offerPasskeyAutofill', () => {
  it('asks nothing of the server where the browser cannot list passkeys', async () => {
    const b = fakeBrowser({ supported: false });
    offerPasskeyAutofill(b.deps, async () => true);
    await settle();
    expect(b.challenges()).toBe(0);
    expect(b.requests).toHaveLength(0);
  });

  it('waits with the server’s options, and signs in with the passkey picked', async () => {
    const b = fakeBrowser();
    const answers: unknown[] = [];
    const stop = offerPasskeyAutofill(b.deps, async (a) => (answers.push(a), true));
    await settle();
    expect(b.requests.map((r) => r.options.challenge)).toEqual(['c1']);
    b.requests[0].answer({ id: 'key-1' });
    await settle();
    expect(answers).toEqual([{ id: 'key-1' }]);
    expect(b.timers.size).toBe(0);
    stop(); // the form closing after the sign-in cancels nothing: no request is waiting
    expect(b.requests[0].cancelled).toBe(false);
  });

  it('renews the request before the server forgets its challenge, and the old one’s end is not an answer', async () => {
    const b = fakeBrowser();
    const answers: unknown[] = [];
    offerPasskeyAutofill(b.deps, async (a) => (answers.push(a), true));
    await settle();
    expect(b.fire()).toEqual([AUTOFILL_RENEW_MS]);
    expect(AUTOFILL_RENEW_MS).toBeLessThan(5 * 60_000);
    await settle();
    expect(b.requests.map((r) => [r.options.challenge, r.cancelled])).toEqual([['c1', true], ['c2', false]]);
    expect(answers).toEqual([]);
    b.requests[1].answer({ id: 'key-1' });
    await settle();
    expect(answers).toEqual([{ id: 'key-1' }]);
  });

  it('offers again when the picked passkey did not sign in', async () => {
    const b = fakeBrowser();
    const stop = offerPasskeyAutofill(b.deps, async () => false);
    await settle();
    b.requests[0].answer({ id: 'removed-key' });
    await settle();
    expect(b.requests.map((r) => r.options.challenge)).toEqual(['c1', 'c2']);
    stop();
    expect(b.requests[1].cancelled).toBe(true);
  });

  it('stops: cancels its own waiting request once, and starts none after', async () => {
    const b = fakeBrowser();
    const stop = offerPasskeyAutofill(b.deps, async () => true);
    await settle();
    stop();
    stop();
    expect(b.requests.map((r) => r.cancelled)).toEqual([true]);
    expect(b.timers.size).toBe(0);
    await settle();
    expect(b.requests).toHaveLength(1);
  });

  it('stopped before the options arrive, never asks the browser', async () => {
    const b = fakeBrowser();
    const stop = offerPasskeyAutofill(b.deps, async () => true);
    stop();
    await settle();
    expect(b.requests).toHaveLength(0);
  });

  it('a request failed by the browser (another ceremony took over) is left, with nothing cancelled later', async () => {
    const b = fakeBrowser();
    const answers: unknown[] = [];
    const stop = offerPasskeyAutofill(b.deps, async (a) => (answers.push(a), true));
    await settle();
    b.requests[0].fail(Object.assign(new Error('taken over'), { name: 'AbortError' }));
    await settle();
    stop(); // would throw in the fake had it cancelled the other ceremony's request
    expect(answers).toEqual([]);
    expect(b.requests).toHaveLength(1);
    expect(b.timers.size).toBe(0);
  });

  it('without options from the server, offers nothing and says nothing', async () => {
    const b = fakeBrowser({ server: false });
    offerPasskeyAutofill(b.deps, async () => true);
    await settle();
    expect(b.requests).toHaveLength(0);
    expect(b.timers.size).toBe(0);
  });
});
