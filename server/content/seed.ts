import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { seedTrading } from '../trading/repo.js';
import { Prng, hashString } from '../feed/prng.js';
import { big, div, mul, roundMoney, roundPrice } from '../../src/core/money/index.js';
import { createCompany } from './companies.js';
import { createNews } from './news.js';
import './schema.js';

// Seeds of a fresh install: a few published news articles, sample companies for main mode, and a set of ranking
// traders with real closed-trade rows. Each seed carries a seed_key, so it is inserted once (an operator may edit
// or delete it). Seeded traders keep trading: at every start, trades are generated from their last trade up to
// now (about one a day), so the three-week figures stay meaningful on a long-running install.

/**
 * Written as the sanitiser stores them (a test holds every one to it), so a fresh install stores them as they are:
 * loading the sanitiser (jsdom, about 0.4 s) only for our own articles would make its first start that much slower.
 */
export const SEED_NEWS = [
  {
    key: 'welcome',
    title: 'Welcome to Pipkit',
    desc: 'Trade forex, metals, indices and crypto with leverage, long and short.',
    content:
      '<h2>Welcome</h2><p>Pipkit lets you trade <strong>forex, metals, indices, commodities and crypto</strong> with leverage, long and short, in lots.</p><ul><li>Start a demo account without signing up.</li><li>Set stop-loss and take-profit on every position.</li><li>Follow the ranking of our best traders.</li></ul><p>Read the <a href="https://en.wikipedia.org/wiki/Foreign_exchange_market" target="_blank" rel="noopener noreferrer nofollow">introduction to the FX market</a>.</p>',
  },
  {
    key: 'risk',
    title: 'Understanding margin and risk rate',
    desc: 'How margin, equity and the risk rate work, and when positions are stopped out.',
    content:
      '<h2>Margin</h2><p>Opening a position locks a margin of <em>lots × contract size × price ÷ leverage</em>.</p><h2>Risk rate</h2><p>The risk rate is your equity divided by the margin in use. When it falls below the stop-out level, the worst-losing position is closed first.</p><blockquote>Leveraged trading carries a high level of risk and may not be suitable for all investors.</blockquote>',
  },
  {
    key: 'hours',
    title: 'Trading hours',
    desc: 'Forex trades 24 hours a day from Monday to Friday; indices follow their exchanges.',
    content:
      '<p>Forex markets are open from Sunday 22:00 to Friday 22:00 UTC. Metals pause daily for one hour. Indices follow the sessions of their exchanges, and crypto trades around the clock.</p><table><thead><tr><th>Market</th><th>Hours (UTC)</th></tr></thead><tbody><tr><td>Forex</td><td>Sun 22:00 – Fri 22:00</td></tr><tr><td>Crypto</td><td>24/7</td></tr></tbody></table>',
  },
];

export const SEED_COMPANIES = [
  { key: 'northbridge', name: 'Northbridge Markets Ltd', subject: 'Retail FX and CFD broker', registered_address: '12 Harbour Street, Port Louis, Mauritius', location: 'Mauritius', email: 'complaints@northbridge.example', url: 'https://northbridge.example' },
  { key: 'helios', name: 'Helios Capital Services', subject: 'Multi-asset brokerage', registered_address: '40 Marina Boulevard, Limassol, Cyprus', location: 'Cyprus', email: 'support@helios.example', url: 'https://helios.example' },
  { key: 'aurora', name: 'Aurora Prime Brokerage', subject: 'Prime brokerage for professional clients', registered_address: '8 Queen Street, Auckland, New Zealand', location: 'New Zealand', email: 'compliance@aurora.example', url: 'https://aurora.example' },
];

/** Seeded ranking traders: name, favourite instruments, leverage, win probability and typical return. */
export const SEED_TRADERS = [
  { key: 'trader-1', name: 'Atlas FX', codes: ['EURUSD', 'GBPUSD'], leverage: 100, win: 0.68, edge: 0.09 },
  { key: 'trader-2', name: 'Golden Hand', codes: ['XAUUSD'], leverage: 50, win: 0.61, edge: 0.12 },
  { key: 'trader-3', name: 'Kiwi Swing', codes: ['NZDUSD', 'AUDUSD'], leverage: 200, win: 0.57, edge: 0.06 },
  { key: 'trader-4', name: 'Cable Scalper', codes: ['GBPUSD'], leverage: 500, win: 0.72, edge: 0.03 },
  { key: 'trader-5', name: 'Silver Line', codes: ['XAGUSD', 'XAUUSD'], leverage: 20, win: 0.52, edge: 0.07 },
  { key: 'trader-6', name: 'Index Hunter', codes: ['NAS100', 'SPX500', 'US30'], leverage: 20, win: 0.55, edge: 0.1 },
  { key: 'trader-7', name: 'Steady Euro', codes: ['EURUSD'], leverage: 50, win: 0.63, edge: 0.04 },
  { key: 'trader-8', name: 'Night Owl', codes: ['AUDUSD', 'EURUSD', 'GBPUSD'], leverage: 100, win: 0.49, edge: 0.05 },
];

const DAY = 24 * 3600 * 1000;
/** History generated for a new seeded trader. */
export const SEED_HISTORY_DAYS = 60;

