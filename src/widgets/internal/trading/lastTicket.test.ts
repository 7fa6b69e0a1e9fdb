import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pair } from '../../../core/stores/fixtures.test-util';
import { initialTicket } from '../../OrderTicket/ticket';
import { rememberTicket, startingTicket } from './lastTicket';

const p = pair('EURUSD');
const guard = (value: string, checked = true) => ({ checked, value, touched: true });

describe('the ticket a pair starts from', () => {
  beforeEach(() => {
    rememberTicket('EURUSD', { ...initialTicket(p), mode: 1, guard: guard('', false) });
  });

  it('keeps price protection on for every pair once a market order used it, off once one did not', () => {
    rememberTicket('EURUSD', { ...initialTicket(p), lots: '0.02', mode: 1, guard: guard(' 1.5 ') });
    expect(startingTicket(pair('GBPUSD')).guard).toEqual(guard('1.5'));
    expect(startingTicket(p)).toMatchObject({ lots: '0.02', guard: guard('1.5') });
    // a pending order says nothing about it
    rememberTicket('EURUSD', { ...initialTicket(p), mode: 0, guard: guard('', false) });
    expect(startingTicket(p).guard).toEqual(guard('1.5'));
    rememberTicket('EURUSD', { ...initialTicket(p), mode: 1, guard: guard('1.5', false) });
    expect(startingTicket(p).guard.checked).toBe(false);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('ignores what the storage holds when it is not pips the server takes', async () => {
    const held: Record<string, string> = { 'pipkit.priceProtection': JSON.stringify('5000') };
    vi.stubGlobal('localStorage', { getItem: (k: string) => held[k] ?? null, setItem: (k: string, v: string) => (held[k] = v), removeItem: (k: string) => delete held[k] });
    vi.resetModules(); // the stored value is read when the module loads
    const fresh = await import('./lastTicket');
    expect(fresh.startingTicket(p).guard.checked).toBe(false);
    held['pipkit.priceProtection'] = JSON.stringify('3');
    vi.resetModules();
    expect((await import('./lastTicket')).startingTicket(p).guard).toEqual(guard('3'));
  });
});
