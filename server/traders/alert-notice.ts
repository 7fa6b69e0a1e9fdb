/**
 * A price alert told by message (docs/trading.md "Price alerts"): when an alert its owner asked to be told of by
 * e-mail or SMS fires, the message goes out on the channel they registered with, in their language, besides the
 * PRICE_ALERT push to their sockets. Where alerts fire: one process, or the cluster's engine leader.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Outbox } from '../accounts/outbox.js';
import { brandName, messageTime, notifyOwner } from '../accounts/notices.js';
import type { AlertView } from './alerts.js';

type Log = { error(obj: unknown, msg?: string): void };
type Fired = (a: AlertView, userId: number) => void;

export interface AlertNoticeDeps {
  db: Kysely<Database>;
  outbox: Pick<Outbox, 'post'>;
  log: Log;
}

/** Sends the message of a fired alert; never throws (the alert has fired and been pushed whatever happens here). */
export async function noticeAlertFired(deps: AlertNoticeDeps, userId: number, a: AlertView): Promise<void> {
  try {
    const owner = await deps.db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', userId).executeTakeFirst();
    if (!owner) return;
    const brand = await brandName(deps.db);
    const params = { brand, pair: a.Code, price: a.Price, at: a.FiredPrice ?? a.Price, time: messageTime(a.FiredAt ?? new Date().toISOString()) };
    await notifyOwner(deps.outbox, owner, ['alertSubject', params], [a.Direction === 'above' ? 'alertRose' : 'alertFell', params], ['alertOnce']);
  } catch (err) {
    deps.log.error({ err, alert: a.Id }, 'price alert: the message could not be sent');
  }
}

/** The watcher's callback: the push, then the message for an alert that asks for one. */
export function pushAndTell(push: Fired, deps: AlertNoticeDeps): Fired {
  return (a, userId) => {
    push(a, userId);
    if (a.ByMessage) void noticeAlertFired(deps, userId, a);
  };
}
