import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.js';
import { isUniqueViolation } from '../db/errors.js';
import { CODE_FAIL, OperatorError } from '../http/envelope.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/password.js';
import { hashToken } from '../auth/sessions.js';
import { acceptTotp, newTotpSecret, totpLink } from '../auth/totp.js';
import type { SecretBox } from '../auth/secret-box.js';
import { isRole, type Role } from './roles.js';
import type { Operator } from './schema.js';
import './schema.js';

// Operator accounts and their sessions (docs/operators.md "Signing in"). A session ends after 30 minutes without a
// request or 12 hours after sign-in, whichever comes first: a back office left open on a shared desk closes itself.

export const IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
/** seen_at is written at most once a minute, not on every request. */
const TOUCH_MS = 60_000;

export const MIN_OPERATOR_PASSWORD = 12;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewOperator {
  email: string;
  name: string;
  role: string;
  password: string;
}

function checkOperatorPassword(password: string): void {
  if (password.length < MIN_OPERATOR_PASSWORD || password.length > 128) throw new OperatorError(`password must be ${MIN_OPERATOR_PASSWORD} to 128 characters`);
}

export function checkNewOperator(input: NewOperator): { email: string; name: string; role: Role } {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new OperatorError('email is not a valid e-mail address');
  const name = input.name.trim();
  if (!name || name.length > 100) throw new OperatorError('name must be 1 to 100 characters');
  if (!isRole(input.role)) throw new OperatorError('role must be one of support, finance, compliance, dealing, admin');
  checkOperatorPassword(input.password);
  return { email, name, role: input.role };
}

/** Creates an operator with a fresh TOTP secret; the secret and its otpauth:// link are shown once, to the creator. */
export async function createOperator(db: Db, secrets: SecretBox, input: NewOperator): Promise<{ operator: Operator; secret: string; link: string }> {
  const { email, name, role } = checkNewOperator(input);
  const secret = newTotpSecret();
  try {
    const operator = await db
      .insertInto('operators')
      .values({ email, name, role, password_hash: await hashPassword(input.password), totp_secret: secrets.seal(secret), created_at: new Date().toISOString(), last_login_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { operator, secret, link: totpLink(secret, email) };
  } catch (e) {
    if (isUniqueViolation(e)) throw new OperatorError('an operator with this e-mail already exists');
    throw e;
  }
}

/**
 * A new start for an operator who lost their authenticator or password: a new first password and a new TOTP key (shown
 * once, to the admin), every session ended. Inside the caller's (audited) transaction.
 */
export async function resetOperatorSignIn(db: Db, secrets: SecretBox, id: number, password: string): Promise<{ operator: Operator; secret: string; link: string }> {
  checkOperatorPassword(password);
  const secret = newTotpSecret();
  const operator = await db
    .updateTable('operators')
    .set({ password_hash: await hashPassword(password), totp_secret: secrets.seal(secret), totp_step: 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!operator) throw new OperatorError('no such operator');
  await endSessionsOf(db, id);
  return { operator, secret, link: totpLink(secret, operator.email) };
}

/** A wrong current password, told apart so the route can count it as a failed sign-in. */
export class WrongCurrentPassword extends OperatorError {
  constructor() {
    super('the current password is wrong');
  }
}

/**
 * An operator changes their own password: the current one first (a session left open on a desk must not be enough),
 * then every other session of theirs ends; the one in use stays. Inside the caller's (audited) transaction.
 */
export async function changeOwnPassword(db: Db, operatorId: number, keepSessionId: number, current: string, next: string): Promise<void> {
  const op = await db.selectFrom('operators').select(['password_hash']).where('id', '=', operatorId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(current, op.password_hash))) throw new WrongCurrentPassword();
  checkOperatorPassword(next);
  if (next === current) throw new OperatorError('the new password must differ from the current one');
  await db.updateTable('operators').set({ password_hash: await hashPassword(next) }).where('id', '=', operatorId).execute();
  await endSessionsOf(db, operatorId, keepSessionId);
}

export const countOperators = async (db: Db): Promise<number> =>
  Number((await db.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The one answer for every failed sign-in: which part was wrong is not told (no account probing). */
export const signInFailed = () => new OperatorError('Wrong e-mail, password or code', CODE_FAIL, 401);

/**
 * Checks e-mail, password and code, then opens a session. The code's time step is stored by a conditional update,
 * so two sign-ins racing with one code cannot both win.
 */
export async function signIn(db: Db, secrets: SecretBox, input: { email: string; password: string; code: string }, ip: string, now = Date.now()) {
  const op = await db.selectFrom('operators').selectAll().where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst();
  if (!op) throw (await burnPasswordCheck(input.password), signInFailed());
  if (!(await verifyPassword(input.password, op.password_hash)) || op.disabled) throw signInFailed();
  const step = acceptTotp(secrets.open(op.totp_secret), input.code, Number(op.totp_step), now);
  if (step === null) throw signInFailed();
  const won = await db.updateTable('operators').set({ totp_step: step, last_login_at: new Date(now).toISOString() }).where('id', '=', op.id).where('totp_step', '<', step).executeTakeFirst();
  if (Number(won.numUpdatedRows) !== 1) throw signInFailed();
  const token = randomBytes(32).toString('base64url');
  const at = new Date(now).toISOString();
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: hashToken(token), operator_id: op.id, ip, created_at: at, seen_at: at, expires_at: new Date(now + SESSION_MAX_MS).toISOString(), revoked_at: null })
    .execute();
  return { token, operator: op, expiresAt: new Date(now + SESSION_MAX_MS).toISOString() };
}

export interface SignedIn {
  operator: Operator;
  sessionId: number;
}

/** The operator of a live session, or null (unknown, signed out, idle too long, past its end, operator disabled). */
export async function findOperatorSession(db: Db, token: string, now = Date.now()): Promise<SignedIn | null> {
  const s = await db
    .selectFrom('operator_sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .where('seen_at', '>', new Date(now - IDLE_MS).toISOString())
    .executeTakeFirst();
  if (!s) return null;
  const operator = await db.selectFrom('operators').selectAll().where('id', '=', s.operator_id).where('disabled', '=', 0).executeTakeFirst();
  if (!operator) return null;
  if (now - Date.parse(s.seen_at) > TOUCH_MS) await db.updateTable('operator_sessions').set({ seen_at: new Date(now).toISOString() }).where('id', '=', s.id).execute();
  return { operator, sessionId: s.id };
}

export async function endOperatorSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('operator_sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of an operator (disabled, role changed, sign-in reset), or every one but `except` (own password changed). */
export async function endSessionsOf(db: Db, operatorId: number, except?: number): Promise<void> {
  let q = db.updateTable('operator_sessions').set({ revoked_at: new Date().toISOString() }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null);
  if (except !== undefined) q = q.where('id', '!=', except);
  await q.execute();
}

export const operatorOut = (o: Operator) => ({ id: o.id, email: o.email, name: o.name, role: o.role, disabled: o.disabled, created_at: o.created_at, last_login_at: o.last_login_at });
