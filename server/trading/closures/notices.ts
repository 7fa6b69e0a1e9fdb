/**
 * Traders are told of a closure ahead (docs/trading.md "Market holidays"): when the desk adds one, every real account
 * holding a position or a pending order in a market it closes gets a message in its language, by e-mail or SMS,
 * naming its own pairs, the span (UTC) and what happens to its orders — as brokers send their holiday notices. A
 * change tells each account only what changed for its pairs (a new span, a pair added, a pair no longer closed), and
 * a removal tells the holders that their pairs keep their usual hours. Sent after the change is saved; a message that
 * cannot be stored is logged by the outbox and never undoes the change.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Outbox } from '../../accounts/outbox.js';
import { brandName, messageTime, notifyOwner } from '../../accounts/notices.js';
import type { Database } from '../../db/schema.js';
import type { MarketClosure } from '../../feed/closures.js';
import type { MailKey } from '../../i18n/messages.js';
import type { Instrument } from '../repo.js';
import { OrderStatus } from '../schema.js';

/** Notices stored between two turns of the event loop (about 150 µs each on SQLite). */
const NOTICES_A_TURN = 20;

type Outgoing = Pick<Outbox, 'post'>;
/** What an account is told: the closure added (or its pairs added to it), changed, or no longer closing its pairs. */
type News = 'added' | 'changed' | 'cancelled';

const closedBy = (closure: MarketClosure, instruments: Instrument[]) =>
  instruments.filter((i) => closure.markets.includes(i.code) || closure.markets.includes(i.session));

/** How many accounts were told of the closure just added. */
export async function noticeClosure(db: Kysely<Database>, outbox: Outgoing, closure: MarketClosure, instruments: Instrument[]): Promise<number> {
  return (await tell(db, outbox, closure, closedBy(closure, instruments), 'added')).size;
}

/**
 * How many accounts were told of a change: holders of a pair it now closes over another span, or closes and did not
 * before, get the new span; holders of a pair it no longer closes, that it does not. A new name alone tells nobody.
 */
export async function noticeClosureChange(db: Kysely<Database>, outbox: Outgoing, before: MarketClosure, after: MarketClosure, instruments: Instrument[]): Promise<number> {
  const moved = before.start !== after.start || before.end !== after.end;
  const was = closedBy(before, instruments);
  const now = closedBy(after, instruments);
  const changed = now.filter((i) => moved || !was.includes(i));
  const freed = was.filter((i) => !now.includes(i));
  const told = await tell(db, outbox, after, changed, 'changed');
  for (const id of await tell(db, outbox, before, freed, 'cancelled')) told.add(id);
  return told.size;
}

/** How many accounts were told that a closure removed no longer closes their pairs. */
export async function noticeClosureRemoval(db: Kysely<Database>, outbox: Outgoing, closure: MarketClosure, instruments: Instrument[]): Promise<number> {
  return (await tell(db, outbox, closure, closedBy(closure, instruments), 'cancelled')).size;
}

/** Each news's subject and the sentences of its body. */
const WORDS: Record<News, { subject: MailKey; body: (c: MarketClosure) => MailKey[] }> = {
  added: { subject: 'closureSubject', body: (c) => [c.reason === 'maintenance' ? 'closureMaintenance' : 'closureHoliday', 'closureOrders'] },
  changed: { subject: 'closureChangedSubject', body: () => ['closureChanged', 'closureOrders'] },
  cancelled: { subject: 'closureCancelledSubject', body: () => ['closureCancelled'] },
};

/** Tells each real account holding one of `pairs` (a position or a pending order) the news of its own pairs. */
async function tell(db: Kysely<Database>, outbox: Outgoing, closure: MarketClosure, pairs: Instrument[], news: News): Promise<Set<number>> {
  const told = new Set<number>();
  if (pairs.length === 0) return told;
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id', 'u.email', 'u.mobile', 'u.lang', 'o.code'])
    .distinct()
    .where('o.status', 'in', [OrderStatus.pending, OrderStatus.holding])
    .where('o.code', 'in', pairs.map((i) => i.code))
    .where('u.is_demo', '=', 0)
    .orderBy('u.id')
    .execute();
  const shown = new Map(pairs.map((i) => [i.code, i.showCode]));
  const owners = new Map<number, { owner: (typeof rows)[number]; pairs: string[] }>();
  for (const r of rows) {
    const id = Number(r.id);
    const entry = owners.get(id) ?? { owner: r, pairs: [] };
    entry.pairs.push(shown.get(r.code) ?? r.code);
    owners.set(id, entry);
  }
  const brand = await brandName(db);
  const span = { name: closure.name, start: messageTime(new Date(closure.start).toISOString()), end: messageTime(new Date(closure.end).toISOString()) };
  const words = WORDS[news];
  for (const [id, { owner, pairs: theirs }] of owners) {
    // SQLite stores each notice without leaving the event loop: without a turn now and then, 2,000 holders held it
    // (and the engine's ticks in the same process) for 290 ms.
    if (told.size > 0 && told.size % NOTICES_A_TURN === 0) await nextTurn();
    const params = { brand, markets: theirs.sort().join(', '), ...span };
    await notifyOwner(outbox, owner, [words.subject, params], ...words.body(closure).map((key): [MailKey, typeof params] => [key, params]));
    told.add(id);
  }
  return told;
}
