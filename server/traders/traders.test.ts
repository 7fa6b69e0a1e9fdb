// A trader's own tools (extensions): the watchlist, the one-click preference and price alerts fired once by the
// server on the watched side of the quote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { call, demoUser, makeServer, realUser, until } from '../testing.js';
import { instrumentId, listen, quote, trader } from '../trading/test-helpers.js';
import { AlertWatcher } from './alerts.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

const settle = () => app.alerts.idle();

describe('watchlist', () => {
  it('keeps the whole ordered list per person and refuses unknown, repeated or too many instruments', async () => {
    const a = await trader(app, '0');
    const b = await trader(app, '0');
    const [eur, gold, jpy] = ['EURUSD', 'XAUUSD', 'USDJPY'].map((c) => instrumentId(app, c));
    expect((await call(app, 'GET', '/v1/api/watchlist', { token: a.token })).body).toMatchObject({ code: 1, data: { ids: [] } });
    expect((await call(app, 'POST', '/v1/api/watchlist', { token: a.token, body: { ids: [gold, eur] } })).body.data.ids).toEqual([gold, eur]);
    await call(app, 'POST', '/v1/api/watchlist', { token: a.token, body: { ids: [eur, jpy, gold] } });
    expect((await call(app, 'GET', '/v1/api/watchlist', { token: a.token })).body.data.ids).toEqual([eur, jpy, gold]);
    expect((await call(app, 'GET', '/v1/api/watchlist', { token: b.token })).body.data.ids).toEqual([]);

    const refused = async (ids: unknown) => (await call(app, 'POST', '/v1/api/watchlist', { token: a.token, body: { ids } })).body;
    expect(await refused([eur, eur])).toMatchObject({ code: 0, msg: 'An instrument is in the watchlist twice' });
    expect(await refused([eur, 99999])).toMatchObject({ code: 0, msg: 'Trading pair not found' });
    expect((await refused(Array.from({ length: 201 }, (_, i) => i + 1))).code).toBe(0);
    expect((await refused('x')).code).toBe(0);
    // nothing saved was lost by the refusals
    expect((await call(app, 'GET', '/v1/api/watchlist', { token: a.token })).body.data.ids).toEqual([eur, jpy, gold]);
  });

  it('belongs to real accounts: a demo user keeps theirs in the browser', async () => {
    const d = await demoUser(app);
    expect((await call(app, 'GET', '/v1/api/watchlist', { token: d.token })).body).toMatchObject({ code: 0, msg: 'Please register or log in to a real account' });
    expect((await call(app, 'GET', '/v1/api/watchlist')).body.code).toBe(999);
  });
});

describe('preferences', () => {
  it('one-click trading is off until turned on, and stays with the user (demo users too)', async () => {
    const d = await demoUser(app);
    expect((await call(app, 'GET', '/v1/api/user/preferences', { token: d.token })).body.data).toEqual({ one_click_trading: false });
    expect((await call(app, 'POST', '/v1/api/user/preferences', { token: d.token, body: { one_click_trading: true } })).body).toMatchObject({ code: 1, data: { one_click_trading: true } });
    const again = await demoUser(app, d.demoId);
    expect((await call(app, 'GET', '/v1/api/user/preferences', { token: again.token })).body.data).toEqual({ one_click_trading: true });
    expect((await call(app, 'POST', '/v1/api/user/preferences', { token: d.token, body: { one_click_trading: 'yes' } })).body.code).toBe(0);
    expect((await call(app, 'POST', '/v1/api/user/preferences', { token: d.token, body: {} })).body.code).toBe(0);
    expect((await call(app, 'GET', '/v1/api/user/preferences', { token: d.token })).body.data).toEqual({ one_click_trading: true });
  });
});

