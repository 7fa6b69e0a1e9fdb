// Trade notes (extension, trading/notes.ts): one per position, through its life, shared by its closed parts, only
// the owner's, and every bad input refused without touching what is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer } from '../testing.js';
import { action, engineIdle, listen, quote, submit, trader } from './test-helpers.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const setNote = (token: string, id: unknown, note: unknown) => call(app, 'POST', '/v1/api/forex/set_note', { token, body: { id, note } });
const listed = async (token: string, status: 0 | 1 | 3) =>
  (await call(app, 'GET', `/v1/api/forex/my_deal?status=${status}&page=1&limit=100`, { token })).body.data.data as Array<{ Id: number; Note: string; ParentId?: number }>;

describe('trade notes', () => {
  it("keeps the trader's note on a position through its life: open, partly closed, closed", async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const opened = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.03', multiple: 100 });
    const id = opened.data.Id as number;
    expect((await listed(t.token, 1)).find((o) => o.Id === id)?.Note).toBe('');

    const first = await setNote(t.token, id, '  Breakout above 1.0990 after the ECB.\r\nRisk 1 %.  ');
    expect(first.body).toMatchObject({ code: 1, msg: 'Note saved', data: { Id: id, Note: 'Breakout above 1.0990 after the ECB.\nRisk 1 %.' } });
    expect((await listed(t.token, 1)).find((o) => o.Id === id)?.Note).toBe('Breakout above 1.0990 after the ECB.\nRisk 1 %.');

    // A part closed: in history it shows its position's note, and a note written on the part is the position's.
    const part = await action(app, t.token, 'close', { id, lots: '0.01' });
    expect(part.code, part.msg).toBe(1);
    expect((await listed(t.token, 3)).find((o) => o.Id === part.data.Id)?.Note).toBe('Breakout above 1.0990 after the ECB.\nRisk 1 %.');
    const otherDevice = listen(app, t.id, ['FOREX_ORDER']);
    expect((await setNote(t.token, part.data.Id, 'Took a third off at +10 pips.')).body.data).toEqual({ Id: id, Note: 'Took a third off at +10 pips.' });
    // The trader's other devices are told at once: the part and its position, each as its list shows it, note included.
    const told = otherDevice.of('FOREX_ORDER').map((m) => m.data);
    expect(told.map((d) => [d.Change, d.Order.Id, d.Order.Note]).sort((a, b) => a[1] - b[1])).toEqual([
      ['modified', id, 'Took a third off at +10 pips.'],
      ['modified', part.data.Id, 'Took a third off at +10 pips.'],
    ]);
    expect(told.find((d) => d.Order.Id === id).Order).toEqual((await listed(t.token, 1)).find((o) => o.Id === id));
    otherDevice.close();
    expect((await listed(t.token, 1)).find((o) => o.Id === id)?.Note).toBe('Took a third off at +10 pips.');

    // Closed: the note stays with it in history, where it can still be written (what was learnt).
    expect((await action(app, t.token, 'close', { id })).code).toBe(1);
    expect((await listed(t.token, 3)).filter((o) => o.Id === id || o.Id === part.data.Id).map((o) => o.Note)).toEqual(['Took a third off at +10 pips.', 'Took a third off at +10 pips.']);
    expect((await setNote(t.token, id, 'Exit too early: the target was hit an hour later.')).body.code).toBe(1);
    // An empty note deletes it.
    expect((await setNote(t.token, id, '   ')).body).toMatchObject({ msg: 'Note deleted', data: { Id: id, Note: '' } });
    expect((await listed(t.token, 3)).find((o) => o.Id === id)?.Note).toBe('');
    expect(await app.db.selectFrom('order_notes').selectAll().where('order_id', '=', id).execute()).toEqual([]);
  });

  it("a pending order's note, and only the owner's orders", async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const other = await trader(app);
    const pending = await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100, status: 0, target_price: '1.09000' });
    const id = pending.data.Id as number;
    expect((await setNote(t.token, id, 'Buy the retest of support.')).body.code).toBe(1);
    expect((await listed(t.token, 0)).find((o) => o.Id === id)?.Note).toBe('Buy the retest of support.');
    // Someone else's order answers exactly like a missing one, and their lists never carry another's note.
    expect((await setNote(other.token, id, 'mine now')).body).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await setNote(t.token, 99_999_999, 'x')).body).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await listed(t.token, 0)).find((o) => o.Id === id)?.Note).toBe('Buy the retest of support.');
    // Filled at its price, the order is the position (the same id): the note is still there.
    await quote(app, 'EURUSD', '1.08990', '1.09000');
    await engineIdle(app);
    const filled = (await listed(t.token, 1)).find((o) => o.Id === id);
    expect(filled?.Note).toBe('Buy the retest of support.');
  });

  it('refuses what is not a note, keeping the one saved', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 2, cont: '0.01', multiple: 100 })).data.Id as number;
    expect((await setNote(t.token, id, 'Kept')).body.code).toBe(1);
    for (const [badId, note] of [
      [id, 'x'.repeat(501)],
      [id, 'bell \u0007'],
      [id, 'escape \u001b[31m'],
      [id, null],
      [id, 12],
      ['abc', 'x'],
      [0, 'x'],
      [undefined, 'x'],
    ]) {
      const r = await setNote(t.token, badId, note);
      expect(r.body.code, JSON.stringify([badId, note])).toBe(0);
    }
    expect((await setNote(t.token, id, 'x'.repeat(500))).body.code).toBe(1); // the limit itself
    expect((await setNote(t.token, id, 'Kept\tand tabbed')).body.data.Note).toBe('Kept\tand tabbed');
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { body: { id, note: 'a visitor' } })).body.code).toBe(999);
    expect((await listed(t.token, 1)).find((o) => o.Id === id)?.Note).toBe('Kept\tand tabbed');
  });

  it('finds the trades by the words of their notes, with the realised P&L of those alone', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const other = await trader(app);
    const open = async (who: typeof t, note: string) => {
      const id = (await submit(app, who.token, { code: 'EURUSD', type: 1, cont: '0.02', multiple: 100 })).data.Id as number;
      if (note) expect((await setNote(who.token, id, note)).body.code).toBe(1);
      return id;
    };
    const breakout = await open(t, 'Breakout retest, 100% sure_ish');
    const fade = await open(t, 'range fade');
    const bare = await open(t, '');
    await open(other, 'breakout too, but not yours');
    await quote(app, 'EURUSD', '1.10100', '1.10110');
    const part = (await action(app, t.token, 'close', { id: breakout, lots: '0.01' })).data.Id as number;
    for (const id of [breakout, fade, bare]) expect((await action(app, t.token, 'close', { id })).code).toBe(1);

    const found = async (note: string, status = 3) => {
      const r = await call(app, 'GET', `/v1/api/forex/my_deal?status=${status}&page=1&limit=100&note=${encodeURIComponent(note)}`, { token: t.token });
      expect(r.body.code, r.body.msg).toBe(1);
      return r.body.data as { data: Array<{ Id: number; Profit: string }>; total: number; all_fact_profits: string };
    };
    // the position and its closed part, whatever the letters' case; its P&L is theirs, not the whole history's
    const hit = await found('  BREAKOUT ');
    expect(hit.data.map((o) => o.Id).sort()).toEqual([breakout, part].sort());
    expect(hit.total).toBe(2);
    const rows = await app.db.selectFrom('orders').select('profit').where('id', 'in', [breakout, part]).execute();
    expect(Number(hit.all_fact_profits)).toBeCloseTo(rows.reduce((s, r) => s + Number(r.profit), 0), 6);
    expect((await found('fade')).data.map((o) => o.Id)).toEqual([fade]);
    // % and _ are the note's own characters, not patterns
    expect((await found('100%')).data.map((o) => o.Id).sort()).toEqual([breakout, part].sort());
    expect((await found('breakout_retest')).total).toBe(0); // as a pattern, _ would match the space
    expect((await found('sure_ish')).total).toBe(2);
    expect((await found('%')).total).toBe(2);
    // nothing of another trader's; blank words are no filter; too long is refused
    expect((await found('not yours')).total).toBe(0);
    expect((await found('   ')).total).toBe(4);
    const long = await call(app, 'GET', `/v1/api/forex/my_deal?status=3&note=${'x'.repeat(101)}`, { token: t.token });
    expect(long.body).toMatchObject({ code: 0, msg: expect.stringContaining('note') });
  });

  it('finds notes written in any alphabet, whatever the case or the way a letter was typed', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const open = async (note: string) => {
      const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).data.Id as number;
      expect((await setNote(t.token, id, note)).body.code).toBe(1);
      return id;
    };
    const russian = await open('ПРОБОЙ уровня после ЕЦБ');
    const french = await open('Écart trop large, Straße'); // É as one character
    const czech = await open('Vstup příliš brzy: ČEKAT');
    const found = async (note: string) =>
      ((await call(app, 'GET', `/v1/api/forex/my_deal?status=1&page=1&limit=100&note=${encodeURIComponent(note)}`, { token: t.token })).body.data.data as Array<{ Id: number }>).map((o) => o.Id);
    expect(await found('пробой')).toEqual([russian]);
    expect(await found('ецб')).toEqual([russian]);
    expect(await found('E\u0301CART')).toEqual([french]); // É typed as E and an accent
    expect(await found('straße')).toEqual([french]);
    expect(await found('čekat')).toEqual([czech]);
    expect(await found('PŘÍLIŠ')).toEqual([czech]);
    // a changed note is found by its new words only
    expect((await setNote(t.token, russian, 'Отбой')).body.code).toBe(1);
    expect(await found('пробой')).toEqual([]);
    expect(await found('ОТБОЙ')).toEqual([russian]);
  });
});
