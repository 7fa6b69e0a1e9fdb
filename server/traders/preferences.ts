/** Trading preferences kept with the user (docs/trading.md "One-click trading"): today whether one-click trading is on. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import './schema.js';

export interface Preferences {
  one_click_trading: boolean;
}

/** Off until the person turns it on. */
export async function readPreferences(db: Kysely<Database>, userId: number): Promise<Preferences> {
  const row = await db.selectFrom('user_preferences').select('one_click_trading').where('user_id', '=', userId).executeTakeFirst();
  return { one_click_trading: row?.one_click_trading === 1 };
}

export async function writePreferences(db: Kysely<Database>, userId: number, p: Preferences): Promise<Preferences> {
  const values = { one_click_trading: p.one_click_trading ? 1 : 0, updated_at: new Date().toISOString() };
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return readPreferences(db, userId);
}