describe('price alerts', () => {
  it('"rises to" watches the ask, "falls to" the bid; each fires once, over the socket, and is listed as fired', async () => {
    const t = await trader(app, '0');
    const eur = instrumentId(app, 'EURUSD');
    await quote(app, 'EURUSD', '1.10000', '1.10020');
    const socket = listen(app, t.id, ['PRICE_ALERT']);
    const create = async (direction: string, price: string) => (await call(app, 'POST', '/v1/api/alerts', { token: t.token, body: { forex_id: eur, direction, price } })).body;
    const up = await create('above', '1.10100');
    expect(up).toMatchObject({ code: 1, msg: 'Price alert saved', data: { Code: 'EURUSD', Direction: 'above', Price: '1.10100', Status: 'active', Side: 'ask' } });
    const down = (await create('below', '1.09900')).data;
    expect(down.Side).toBe('bid');

    // the bid reaches 1.10100 but the ask (1.10090) does not yet: a buyer could not pay that price
    await quote(app, 'EURUSD', '1.10070', '1.10090');
    await settle();
    expect(socket.of('PRICE_ALERT')).toEqual([]);
    await quote(app, 'EURUSD', '1.10080', '1.10100');
    await settle();
    expect(socket.of('PRICE_ALERT').map((m) => m.data)).toEqual([expect.objectContaining({ Id: up.data.Id, Status: 'fired', FiredPrice: '1.10100' })]);
    await quote(app, 'EURUSD', '1.10200', '1.10220'); // further up: fired once only
    await settle();
    expect(socket.of('PRICE_ALERT')).toHaveLength(1);

    // the ask falls to 1.09900 first; the alert waits for the bid
    await quote(app, 'EURUSD', '1.09880', '1.09900');
    await settle();
    expect(socket.of('PRICE_ALERT')).toHaveLength(2);
    expect(socket.of('PRICE_ALERT')[1].data).toMatchObject({ Id: down.Id, FiredPrice: '1.09880' });
    socket.close();

    const list = (await call(app, 'GET', '/v1/api/alerts', { token: t.token })).body.data;
    expect(list.map((a: { Id: number; Status: string }) => [a.Id, a.Status])).toEqual([[down.Id, 'fired'], [up.data.Id, 'fired']]);
  });

  it('a socket returning with a cursor is sent the alerts that fired while it was away, each as it was pushed', async () => {
    const t = await trader(app, '0');
    const gbp = instrumentId(app, 'GBPUSD');
    await quote(app, 'GBPUSD', '1.27000', '1.27020');
    const live = listen(app, t.id, ['PRICE_ALERT']);
    const create = async (price: string) => (await call(app, 'POST', '/v1/api/alerts', { token: t.token, body: { forex_id: gbp, direction: 'above', price } })).body.data;
    const early = await create('1.27100');
    await quote(app, 'GBPUSD', '1.27090', '1.27100');
    await settle();
    // it fired a minute ago
    await app.db.updateTable('price_alerts').set({ fired_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', early.Id).execute();
    const late = [await create('1.27200'), await create('1.27300')];
    await quote(app, 'GBPUSD', '1.27290', '1.27300');
    await settle();
    const pushed = live.of('PRICE_ALERT').map((m) => m.data);
    expect(pushed.map((a) => a.Id)).toEqual([early.Id, late[0].Id, late[1].Id]);

    const back = listen(app, t.id, ['PRICE_ALERT'], { since: new Date(Date.now() - 30_000).toISOString() });
    const none = [listen(app, t.id, ['PRICE_ALERT'], { since: '' }), listen(app, t.id, ['PRICE_ALERT']), listen(app, null, ['PRICE_ALERT'], { since: new Date(0).toISOString() })];
    await until('the catch-up', () => back.of('PRICE_ALERT').length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(back.of('PRICE_ALERT').map((m) => m.data)).toEqual(pushed.slice(1));
    for (const s of none) expect(s.messages).toEqual([]);
    for (const s of [live, back, ...none]) s.close();
  });

  it('fires at start an alert whose level the price already stands at (reached while no watcher ran)', async () => {
    const t = await trader(app, '0');
    const gbp = instrumentId(app, 'GBPUSD');
    await quote(app, 'GBPUSD', '1.27000', '1.27020');
    const a = (await call(app, 'POST', '/v1/api/alerts', { token: t.token, body: { forex_id: gbp, direction: 'above', price: '1.27500' } })).body.data;
    // The price gets there with no watcher listening (a process that stopped between the tick and the alert).
    await app.alerts.stop();
    try {
      await quote(app, 'GBPUSD', '1.27600', '1.27620');
      const fired: Array<{ id: number; user: number; price: string | null }> = [];
      const fresh = new AlertWatcher(app.db, app.engine.quotes, (id) => app.engine.instrument(id), (v, user) => fired.push({ id: v.Id, user, price: v.FiredPrice }), app.log);
      await fresh.start();
      await fresh.stop();
      expect(fired).toEqual([{ id: a.Id, user: t.id, price: '1.27620' }]);
    } finally {
      await app.alerts.start();
    }
    await quote(app, 'GBPUSD', '1.27700', '1.27720');
    await settle();
    expect((await call(app, 'GET', '/v1/api/alerts', { token: t.token })).body.data).toEqual([expect.objectContaining({ Id: a.Id, Status: 'fired', FiredPrice: '1.27620' })]);
  });

  it('editing arms a fired alert again; deleting stops it; a waiting alert survives a restart', async () => {
    const own = await makeServer();
    let again: Awaited<ReturnType<typeof buildServer>> | null = null;
    try {
      const t = await trader(own, '0');
      const gold = instrumentId(own, 'XAUUSD');
      await quote(own, 'XAUUSD', '2350.00', '2350.30');
      const post = async (url: string, body: unknown) => (await call(own, 'POST', url, { token: t.token, body })).body;
      const a = (await post('/v1/api/alerts', { forex_id: gold, direction: 'below', price: '2349.00' })).data;
      await quote(own, 'XAUUSD', '2348.90', '2349.20');
      await own.alerts.idle();
      expect((await call(own, 'GET', '/v1/api/alerts', { token: t.token })).body.data[0]).toMatchObject({ Id: a.Id, Status: 'fired' });
      const edited = await post(`/v1/api/alerts/${a.Id}`, { direction: 'above', price: '2351.00' });
      expect(edited).toMatchObject({ code: 1, data: { Status: 'active', Direction: 'above', FiredAt: null, FiredPrice: null } });
      const gone = (await post('/v1/api/alerts', { forex_id: gold, direction: 'above', price: '2360.00' })).data;
      expect((await call(own, 'DELETE', `/v1/api/alerts/${gone.Id}`, { token: t.token })).body).toMatchObject({ code: 1, msg: 'Deleted' });

      const config = own.config;
      await own.close();
      again = await buildServer(config);
      await again.ready();
      const socket = listen(again, t.id, ['PRICE_ALERT']);
      await quote(again, 'XAUUSD', '2360.50', '2360.80');
      await again.alerts.stop();
      expect(socket.of('PRICE_ALERT').map((m) => m.data.Id)).toEqual([a.Id]);
      socket.close();
    } finally {
      await again?.close();
      await own.cleanup();
    }
  });

  it('tells by message too when asked: on the channel the owner registered with, in their language, once', async () => {
    const email = `a${Math.random().toString(36).slice(2, 10)}@example.com`;
    const u = await realUser(app, email);
    await app.db.updateTable('users').set({ lang: 'de' }).where('id', '=', u.user.id).execute();
    const eur = instrumentId(app, 'EURUSD');
    await quote(app, 'EURUSD', '1.10000', '1.10020');
    const create = async (body: Record<string, unknown>) => (await call(app, 'POST', '/v1/api/alerts', { token: u.token, body: { forex_id: eur, ...body } })).body;
    const told = (await create({ direction: 'below', price: '1.09500', by_message: true })).data;
    expect(told).toMatchObject({ ByMessage: true });
    const quiet = (await create({ direction: 'below', price: '1.09600' })).data;
    expect(quiet).toMatchObject({ ByMessage: false });
    // Changing the level without saying keeps the choice; saying changes it.
    expect((await call(app, 'POST', `/v1/api/alerts/${told.Id}`, { token: u.token, body: { direction: 'below', price: '1.09400' } })).body.data).toMatchObject({ ByMessage: true });
    expect((await call(app, 'POST', `/v1/api/alerts/${quiet.Id}`, { token: u.token, body: { direction: 'below', price: '1.09600', by_message: false } })).body.data).toMatchObject({ ByMessage: false });
    expect((await create({ direction: 'below', price: '1.09000', by_message: 'often' })).code).toBe(0);

    await quote(app, 'EURUSD', '1.09390', '1.09410');
    await settle();
    await until('the message is stored', async () => (await app.db.selectFrom('outbox').select('id').where('target', '=', email).execute()).length > 0);
    const mails = await app.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('target', '=', email).execute();
    expect(mails).toEqual([
      {
        channel: 'email',
        subject: 'Pipkit: EURUSD hat 1.09400 erreicht',
        body: expect.stringMatching(/^Ihr Preisalarm für EURUSD wurde am \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC erreicht: Der Bid fiel auf 1\.09390 \(Ihre Marke: 1\.09400\)\. Der Alarm hat ausgelöst/),
      },
    ]);
    // Both fired on the app; only the one that asked was told by message.
    const list = (await call(app, 'GET', '/v1/api/alerts', { token: u.token })).body.data as { Id: number; Status: string }[];
    expect(list.filter((a) => a.Id === told.Id || a.Id === quiet.Id).map((a) => a.Status)).toEqual(['fired', 'fired']);
  });

  it('refuses a price already reached, a bad price, another person\'s alert and too many', async () => {
    const t = await trader(app, '0');
    const other = await trader(app, '0');
    const eur = instrumentId(app, 'EURUSD');
    await quote(app, 'EURUSD', '1.10000', '1.10020');
    const post = async (body: unknown, token = t.token) => (await call(app, 'POST', '/v1/api/alerts', { token, body })).body;
    expect(await post({ forex_id: eur, direction: 'above', price: '1.10020' })).toMatchObject({ code: 0, msg: 'The ask is already at 1.10020: choose a higher price' });
    expect(await post({ forex_id: eur, direction: 'below', price: '1.10010' })).toMatchObject({ code: 0, msg: 'The bid is already at 1.10000: choose a lower price' });
    expect(await post({ forex_id: eur, direction: 'above', price: '1.100201' })).toMatchObject({ code: 0, msg: 'Enter a price greater than 0 with at most 5 decimals' });
    for (const price of ['0', '-1', 'abc', '1e3', ' 1.2']) expect((await post({ forex_id: eur, direction: 'above', price })).code).toBe(0);
    expect((await post({ forex_id: eur, direction: 'sideways', price: '1.2' })).code).toBe(0);
    expect(await post({ forex_id: 99999, direction: 'above', price: '1.2' })).toMatchObject({ code: 0, msg: 'Trading pair not found' });
    const mine = (await post({ forex_id: eur, direction: 'above', price: '1.20000' })).data;
    expect((await call(app, 'POST', `/v1/api/alerts/${mine.Id}`, { token: other.token, body: { direction: 'above', price: '1.3' } })).body).toMatchObject({ code: 0, msg: 'Price alert not found' });
    expect((await call(app, 'DELETE', `/v1/api/alerts/${mine.Id}`, { token: other.token })).body).toMatchObject({ code: 0, msg: 'Price alert not found' });
    for (let i = 1; i < 50; i++) expect((await post({ forex_id: eur, direction: 'above', price: `1.2${String(i).padStart(3, '0')}` })).code).toBe(1);
    expect(await post({ forex_id: eur, direction: 'above', price: '1.30000' })).toMatchObject({ code: 0, msg: 'You can keep at most 50 waiting price alerts' });
    expect((await call(app, 'GET', '/v1/api/alerts', { token: t.token })).body.data).toHaveLength(50);
    expect((await call(app, 'GET', '/v1/api/alerts')).body.code).toBe(999);
  });
});
