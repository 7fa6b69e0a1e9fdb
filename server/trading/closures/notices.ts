/**
 * Traders are told of a closure ahead (docs/trading.md "Market holidays"): when the desk adds one, every real account
 * holding a position or a pending order in a market it closes gets a message in its language, by e-mail or SMS,
 * naming its own pairs, the span (UTC) and what happens to its orders — as brokers send their holiday notices. Sent
 * after the closure is saved; a message that cannot be stored is logged by the outbox and never undoes the closure.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Outbox } from '../../accounts/outbox.js';
import { brandName, messageTime, notifyOwner } from '../../accounts/notices.js';
import type { Database } from '../../db/schema.js';
import type { MarketClosure } from '../../feed/closures.js';
import type { Instrument } from '../repo.js';
import { OrderStatus } from '../schema.js';

/** Notices stored between two turns of the event loop (about 150 µs each on SQLite). */
const NOTICES_A_TURN = 20;

/** How many accounts were told. */
export async function noticeClosure(db: Kysely<Database>, outbox: Pick<Outbox, 'post'>, closure: MarketClosure, instruments: Instrument[]): Promise<number> {
  const closed = instruments.filter((i) => closure.markets.includes(i.code) || closure.markets.includes(i.session));
  if (closed.length === 0) return 0;
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id', 'u.email', 'u.mobile', 'u.lang', 'o.code'])
    .distinct()
    .where('o.status', 'in', [OrderStatus.pending, OrderStatus.holding])
    .where('o.code', 'in', closed.map((i) => i.code))
    .where('u.is_demo', '=', 0)
    .orderBy('u.id')
    .execute();
  const shown = new Map(closed.map((i) => [i.code, i.showCode]));
  const owners = new Map<number, { owner: (typeof rows)[number]; pairs: string[] }>();
  for (const r of rows) {
    const id = Number(r.id);
    const entry = owners.get(id) ?? { owner: r, pairs: [] };
    entry.pairs.push(shown.get(r.code) ?? r.code);
    owners.set(id, entry);
  }
  const brand = await brandName(db);
  const span = { name: closure.name, start: messageTime(new Date(closure.start).toISOString()), end: messageTime(new Date(closure.end).toISOString()) };
  let told = 0;
  for (const { owner, pairs } of owners.values()) {
    // SQLite stores each notice without leaving the event loop: without a turn now and then, 2,000 holders held it
    // (and the engine's ticks in the same process) for 290 ms.
    if (++told % NOTICES_A_TURN === 0) await nextTurn();
    const markets = pairs.sort().join(', ');
    await notifyOwner(
      outbox,
      owner,
      ['closureSubject', { brand, markets, name: closure.name }],
      [closure.reason === 'maintenance' ? 'closureMaintenance' : 'closureHoliday', { brand, markets, ...span }],
      ['closureOrders'],
    );
  }
  return owners.size;
}
