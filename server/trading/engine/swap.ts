/**
 * The swap at each daily rollover (docs/trading.md "Swap"): every position held through a rollover is charged (or
 * paid) its instrument's rate × lots × the nights that rollover counts, in one transaction per position: the ledger
 * posting (type `swap`, ref `order:<id>:swap:<day>`), then the order's running `swap` and `swap_through`. The order
 * is read in that transaction (under a row lock on PostgreSQL; SQLite runs one transaction at a time) and skipped when
 * its `swap_through` is already the day, so a position is charged once per rollover whichever engine does it, a
 * leader switch included. A rollover the engine was not running for is charged when it starts (the last
 * eight days), positions closed since then too: they were held through it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import { add, isZero, roundMoney, swapOf, swapRateOf } from '../../../src/core/money/index.js';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { LedgerType, cappedAtBalance, postLedger } from '../../ledger/index.js';
import { OrderStatus, type OrderRow } from '../schema.js';
import type { InstrumentCatalog } from './catalog.js';
import { nightsOf, rolloversBetween, type Rollover } from './rollover-calendar.js';
import { PeriodicCheck } from './periodic.js';

/** How often the engine looks for a rollover that has come: a position is charged within a minute of it. */
export const ROLLOVER_CHECK_MS = 60_000;
/** How far back an engine that starts looks for rollovers nobody charged. */
const CATCH_UP_MS = 8 * 86_400_000;
/**
 * Positions charged between two turns of the event loop. SQLite writes without leaving it (about 200 µs a charge):
 * in one go, 10,000 positions held the process — prices, stops and requests alike — for 2 s at every rollover.
 */
const CHARGES_A_TURN = 20;

export interface SwapDeps {
  db: Kysely<Database>;
  catalog: InstrumentCatalog;
  log: { error(obj: unknown, msg?: string): void };
  /** A position charged or paid (after the commit): its owner's balance changed. */
  charged: (row: OrderRow) => void;
}

export class SwapRollovers extends PeriodicCheck {
  /** Every rollover up to this instant is charged (null: not yet looked, so the catch-up goes back eight days). */
  private doneThrough: Date | null = null;

  constructor(private readonly deps: SwapDeps) {
    super(ROLLOVER_CHECK_MS);
  }

  protected check(): Promise<void> {
    return this.chargeDue();
  }

  /** Charges every rollover that has come since the last one charged, oldest first. */
  async chargeDue(now = new Date()): Promise<void> {
    const from = this.doneThrough ?? new Date(now.getTime() - CATCH_UP_MS);
    for (const r of rolloversBetween(from, now)) {
      // A rollover that failed for a position is tried again at the next check: the failure stops the advance.
      if (!(await this.charge(r))) return;
      this.doneThrough = r.at;
    }
  }

  /** Charges one rollover to every position held through it; false when one of them failed. */
  async charge(r: Rollover): Promise<boolean> {
    const { db, log } = this.deps;
    const at = r.at.toISOString();
    const heldThrough = () => db.selectFrom('orders').select('id').where('opened_at', '<', at);
    const due = (q: ReturnType<typeof heldThrough>) => q.where((eb) => eb.or([eb('swap_through', 'is', null), eb('swap_through', '<', r.day)]));
    let ids: { id: number }[];
    try {
      ids = [
        ...(await due(heldThrough().where('status', '=', OrderStatus.holding)).execute()),
        // Closed since the rollover came (held through it): a range of the closing-time index, however many orders
        // closed before it. Only a filled order has an opening time, so a cancelled pending order is not among them.
        ...(await due(heldThrough().where('closed_at', '>', at)).execute()),
      ];
    } catch (err) {
      log.error({ err, day: r.day }, 'swap rollover: reading the positions failed'); // tried again at the next check
      return false;
    }
    let ok = true;
    for (const [i, { id }] of ids.entries()) {
      if (i > 0 && i % CHARGES_A_TURN === 0) await nextTurn();
      try {
        const row = await db.transaction().execute((trx) => this.chargeOne(trx, Number(id), r));
        if (row) this.deps.charged(row);
      } catch (err) {
        ok = false;
        log.error({ err, order: Number(id), day: r.day }, 'swap charge failed');
      }
    }
    return ok;
  }

  /** One position's charge for one rollover, read and written in the caller's transaction; null when none is due. */
  private async chargeOne(trx: Transaction<Database>, id: number, r: Rollover): Promise<OrderRow | null> {
    let q = trx.selectFrom('orders').selectAll().where('id', '=', id);
    if (isPostgres(trx)) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row || (row.swap_through && row.swap_through >= r.day)) return null;
    const inst = this.deps.catalog.get(Number(row.instrument_id));
    const nights = inst ? nightsOf(r.day, inst.session) : 0;
    if (nights === 0) return null; // its market does not roll that day
    const charge = swapOf(row.lots, swapRateOf(Number(row.side), { long: inst!.swapLong, short: inst!.swapShort }), nights);
    const userId = Number(row.user_id);
    const value = await cappedAtBalance(trx, userId, charge);
    if (!isZero(value)) {
      const memo = `Swap ${row.code} #${id} ${r.day}${nights > 1 ? ` ×${nights}` : ''}`;
      await postLedger(trx, { userId, value, type: LedgerType.swap, ref: `order:${id}:swap:${r.day}`, memo, memoTran: memo });
    }
    const swap = roundMoney(add(row.swap ?? '0', value));
    await trx.updateTable('orders').set({ swap, swap_through: r.day }).where('id', '=', id).execute();
    return { ...row, swap, swap_through: r.day };
  }
}
