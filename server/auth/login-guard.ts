import { sql } from 'kysely';
import type { Db } from '../db/index.js';

// Per-account protection of the login (docs/security.md "Login"). Failures are counted per login name within a
// window. From CAPTCHA_AFTER failures on, that name's login needs a picture captcha, and every further failure
// answers more slowly. A right password with a valid captcha always logs in, so an attacker guessing at someone's
// account — or sharing their address — can never lock the owner out; they only make guessing slow and costly.

export const CAPTCHA_AFTER = 3;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_DELAY_MS = 8000;

export const loginKey = (type: 'email' | 'mobile', account: string) => `${type}:${account.trim().toLowerCase()}`;

/** Failures of `key` within the window (0 when the window has passed). */
export async function recentFailures(db: Db, key: string, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('login_failures').selectAll().where('account', '=', key).executeTakeFirst();
  if (!row || Date.parse(row.first_at) + FAILURE_WINDOW_MS < now) return 0;
  return row.failures;
}

/** Counts one more failure (a new window when the last one has passed); returns the count. */
export async function recordFailure(db: Db, key: string, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const windowStart = new Date(now - FAILURE_WINDOW_MS).toISOString();
  // One statement, so parallel guesses cannot lose a count.
  await db
    .insertInto('login_failures')
    .values({ account: key, failures: 1, first_at: at })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        failures: sql`case when login_failures.first_at < ${windowStart} then 1 else login_failures.failures + 1 end`,
        first_at: sql`case when login_failures.first_at < ${windowStart} then ${at} else login_failures.first_at end`,
      }),
    )
    .execute();
  return recentFailures(db, key, now);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', key).execute();
}

/** How long to hold the answer to the n-th failure: nothing before the captcha starts, then 0.5 s doubling to 8 s. */
export function failureDelayMs(failures: number): number {
  if (failures < CAPTCHA_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, 500 * 2 ** (failures - CAPTCHA_AFTER));
}
