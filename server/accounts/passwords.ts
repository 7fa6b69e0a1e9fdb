/** Password reset (with a code, for a forgotten password) and change (signed in); both end the account's sessions. */
import { hashPassword } from '../auth/password.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { Db } from '../db/index.js';
import type { User } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { CodePurpose, consumeCode } from './codes.js';
import { findByEmail, findByMobile, validEmail, validMobile } from './registration.js';
import type { Outbox } from './outbox.js';
import { noticePasswordChanged } from './notices.js';

export interface PasswordDeps {
  db: Db;
  /** Closes the live connections of a revoked session. */
  dropSession(sessionId: number): void;
  /** How long withdrawals wait after the change (docs/funds.md "Payout hold"); 0 for none. */
  holdMs: number;
  /** Tells the owner that the password changed. */
  outbox: Pick<Outbox, 'post'>;
}

/**
 * Stores the new password, revokes every session of the user but `keepSessionId`, and pauses withdrawals for the
 * payout hold (a hold already running longer is kept); then tells the owner.
 */
async function setPassword(deps: PasswordDeps, user: User, password: string, keepSessionId: number | null) {
  const hash = await hashPassword(password);
  const now = Date.now();
  const holdUntil = deps.holdMs > 0 ? new Date(now + deps.holdMs).toISOString() : null;
  const revoked = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
    if (holdUntil) {
      await trx
        .updateTable('users')
        .set({ payout_hold_until: holdUntil })
        .where('id', '=', user.id)
        .where((eb) => eb.or([eb('payout_hold_until', 'is', null), eb('payout_hold_until', '<', holdUntil)]))
        .execute();
    }
    return revokeUserSessions(trx, user.id, keepSessionId !== null ? { except: keepSessionId } : {});
  });
  for (const id of revoked) deps.dropSession(id);
  await noticePasswordChanged(deps, user, holdUntil);
}

export interface ResetInput {
  type?: string;
  account?: string;
  email?: string;
  new_password: string;
  secondary_password?: string;
  auth_code: string;
}

export async function resetPassword(deps: PasswordDeps, b: ResetInput): Promise<void> {
  const account = (b.account || b.email || '').trim();
  if (!account) throw new AppError('fieldRequired', { field: 'account' });
  if (b.secondary_password !== undefined && b.secondary_password !== b.new_password) throw new AppError('passwordMismatch');
  const type = b.type ?? (account.includes('@') ? 'email' : 'mobile');
  const key = type === 'email' ? validEmail(account) : validMobile(account);
  // The code check comes first and fails the same way for unknown accounts (no account enumeration).
  await consumeCode(deps.db, key, CodePurpose.reset, b.auth_code);
  const user = type === 'email' ? await findByEmail(deps.db, key) : await findByMobile(deps.db, key);
  if (!user) throw new AppError('invalidCode');
  await setPassword(deps, user, b.new_password, null);
}

export interface ChangeInput {
  new_password: string;
  secondary_password: string;
  auth_code: string;
}

/** Change with a code sent to the user's e-mail (or mobile); the current session stays signed in. */
export async function changePassword(deps: PasswordDeps, user: User, sessionId: number, b: ChangeInput): Promise<void> {
  if (b.new_password !== b.secondary_password) throw new AppError('passwordMismatch');
  await consumeCode(deps.db, user.email ?? user.mobile ?? '', CodePurpose.reset, b.auth_code);
  await setPassword(deps, user, b.new_password, sessionId);
}
