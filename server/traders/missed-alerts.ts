/**
 * PRICE_ALERT's catch-up (socket/catch-up.ts): the alerts of a person that fired after a cursor, read back from the
 * alerts themselves (their fired time), oldest first, one message each as pushed live.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { catchUpFrom } from '../socket/catch-up.js';
import { alertView, MAX_ACTIVE_ALERTS, type AlertView } from './alerts.js';
import { AlertStatus } from './schema.js';

export async function missedAlerts(db: Kysely<Database>, userId: number, since: string, now = Date.now()): Promise<AlertView[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', AlertStatus.fired)
    .where('fired_at', '>', catchUpFrom(since, now))
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    // as many as may wait at once: the newest
    .limit(MAX_ACTIVE_ALERTS)
    .execute();
  return rows.reverse().map(alertView);
}
