import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { onBackOnline, SETTLE_MS } from './backOnline';

describe('onBackOnline', () => {
  const target = new EventTarget();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('tries at the event and once more when the connection has settled, at every event', () => {
    const calls: boolean[] = [];
    onBackOnline((settled) => calls.push(settled));
    target.dispatchEvent(new Event('online'));
    expect(calls).toEqual([false]);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(calls).toEqual([false]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([false, true]);
    vi.advanceTimersByTime(10 * SETTLE_MS);
    expect(calls).toEqual([false, true]);
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(SETTLE_MS);
    expect(calls).toEqual([false, true, false, true]);
  });

  test('two events close together make one settled call, after the last', () => {
    const calls: boolean[] = [];
    onBackOnline((settled) => calls.push(settled));
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(SETTLE_MS / 2);
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(SETTLE_MS / 2);
    expect(calls).toEqual([false, false]);
    vi.advanceTimersByTime(SETTLE_MS / 2);
    expect(calls).toEqual([false, false, true]);
  });

  test('the cancel stops both the listening and a settled call on its way', () => {
    const calls: boolean[] = [];
    const cancel = onBackOnline((settled) => calls.push(settled));
    target.dispatchEvent(new Event('online'));
    cancel();
    vi.advanceTimersByTime(SETTLE_MS);
    target.dispatchEvent(new Event('online'));
    expect(calls).toEqual([false]);
  });
});
