/**
 * Reversing a position (extension, docs/trading.md "Reverse a position"): the trader's close of it at the market
 * price, then a market order of the same lots, pair and leverage the other way. Two orders, as on every platform that
 * offers it: the close is the trader's own close (its transaction, its pushes) and the new order is a submit like any
 * other (its checks, its batch, its idempotency key `reverse:<id>`, so the same position is never reversed twice).
 * When the new order is refused (the money, the pair's rules changed), the position stays closed and the refusal is
 * answered with it — never a second attempt at another price.
 */
import type { User } from '../../db/schema.js';
import { AppError } from '../../http/envelope.js';
import type { MessageKey, MessageParams } from '../../i18n/messages.js';
import type { OrderRow } from '../schema.js';
import type { SubmitInput } from './validation.js';

export interface Reversed {
  closed: OrderRow;
  /** The new position; null when its order was refused (`refused` says why). */
  opened: OrderRow | null;
  refused: { key: MessageKey; params: MessageParams } | null;
}

export interface ReverseSteps {
  /** The trader's close of the whole position (throws its refusal: not open, market closed, no quote). */
  close(): Promise<OrderRow>;
  submit(user: Pick<User, 'id'>, input: SubmitInput): Promise<OrderRow>;
}

/** The market order the other way: the same pair, lots and leverage; no stops (the old ones were for the other side). */
export function oppositeOrder(row: OrderRow): SubmitInput {
  return {
    type: Number(row.side) === 1 ? 2 : 1,
    cont: row.lots,
    forex_id: Number(row.instrument_id),
    status: 1,
    multiple: row.leverage === null ? null : Number(row.leverage),
    client_ref: `reverse:${Number(row.id)}`,
  };
}

export async function reverse(userId: number, row: OrderRow, steps: ReverseSteps): Promise<Reversed> {
  const closed = await steps.close();
  try {
    return { closed, opened: await steps.submit({ id: userId }, oppositeOrder(row)), refused: null };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { closed, opened: null, refused: { key: e.key, params: e.params } };
  }
}
