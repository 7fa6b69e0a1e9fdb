// Migrations 039 and 042 (db/search-text.ts): notes and company names saved before the server kept their search form,
// or before it folded ß and the Turkish i's, are found at once after the upgrade, in any alphabet. Taken back (down)
// and again (up) on a server's database holding them, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../content/companies.js';
import { call, makeServer } from '../testing.js';
import { quote, submit, trader } from '../trading/test-helpers.js';
import { migrations } from './migrations/index.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

/** The names of the companies a visitor finds by `name`. */
const companies = async (name: string) =>
  (await call(app, 'GET', `/api/company/getCompany?name=${encodeURIComponent(name)}`)).body.data.map((c: { name: string }) => c.name);

describe('search forms of text saved before them', () => {
  it('are written by the migration for every note and company name', async () => {
    await quote(app, 'EURUSD', '1.10000', '1.10010');
    const t = await trader(app);
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).data.Id as number;
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { token: t.token, body: { id, note: 'ПРОБОЙ, Écart' } })).body.code).toBe(1);
    await createCompany(app.db, { name: 'Öresund Финанс' });

    const migration = migrations['039_search_forms'];
    await migration.down!(app.db);
    await migration.up(app.db);

    expect(await app.db.selectFrom('order_notes').select(['note', 'folded']).where('order_id', '=', id).executeTakeFirst()).toEqual({ note: 'ПРОБОЙ, Écart', folded: 'пробой, écart' });
    const notes = await call(app, 'GET', `/v1/api/forex/my_deal?status=1&page=1&limit=10&note=${encodeURIComponent('пробой')}`, { token: t.token });
    expect(notes.body.data.data.map((o: { Id: number }) => o.Id)).toEqual([id]);
    expect(await companies('ÖRESUND финанс')).toEqual(['Öresund Финанс']);
    expect(await companies('helios')).toEqual(['Helios Capital Services']); // a seeded one, saved before too
  });

  it('are folded again for ß and the Turkish i by migration 042, and back to lower case only when it is taken back', async () => {
    const t = await trader(app);
    const id = (await submit(app, t.token, { code: 'EURUSD', type: 1, cont: '0.01', multiple: 100 })).data.Id as number;
    expect((await call(app, 'POST', '/v1/api/forex/set_note', { token: t.token, body: { id, note: 'Straße KARLILIK' } })).body.code).toBe(1);
    const form = async () => (await app.db.selectFrom('order_notes').select('folded').where('order_id', '=', id).executeTakeFirstOrThrow()).folded;
    expect(await form()).toBe('strasse karlilik');

    const migration = migrations['042_search_folds'];
    await migration.down!(app.db);
    expect(await form()).toBe('straße karlilik');
    await migration.up(app.db);
    expect(await form()).toBe('strasse karlilik');
    const found = async (words: string) =>
      (await call(app, 'GET', `/v1/api/forex/my_deal?status=1&page=1&limit=10&note=${encodeURIComponent(words)}`, { token: t.token })).body.data.data.map((o: { Id: number }) => o.Id);
    expect(await found('STRASSE')).toEqual([id]);
    expect(await found('karlılık')).toEqual([id]);
    await createCompany(app.db, { name: 'İş Yatırım Menkul' });
    expect(await companies('İŞ YATIRIM')).toEqual(['İş Yatırım Menkul']);
    expect(await companies('iş yatirim')).toEqual(['İş Yatırım Menkul']);
  });
});