export async function seedContent(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const newsKeys = new Set((await db.selectFrom('news').select('seed_key').where('seed_key', 'is not', null).execute()).map((r) => r.seed_key));
  for (const [i, n] of SEED_NEWS.entries()) {
    if (newsKeys.has(n.key)) continue;
    const row = await createNews(db, { title: n.title, desc: n.desc, content: n.content, category_id: 1, published: true }, n.key, { sanitized: true });
    // Oldest first, so "welcome" is the newest article.
    const at = new Date(now - (SEED_NEWS.length - i) * 3600_000).toISOString();
    await db.updateTable('news').set({ created_at: at, updated_at: at }).where('id', '=', row.id).execute();
  }
  const companyKeys = new Set((await db.selectFrom('companies').select('seed_key').where('seed_key', 'is not', null).execute()).map((r) => r.seed_key));
  for (const c of SEED_COMPANIES) {
    if (companyKeys.has(c.key)) continue;
    const { key, ...fields } = c;
    await createCompany(db, fields, key);
  }
  await seedTraders(db, now);
}

export async function seedTraders(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await seedTrading(db);
  const instruments = new Map((await db.selectFrom('instruments').selectAll().execute()).map((i) => [i.code, i]));
  for (const t of SEED_TRADERS) {
    let profile = await db.selectFrom('follow_profiles').selectAll().where('seed_key', '=', t.key).executeTakeFirst();
    if (!profile) {
      profile = await db.transaction().execute(async (trx) => {
        const created = new Date(now - SEED_HISTORY_DAYS * DAY).toISOString();
        const user = await trx
          .insertInto('users')
          .values({
            // Seeded traders cannot log in (no password); uid in a range of its own.
            uid: String(90_000_000 + (hashString(t.key) % 9_000_000)),
            // From the key like the uid: a random 4-hex suffix collided often enough to fail a test run now and then.
            invite_code: `S${hashString(t.key).toString(36).toUpperCase().padStart(7, '0').slice(-7)}`,
            email: null, mobile: null, area_id: null, password_hash: null, inviter_id: null, is_demo: 0, demo_id: null,
            created_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('accounts').values({ user_id: user.id, balance: '0.000000', lock_balance: '0.000000', updated_at: created }).execute();
        const row = { user_id: user.id, display_name: t.name, hidden: 0, seed_key: t.key };
        await trx.insertInto('follow_profiles').values(row).execute();
        return row;
      });
    }
    const last = await db.selectFrom('orders').select('closed_at').where('user_id', '=', profile.user_id).orderBy('closed_at', 'desc').limit(1).executeTakeFirst();
    const from = last?.closed_at ? Date.parse(last.closed_at) : now - SEED_HISTORY_DAYS * DAY;
    const rng = new Prng(hashString(`${t.key}:${from}`));
    const rows = [];
    for (let at = from + (0.5 + rng.next()) * DAY; at < now; at += (0.4 + rng.next() * 1.2) * DAY) {
      const inst = instruments.get(t.codes[Math.floor(rng.next() * t.codes.length)]);
      if (!inst) continue;
      const leverages = JSON.parse(inst.leverages) as number[];
      const leverage = leverages.includes(t.leverage) ? t.leverage : (leverages[leverages.length - 1] ?? 1);
      const side = rng.next() < 0.5 ? 1 : 2;
      const lots = roundPrice(mul(inst.min_lots, 1 + Math.floor(rng.next() * 20)), 2);
      const open = roundPrice(mul(inst.ref_price, 1 + (rng.next() - 0.5) * 0.04), inst.price_precision);
      const margin = roundMoney(div(mul(mul(lots, inst.contract_size), open), leverage));
      // Return on margin: a win or a loss around the trader's edge (all seeded instruments are quoted in USD).
      const ret = rng.next() < t.win ? t.edge * (0.3 + rng.next() * 1.4) : -t.edge * (0.3 + rng.next() * 1.2);
      const move = div(mul(margin, ret.toFixed(6)), mul(lots, inst.contract_size));
      const close = roundPrice(big(open).plus(side === 1 ? move : move.times(-1)), inst.price_precision);
      const profit = roundMoney(mul(mul(big(close).minus(open), mul(lots, inst.contract_size)), side === 1 ? 1 : -1));
      const opened = new Date(at - (1 + rng.next() * 8) * 3600_000).toISOString();
      const closed = new Date(at).toISOString();
      rows.push({
        user_id: profile.user_id, instrument_id: inst.id, code: inst.code, side, status: 3, lots, leverage, margin_mode: 0,
        contract_size: inst.contract_size, quote_ccy: inst.quote_ccy, price_precision: inst.price_precision,
        origin_price: open, open_price: open, close_price: close, sl: '0', tp: '0', margin,
        fee: roundMoney(mul(inst.fee_rate, lots)), reserved: '0.000000', profit, close_reason: 'user', client_ref: null,
        created_at: opened, opened_at: opened, closed_at: closed, updated_at: closed,
      });
    }
    for (let i = 0; i < rows.length; i += 100) await db.insertInto('orders').values(rows.slice(i, i + 100)).execute();
  }
}
