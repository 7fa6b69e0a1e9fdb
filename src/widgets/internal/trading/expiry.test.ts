import { describe, expect, it } from 'vitest';
import { expiryBounds, expiryTime, fromLocalInput, nextExpiry, toLocalInput } from './expiry';

const now = new Date(2026, 10, 28, 14, 30, 42);

describe('a pending order\'s expiry (pure)', () => {
  it('a date and time of the trader\'s own starts a day ahead to the minute, and stays that moment for the next order', () => {
    expect(expiryTime('custom', now)).toBe(new Date(2026, 10, 29, 14, 30, 0).toISOString());
    const chosen = new Date(2026, 11, 24, 18, 0).toISOString();
    expect(nextExpiry('custom', chosen, new Date(now.getTime() + 3_600_000))).toBe(chosen);
    // A preset counts again from the moment of the next order.
    expect(nextExpiry('hour', chosen, now)).toBe(new Date(now.getTime() + 3_600_000).toISOString());
    expect(nextExpiry('gtc', chosen, now)).toBeUndefined();
  });

  it('reads and writes the picker\'s value in the trader\'s time zone', () => {
    const at = new Date(2026, 0, 5, 7, 5).toISOString();
    expect(toLocalInput(at)).toBe('2026-01-05T07:05');
    expect(fromLocalInput('2026-01-05T07:05')).toBe(at);
    expect([toLocalInput(undefined), toLocalInput(''), toLocalInput('not a time')]).toEqual(['', '', '']);
    expect([fromLocalInput(''), fromLocalInput('2026-13-45T99:99'), fromLocalInput('tomorrow')]).toEqual([undefined, undefined, undefined]);
  });

  it('offers the window the server accepts: a minute to 366 days ahead', () => {
    expect(expiryBounds(now)).toEqual({ min: '2026-11-28T14:31', max: toLocalInput(new Date(now.getTime() + 366 * 86_400_000).toISOString()) });
  });
});
