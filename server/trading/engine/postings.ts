/**
 * The ledger rows of each order transition (the table in transitions.ts), pure: the one place they are made, for a
 * transition alone (transitions.ts, in its transaction) and for many at once (placement.ts, close-batch.ts,
 * fill-batch.ts, expire-batch.ts). Rows that would move nothing are left out.
 */
import { isZero, pnlUsd, type RateLookup } from '../../../src/core/money/index.js';
import { LedgerType, type LedgerPosting } from '../../ledger/index.js';
import type { OrderRow } from '../schema.js';
import { withRate } from './pricing.js';
import type { CloseReason } from './transitions.js';

/** The ledger rows of a position opening: margin lock then fee (rows that would move nothing are left out). */
export function openPostings(userId: number, id: number, code: string, margin: string, fee: string): LedgerPosting[] {
  const postings: LedgerPosting[] = [];
  if (!isZero(margin)) {
    const memo = `Margin for ${code} #${id}`;
    postings.push({ userId, value: `-${margin}`, lockValue: margin, type: LedgerType.marginLock, ref: `order:${id}:margin`, memo, memoTran: memo });
  }
  if (!isZero(fee)) {
    const memo = `Trading fee ${code} #${id}`;
    postings.push({ userId, value: `-${fee}`, type: LedgerType.fee, ref: `order:${id}:fee`, memo, memoTran: memo });
  }
  return postings;
}

/** Realised P&L in USD of `lots` of a position closed at `price`. */
export function pnlOf(row: OrderRow, lots: string, price: string, rates: RateLookup): string {
  return withRate(row.quote_ccy, () =>
    pnlUsd({ side: Number(row.side), open: row.open_price!, close: price, lots, contractSize: row.contract_size, quoteCcy: row.quote_ccy, rates }),
  );
}

/** The first posting of a closed order: its margin unlocked (null when it held none). */
export function unlockPosting(closed: OrderRow): LedgerPosting | null {
  if (isZero(closed.margin)) return null;
  const id = Number(closed.id);
  const memo = `Margin released ${closed.code} #${id}`;
  return { userId: Number(closed.user_id), value: closed.margin, lockValue: `-${closed.margin}`, type: LedgerType.marginUnlock, ref: `order:${id}:unlock`, memo, memoTran: memo };
}

/** The second: its P&L realised, `value` being the P&L already capped at the balance (null when that is zero). */
export function pnlPosting(closed: OrderRow, reason: CloseReason, value: string): LedgerPosting | null {
  if (isZero(value)) return null;
  const label = `${reasonLabel(reason)} ${closed.code} #${Number(closed.id)}`;
  return { userId: Number(closed.user_id), value, type: LedgerType.realisedPnl, ref: `order:${Number(closed.id)}:pnl`, memo: label, memoTran: label };
}

/** A filled order's reservation released (before its margin and fee are locked at the fill price). */
export function fillReleasePosting(row: OrderRow): LedgerPosting {
  const id = Number(row.id);
  const memo = `Pending order filled ${row.code} #${id}: reservation released`;
  return { userId: Number(row.user_id), value: row.reserved, lockValue: `-${row.reserved}`, type: LedgerType.marginUnlock, ref: `order:${id}:release`, memo, memoTran: memo };
}

/** A cancelled pending order's reservation released (null when it held none). */
export function cancelReleasePosting(row: OrderRow, reason: CloseReason): LedgerPosting | null {
  if (isZero(row.reserved)) return null;
  const id = Number(row.id);
  const memo = `Pending order ${reason === 'expired' ? 'expired' : 'cancelled'} ${row.code} #${id}`;
  return { userId: Number(row.user_id), value: row.reserved, lockValue: `-${row.reserved}`, type: LedgerType.marginUnlock, ref: `order:${id}:release`, memo, memoTran: memo };
}

function reasonLabel(reason: CloseReason): string {
  switch (reason) {
    case 'sl': return 'Stop loss';
    case 'tp': return 'Take profit';
    case 'stop_out': return 'Stop-out';
    case 'demo_reset': return 'Demo reset';
    case 'partial': return 'Partial close';
    default: return 'Realised P&L';
  }
}
