// Pending order expiry (docs/trading.md "Pending order expiry"): an order not filled by its time is cancelled once,
// its reservation released to the cent, told to its owner; never filled after it; checked at a new engine's start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, until } from '../testing.js';
import { account, action, expectLedgerConsistent, ledgerRows, listen, order, quote, submit, trader } from './test-helpers.js';
import { TradingEngine } from './engine/engine.js';
import { OrderBook } from './engine/book.js';
import { dueTriggers } from './engine/risk.js';
import type { PriceFeed } from '../feed/types.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const engine = () => app.engine as TradingEngine;
const pending = (token: string, extra: Record<string, string | number> = {}) =>
  submit(app, token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 0, target_price: '1.07000', ...extra });

describe('pending order expiry', () => {
  it('cancels the order when its time comes, releases the reservation to the cent and tells the owner, once', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const before = await account(app, t.id);
    const ws = listen(app, t.id, ['FOREX_CLOSED']);
    const expiresAt = ahead(3_600_000);
    // Any zone is taken and kept in UTC.
    const local = expiresAt.replace('Z', '+00:00');
    const r = await pending(t.token, { expires_at: local });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ Status: 0, ExpiresAt: expiresAt });
    expect((await account(app, t.id)).balance).not.toBe(before.balance);

    await engine().expireDue(new Date(Date.parse(expiresAt) - 1).toISOString());
    expect((await order(app, r.data.Id)).status).toBe(0); // a millisecond early: still waiting
    await engine().expireDue(expiresAt);
    const o = await order(app, r.data.Id);
    expect([o.status, o.close_reason, o.reserved]).toEqual([2, 'expired', '0.000000']);
    expect(await account(app, t.id)).toEqual(before);
    const rows = await ledgerRows(app, t.id);
    expect(rows.at(-1)).toMatchObject({ memo_tran: `Pending order expired EURUSD #${r.data.Id}`, type: 6 });
    expect(ws.of('FOREX_CLOSED').map((m) => m.data)).toEqual([expect.objectContaining({ Id: r.data.Id, Status: 2, Reason: 'expired' })]);

    // Once: another sweep, and a cancel after it, move nothing.
    await engine().expireDue(ahead(7_200_000));
    expect((await action(app, t.token, 'cancel_trade', { id: r.data.Id })).code).toBe(0);
    expect(await account(app, t.id)).toEqual(before);
    expect(ws.of('FOREX_CLOSED')).toHaveLength(1);
    await expectLedgerConsistent(app, t.id);
    ws.close();
  });

  it('a position filled before its time keeps no expiry; an order without one never expires', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const filled = await pending(t.token, { expires_at: ahead(3_600_000) });
    const kept = await pending(t.token, { target_price: '1.05000' });
    expect(kept.data.ExpiresAt).toBe('');
    await quote(app, 'EURUSD', '1.06980', '1.06992');
    expect((await order(app, filled.data.Id)).status).toBe(1);
    await engine().expireDue(ahead(400 * 86_400_000));
    expect((await order(app, filled.data.Id)).status).toBe(1);
    expect((await order(app, kept.data.Id)).status).toBe(0);
    await expectLedgerConsistent(app, t.id);
  });

  it('a new engine (a restart, a new leader) cancels at once what expired while none ran', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const before = await account(app, t.id);
    const r = await pending(t.token, { expires_at: ahead(3_600_000) });
    await app.db.updateTable('orders').set({ expires_at: ahead(-5_000) }).where('id', '=', r.data.Id).execute();
    // Its swap clock stays off like the test server's: a rollover charge started now would outlive the database.
    const next = new TradingEngine({ db: app.db, feed: engine().feed, swapClock: false });
    try {
      await next.init(engine().instruments());
      await until('expired at start', async () => (await order(app, r.data.Id)).status === 2);
    } finally {
      next.stop();
      await next.idle();
    }
    expect(await account(app, t.id)).toEqual(before);
    // The first engine still held it as waiting: its own sweep finds it gone and moves nothing.
    await engine().expireDue(ahead(7_200_000));
    expect(await account(app, t.id)).toEqual(before);
    await expectLedgerConsistent(app, t.id);
  });

  it('refuses an expiry on a market order, too soon, too far or not a time — with the reason', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const market = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, expires_at: ahead(3_600_000) });
    expect(market).toMatchObject({ code: 0, msg: 'Only a pending order can expire' });
    for (const at of [ahead(30_000), ahead(367 * 86_400_000), ahead(-60_000)]) {
      expect(await pending(t.token, { expires_at: at })).toMatchObject({ code: 0, msg: 'Choose an expiry between 1 minute and 366 days from now' });
    }
    expect((await pending(t.token, { expires_at: 'tomorrow' })).msg).toBe('expires_at must match format "date-time"');
    expect((await pending(t.token, { expires_at: '2026-12-01T10:00:00' })).msg).toBe('expires_at must match format "date-time"'); // no zone
    expect(await account(app, t.id)).toEqual({ balance: '3000.000000', lock_balance: '0.000000' });
  });
});

describe('dueTriggers', () => {
  it('never fills a pending order past its expiry, even at a price that reaches it', () => {
    const book = new OrderBook();
    const row = {
      id: 1, user_id: 1, instrument_id: 1, code: 'EURUSD', side: 1, status: 0, lots: '0.1', leverage: 50, margin_mode: 0, contract_size: '100000',
      quote_ccy: 'USD', price_precision: 5, origin_price: '1.07000', open_price: null, close_price: null, sl: '0', tp: '0', margin: '214', fee: '0.7',
      reserved: '214.7', profit: null, close_reason: null, client_ref: null, created_at: '', opened_at: null, closed_at: null, updated_at: '',
      parent_id: null, trail_pips: '0', expires_at: '2026-11-28T12:00:00.000Z', revision: 0, pending_type: null, oco_id: null, copy_of: null, swap: '0', swap_through: null,
    };
    book.add(row);
    const q = { code: 'EURUSD', bid: '1.06900', ask: '1.06912' };
    const feed = { getQuote: () => q, marketStatus: () => 1 } as unknown as PriceFeed;
    expect(dueTriggers(['EURUSD'], book, feed, '2026-11-28T11:59:59.999Z').triggers.map((t) => t.kind)).toEqual(['fill']);
    expect(dueTriggers(['EURUSD'], book, feed, '2026-11-28T12:00:00.000Z').triggers).toEqual([]);
  });
});
