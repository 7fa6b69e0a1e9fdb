/**
 * Payout hold (docs/funds.md "Payout hold"): the two moments someone who took over an account would use to send
 * its money away — a payout method they just bound, a password they just changed — are followed by a wait before
 * any withdrawal pays out there, and the owner hears of each at once (e-mail or SMS), so they can act first.
 */
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.js';
import { messageTime } from '../accounts/notices.js';
import { AppError } from '../http/envelope.js';
import './schema.js';
import type { DrawMethod } from './schema.js';

declare module '../app.js' {
  interface ServerConfig {
    /** Hours a new payout method, and withdrawals after a password change, wait (default 24; 0 turns the hold off). */
    payoutHoldHours?: number;
  }
}

export const DEFAULT_PAYOUT_HOLD_HOURS = 24;
/** A month: a longer hold is a mistake in the setting, not a policy. */
export const MAX_PAYOUT_HOLD_HOURS = 720;

/** The hold in milliseconds from the server's setting. */
export function payoutHoldMs(config: { payoutHoldHours?: number }): number {
  return (config.payoutHoldHours ?? DEFAULT_PAYOUT_HOLD_HOURS) * 3_600_000;
}

/** Reads PAYOUT_HOLD_HOURS; unset gives the default, anything but 0–720 hours stops the start. */
export function parsePayoutHoldHours(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > MAX_PAYOUT_HOLD_HOURS) {
    throw new Error(`PAYOUT_HOLD_HOURS=${raw}: give hours from 0 (no hold) to ${MAX_PAYOUT_HOLD_HOURS}`);
  }
  return n;
}

/** Refuses a withdrawal while the user's withdrawals or the chosen method are on hold at `now` (ISO time). */
export function assertPayoutAllowed(user: Pick<User, 'payout_hold_until'>, method: Pick<DrawMethod, 'usable_at'>, now: string, holdMs: number) {
  if (user.payout_hold_until && user.payout_hold_until > now) {
    throw new AppError('withdrawalsOnHold', { time: messageTime(user.payout_hold_until) });
  }
  if (method.usable_at > now) {
    throw new AppError('payoutMethodOnHold', { time: messageTime(method.usable_at), hours: Math.round(holdMs / 3_600_000) });
  }
}

/** What an operator's release changed. */
export interface HoldRelease {
  withdrawals: boolean;
  methods: number;
}

/** Ends every hold of a user at once (an operator who has confirmed with the owner that the change was theirs). */
export async function releasePayoutHold(db: Kysely<Database>, userId: number, now: string): Promise<HoldRelease> {
  const u = await db.updateTable('users').set({ payout_hold_until: null }).where('id', '=', userId).where('payout_hold_until', '>', now).executeTakeFirst();
  const m = await db
    .updateTable('draw_methods')
    .set({ usable_at: now })
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .where('usable_at', '>', now)
    .executeTakeFirst();
  return { withdrawals: Number(u.numUpdatedRows) > 0, methods: Number(m.numUpdatedRows) };
}

/** What the desk sees of a user's holds at `now`. */
export async function payoutHolds(db: Kysely<Database>, user: Pick<User, 'id' | 'payout_hold_until'>, now: string) {
  const methods = await db
    .selectFrom('draw_methods')
    .select(['id', 'usable_at'])
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .where('usable_at', '>', now)
    .orderBy('id')
    .execute();
  return {
    withdrawals_until: user.payout_hold_until && user.payout_hold_until > now ? user.payout_hold_until : null,
    methods: methods.map((m) => ({ id: m.id, usable_at: m.usable_at })),
  };
}
