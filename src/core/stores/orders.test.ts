import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closedIds, createLiveOrders, type LiveOrders } from './orders';

let o: LiveOrders;

describe('live summary', () => {
  beforeEach(() => {
    o = createLiveOrders();
  });

  it('keeps only the newest summary of a frame and indexes positions by id', () => {
    o.applySummary({ ProfitsTotal: '1', HazardRate: '100', CautionMoneyAll: '5', TransOrder: [] });
    o.applySummary({ ProfitsTotal: '2', HazardRate: '90', CautionMoneyAll: '5', TransOrder: [{ Id: 7, UpdatePrice: '1.2', FactProfits: '-3.5' }] });
    expect(o.$summary.get()).toBeNull();
    o.flushSummary();
    expect(o.$summary.get()?.ProfitsTotal).toBe('2');
    expect(o.$positions.get()[7]).toEqual({ UpdatePrice: '1.2', FactProfits: '-3.5' });
    // a server that sends the current stop (a trailing stop moves it) has it reach the rows
    o.applySummary({ ProfitsTotal: '2', HazardRate: '90', CautionMoneyAll: '5', TransOrder: [{ Id: 7, UpdatePrice: '1.3', FactProfits: '1', TargetLossPrice: '1.25' }] });
    o.flushSummary();
    expect(o.$positions.get()[7]).toEqual({ UpdatePrice: '1.3', FactProfits: '1', TargetLossPrice: '1.25' });
  });

  it('parses every closed shape', () => {
    expect(closedIds([1, '2'])).toEqual([1, 2]);
    expect(closedIds({ Id: 3 })).toEqual([3]);
    expect(closedIds([{ Id: 4 }, { id: 5 }])).toEqual([4, 5]);
    expect(closedIds({ ids: [6] })).toEqual([6]);
    expect(closedIds(null)).toEqual([]);
  });

  it('FOREX_CLOSED drops the live position and tells listeners', () => {
    const seen = vi.fn();
    const off = o.onClosed(seen);
    o.applySummary({ ProfitsTotal: '0', HazardRate: '0', CautionMoneyAll: '0', TransOrder: [{ Id: 7, UpdatePrice: '1', FactProfits: '1' }] });
    o.flushSummary();
    const handlers: Record<string, (d: unknown) => void> = {};
    o.bindFeed({ subscribe: (t, h) => ((handlers[t] = h), () => {}) });
    handlers.FOREX_CLOSED([{ Id: 7 }]);
    expect(seen).toHaveBeenCalledWith([7]);
    expect(o.$positions.get()[7]).toBeUndefined();
    off();
    o.applyClosed([8]);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('a fill keeps the live P&L a summary already brought (a catch-up can send the fill after the summary)', () => {
    const seen = vi.fn();
    o.onClosed(seen);
    o.applySummary({ ProfitsTotal: '0', HazardRate: '0', CautionMoneyAll: '0', TransOrder: [{ Id: 9, UpdatePrice: '1.1', FactProfits: '2.5' }, { Id: 10, UpdatePrice: '1.2', FactProfits: '-1' }] });
    o.flushSummary();
    o.applyClosed([
      { Id: 9, Status: 1, Reason: 'fill', Code: 'EURUSD', UpdatePrice: '1.1', FactProfits: '0' },
      { Id: 10, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.2', FactProfits: '-1' },
    ]);
    expect(seen).toHaveBeenCalledWith([9, 10]); // the lists still re-read both
    expect(o.$positions.get()).toEqual({ 9: { UpdatePrice: '1.1', FactProfits: '2.5' } });
  });
});

describe('server notices', () => {
  it('keeps server-side closes for the tray, hands each out once, and marks them read', () => {
    const o = createLiveOrders();
    o.applyClosed({ Id: 5, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-12.5' });
    o.applyClosed([{ Id: 6, Status: 1, Reason: 'fill', Code: 'XAUUSD', UpdatePrice: '2350', FactProfits: '0' }, 7]);
    expect(o.$notices.get().map((n) => [n.event.Id, n.read])).toEqual([[6, false], [5, false]]);
    expect(o.takeUnannounced().map((n) => n.event.Id)).toEqual([5, 6]); // oldest first, as they happened
    expect(o.takeUnannounced()).toEqual([]);
    o.markAllRead();
    expect(o.$notices.get().every((n) => n.read)).toBe(true);
    expect(o.takeUnannounced()).toEqual([]);
    o.reset();
    expect(o.$notices.get()).toEqual([]);
  });

  it('catches up: subscribes FOREX_CLOSED from the last acknowledged time, and an event told twice is one notice at the time it happened', () => {
    const mem = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) });
    try {
      const storage = { key: 'pk.notices', owner: () => '7' };
      const o = createLiveOrders(storage);
      const handlers: Record<string, (d: unknown) => void> = {};
      const params: Record<string, () => Record<string, unknown>> = {};
      const messages = new Set<(m: { type: string; [f: string]: unknown }) => void>();
      const socket = {
        subscribe: (t: string, h: (d: unknown) => void, p?: () => Record<string, unknown>) => ((handlers[t] = h), p && (params[t] = p), () => {}),
        onMessage: (h: (m: { type: string; [f: string]: unknown }) => void) => (messages.add(h), () => void messages.delete(h)),
      };
      const tell = (m: { type: string; [f: string]: unknown }) => messages.forEach((h) => h(m));
      const off = o.bindFeed(socket);
      expect(params.FOREX_CLOSED()).toEqual({ since: '' }); // no cursor yet: nothing to catch up on
      expect(params.FOREX_TRADE).toBeUndefined();
      tell({ type: 'sub', code: 1, topic: 'FOREX_CLOSED', at: '2026-11-27T01:00:00.000Z' });
      tell({ type: 'sub', code: 1, topic: 'FOREX_TRADE', at: '2026-11-27T02:00:00.000Z' });
      tell({ type: 'sub', code: 0, topic: 'FOREX_CLOSED', at: '2026-11-27T03:00:00.000Z' });
      expect(params.FOREX_CLOSED()).toEqual({ since: '2026-11-27T01:00:00.000Z' });

      handlers.FOREX_CLOSED({ Id: 5, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-3', At: '2026-11-27T01:00:05.000Z' });
      // after a drop: the catch-up repeats what came live (read a little before the cursor) and adds what was missed
      const future = new Date(Date.now() + 3_600_000).toISOString();
      handlers.FOREX_CLOSED([
        { Id: 5, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-3', At: '2026-11-27T01:00:05.000Z' },
        { Id: 6, Status: 1, Reason: 'fill', Code: 'EURUSD', UpdatePrice: '1.08', FactProfits: '0', At: '2026-11-27T01:10:00.000Z' },
        { Id: 6, Status: 3, Reason: 'tp', Code: 'EURUSD', UpdatePrice: '1.09', FactProfits: '10', At: future },
      ]);
      const notices = o.$notices.get();
      expect(notices.map((n) => [n.event.Id, n.event.Status])).toEqual([[6, 3], [6, 1], [5, 3]]);
      expect(notices[1].at).toBe(Date.parse('2026-11-27T01:10:00.000Z'));
      expect(notices[0].at).toBeLessThanOrEqual(Date.now()); // a clock ahead of ours: never "in an hour"
      expect(o.takeUnannounced().map((n) => n.event.Id)).toEqual([5, 6, 6]);

      // the next visit starts from the same cursor; logging out forgets it
      const reloaded = createLiveOrders(storage);
      const again: Record<string, () => Record<string, unknown>> = {};
      reloaded.bindFeed({ subscribe: (t, _h, p) => (p && (again[t] = p), () => {}) });
      expect(again.FOREX_CLOSED()).toEqual({ since: '2026-11-27T01:00:00.000Z' });
      off();
      expect(messages.size).toBe(0);
      reloaded.reset();
      expect(again.FOREX_CLOSED()).toEqual({ since: '' });
      expect(mem.has('pk.notices')).toBe(false);

      // a stored cursor that is not a time is dropped: the server would refuse the sub, and closes would never come
      mem.set('pk.notices', JSON.stringify({ owner: '7', notices: [], cursor: 'yesterday' }));
      const tampered: Record<string, () => Record<string, unknown>> = {};
      createLiveOrders(storage).bindFeed({ subscribe: (t, _h, p) => (p && (tampered[t] = p), () => {}) });
      expect(tampered.FOREX_CLOSED()).toEqual({ since: '' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the tray across a reload for the same person, without announcing it again; never for another person', () => {
    const mem = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) });
    try {
      let owner = '7';
      const storage = { key: 'pk.notices', owner: () => owner };
      const first = createLiveOrders(storage);
      first.applyClosed({ Id: 5, Status: 3, Reason: 'tp', Code: 'EURUSD', UpdatePrice: '1.09', FactProfits: '12.5' });
      first.applyClosed({ Id: 6, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-3' });
      expect(first.takeUnannounced()).toHaveLength(2);

      // a reload: the same two, unread, already announced; new ones continue the numbering
      const reloaded = createLiveOrders(storage);
      expect(reloaded.$notices.get().map((n) => [n.event.Id, n.read])).toEqual([[6, false], [5, false]]);
      expect(reloaded.takeUnannounced()).toEqual([]);
      reloaded.applyClosed({ Id: 8, Status: 3, Reason: 'stop_out', Code: 'EURUSD', UpdatePrice: '1.05', FactProfits: '-40' });
      expect(reloaded.takeUnannounced().map((n) => n.event.Id)).toEqual([8]);
      expect(new Set(reloaded.$notices.get().map((n) => n.seq)).size).toBe(3);
      reloaded.markAllRead();
      expect(createLiveOrders(storage).$notices.get().every((n) => n.read)).toBe(true);

      // someone else on this browser sees nothing of it; broken data starts empty
      owner = '9';
      expect(createLiveOrders(storage).$notices.get()).toEqual([]);
      owner = '7';
      mem.set('pk.notices', '{not json');
      expect(createLiveOrders(storage).$notices.get()).toEqual([]);

      // logging out (reset) removes the stored tray
      const last = createLiveOrders(storage);
      last.applyClosed({ Id: 9, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07', FactProfits: '-3' });
      expect(mem.has('pk.notices')).toBe(true);
      last.reset();
      expect(mem.has('pk.notices')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
