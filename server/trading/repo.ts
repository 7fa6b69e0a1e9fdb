/** Instruments and categories: seeding and loading (runtime model used by the engine, feed and routes). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import './schema.js';
import type { InstrumentRow } from './schema.js';
import { CATEGORIES, INSTRUMENTS, type InstrumentSeed, type SessionKind } from './instruments.js';
import type { FeedInstrument } from '../feed/types.js';

/** A seeded instrument as the engine, feed and routes use it, plus what operators change at run time. */
export interface Instrument extends InstrumentSeed {
  id: number;
  logo: string;
  marketStatusOverride: number | null;
  enabled: boolean;
  sort: number;
}

export function toInstrument(r: InstrumentRow): Instrument {
  let leverages: number[] = [];
  try {
    const v = JSON.parse(r.leverages);
    if (Array.isArray(v)) leverages = v.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  } catch {
    leverages = [];
  }
  return {
    id: Number(r.id),
    code: r.code,
    showCode: r.show_code,
    categoryId: Number(r.category_id),
    logo: r.logo,
    base: r.base_ccy,
    quote: r.quote_ccy,
    precision: Number(r.price_precision),
    contractSize: r.contract_size,
    minLots: r.min_lots,
    lotStep: r.lot_step,
    feeRate: r.fee_rate,
    swapLong: r.swap_long,
    swapShort: r.swap_short,
    leverages,
    marginMode: Number(r.margin_mode),
    spread: r.spread,
    price: r.ref_price,
    volatility: Number(r.volatility),
    session: r.session as SessionKind,
    marketStatusOverride: r.market_status === null || r.market_status === undefined ? null : Number(r.market_status),
    enabled: Boolean(Number(r.enabled)),
    sort: Number(r.sort),
  };
}

export function toFeedInstrument(i: Instrument): FeedInstrument {
  return {
    code: i.code, precision: i.precision, spread: i.spread, price: i.price, volatility: i.volatility,
    session: i.session, marketStatusOverride: i.marketStatusOverride,
  };
}

export function seedRow(s: InstrumentSeed, sort: number, now: string) {
  return {
    code: s.code, show_code: s.showCode, category_id: s.categoryId, logo: '', base_ccy: s.base, quote_ccy: s.quote,
    price_precision: s.precision, contract_size: s.contractSize, min_lots: s.minLots, lot_step: s.lotStep,
    fee_rate: s.feeRate, swap_long: s.swapLong, swap_short: s.swapShort, leverages: JSON.stringify(s.leverages), margin_mode: s.marginMode, spread: s.spread,
    ref_price: s.price, volatility: String(s.volatility), session: s.session, market_status: null, enabled: 1,
    sort, created_at: now, updated_at: now,
  };
}

/** Inserts the seed categories and instruments whose id/code does not exist yet. */
export async function seedTrading(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const cats = new Set((await db.selectFrom('categories').select('id').execute()).map((r) => Number(r.id)));
  for (const c of CATEGORIES) {
    if (!cats.has(c.id)) {
      await db.insertInto('categories').values({ id: c.id, name: c.name, names: JSON.stringify(c.names), sort: c.id }).execute();
    }
  }
  const codes = new Set((await db.selectFrom('instruments').select('code').execute()).map((r) => r.code));
  const missing = INSTRUMENTS.map((s, i) => [s, i] as const).filter(([s]) => !codes.has(s.code));
  if (missing.length) {
    await db.insertInto('instruments').values(missing.map(([s, i]) => seedRow(s, (i + 1) * 10, now))).execute();
  }
}

export async function loadInstruments(db: Kysely<Database>): Promise<Instrument[]> {
  const rows = await db.selectFrom('instruments').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map(toInstrument);
}
