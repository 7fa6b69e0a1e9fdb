// FOREX_ORDER (docs/socket.md): what a trader's own requests change reaches every socket of theirs — the phone that
// placed an order and the desktop showing the same account — as the order's view, the same one my_deal lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { action, engineIdle, listen, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

const post = async (token: string, path: string, body: Record<string, string>) => (await call(app, 'POST', `/v1/api/forex/${path}`, { token, body })).body;
const listed = async (token: string, status: 0 | 1 | 3, id: number) =>
  (await call(app, 'GET', `/v1/api/forex/my_deal?status=${status}&page=1`, { token })).body.data.data.find((o: { Id: number }) => o.Id === id);
const changes = (ws: ReturnType<typeof listen>) => ws.of('FOREX_ORDER').map((m) => [m.data.Change, m.data.Order.Id, m.data.Order.Status]);

describe('FOREX_ORDER: a trader’s own changes on every device', () => {
  it('placing, changing and closing a position reach the other device as the order now is', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const other = await trader(app);
    const desktop = listen(app, t.id, ['FOREX_ORDER']);
    const unsubscribed = listen(app, t.id, ['FOREX_TRADE']);
    const someoneElse = listen(app, other.id, ['FOREX_ORDER']);

    const placed = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.3', multiple: 50, status: 1 });
    expect(placed.code, placed.msg).toBe(1);
    const id = placed.data.Id;
    await engineIdle(app);
    // the pushed order is the one the list shows (the same view, live price included), but for the trader's note:
    // lists carry it, pushes never do (the engine does not read notes; a list's patch keeps the note it shows)
    const { Note, ...shown } = await listed(t.token, 1, id);
    expect(Note).toBe('');
    expect(desktop.of('FOREX_ORDER')[0].data).toEqual({ Change: 'opened', Order: shown });

    expect((await action(app, t.token, 'set_stop_price', { id, target_profit_price: '1.09000', stop_loss_price: '1.07000' })).code).toBe(1);
    expect(desktop.of('FOREX_ORDER')[1].data).toMatchObject({ Change: 'modified', Order: { Id: id, TargetProfitPrice: '1.09000', TargetLossPrice: '1.07000' } });
    expect((await post(t.token, 'set_trailing', { id: String(id), pips: '20' })).code).toBe(1);
    expect(desktop.of('FOREX_ORDER')[2].data).toMatchObject({ Change: 'modified', Order: { Id: id, TrailingPips: '20' } });

    // a partial close: the position keeps the rest, the closed part is a new order in history
    const part = await post(t.token, 'close', { id: String(id), lots: '0.1' });
    expect(part.code, part.msg).toBe(1);
    expect(desktop.of('FOREX_ORDER').slice(3).map((m) => m.data)).toEqual([
      { Change: 'modified', Order: expect.objectContaining({ Id: id, Status: 1, Quantity: '0.2' }) },
      { Change: 'closed', Order: expect.objectContaining({ Id: part.data.Id, Status: 3, ParentId: id, Quantity: '0.1' }) },
    ]);
    expect((await action(app, t.token, 'close', { id })).code).toBe(1);
    expect(desktop.of('FOREX_ORDER')[5].data).toMatchObject({ Change: 'closed', Order: { Id: id, Status: 3, CloseReason: 'user' } });
    const { Note: noteClosed, ...closedShown } = await listed(t.token, 3, id);
    expect(noteClosed).toBe('');
    expect(desktop.of('FOREX_ORDER')[5].data.Order).toEqual(closedShown);

    expect(unsubscribed.of('FOREX_ORDER')).toEqual([]);
    expect(someoneElse.messages).toEqual([]);
    for (const ws of [desktop, unsubscribed, someoneElse]) ws.close();
  });

  it('a pending order placed, modified and cancelled; close-all tells each position', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const ws = listen(app, t.id, ['FOREX_ORDER']);
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 0, target_price: '1.07000' });
    expect(pending.code, pending.msg).toBe(1);
    const id = pending.data.Id;
    expect((await action(app, t.token, 'modify_pending', { id, target_price: '1.06500' })).code).toBe(1);
    expect(ws.of('FOREX_ORDER').at(-1)?.data).toMatchObject({ Change: 'modified', Order: { Id: id, Status: 0, OriginPrice: '1.06500' } });
    expect((await action(app, t.token, 'cancel_trade', { id })).code).toBe(1);
    const a = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 1 });
    const b = await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.1', multiple: 50, status: 1 });
    await engineIdle(app);
    expect((await post(t.token, 'close_all', {})).code).toBe(1);
    expect(changes(ws)).toEqual([
      ['opened', id, 0],
      ['modified', id, 0],
      ['cancelled', id, 2],
      ['opened', a.data.Id, 1],
      ['opened', b.data.Id, 1],
      // each closes on its own, newest first or not: both are told
      ...[a.data.Id, b.data.Id].map(() => ['closed', expect.any(Number), 3]),
    ]);
    expect(changes(ws).slice(-2).map((c) => c[1]).sort()).toEqual([a.data.Id, b.data.Id].sort());
    ws.close();
  });

  it('what the server does on its own (a stop loss, a fill) stays on FOREX_CLOSED; a refused request pushes nothing', async () => {
    await quote(app, 'EURUSD', '1.08000', '1.08012');
    const t = await trader(app, '3000');
    const ws = listen(app, t.id, ['FOREX_ORDER', 'FOREX_CLOSED']);
    const r = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.1', multiple: 50, status: 1, stop_loss_price: '1.07500' });
    expect(r.code, r.msg).toBe(1);
    await engineIdle(app);
    await quote(app, 'EURUSD', '1.07400', '1.07412');
    expect(ws.of('FOREX_CLOSED').map((m) => m.data.Reason)).toEqual(['sl']);
    expect(changes(ws)).toEqual([['opened', r.data.Id, 1]]);
    expect((await action(app, t.token, 'close', { id: r.data.Id })).code).toBe(0); // already closed
    expect((await action(app, t.token, 'set_stop_price', { id: r.data.Id, stop_loss_price: '1' })).code).toBe(0);
    expect(changes(ws)).toHaveLength(1);
    ws.close();
  });
});
