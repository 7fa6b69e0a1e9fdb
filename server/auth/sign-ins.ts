/**
 * Sign-in activity (docs/accounts.md "Sign-in activity"): every sign-in to an account and every attempt on it that
 * failed at the password or the two-step code, with the address and browser it came from — so the owner sees someone
 * trying before they get in, and the server knows which browsers an account used for longer than a session lives.
 * Attempts on accounts that do not exist belong to nobody and are not kept (the login guard counts them).
 */
import type { Kysely } from 'kysely';
import type { Database, SignInMethod, SignInOutcome } from '../db/schema.js';
import { keptOrigin, type SessionOrigin } from './sessions.js';

/** How long a sign-in is kept: a season of an account's life, and what the owner is shown. */
export const SIGN_INS_KEPT_DAYS = 90;
/** How many the owner is shown, newest first: enough to see a run of attempts and the sign-ins around it. */
export const SIGN_INS_LISTED = 50;

const DAY_MS = 86_400_000;

export async function recordSignIn(db: Kysely<Database>, userId: number, origin: SessionOrigin, method: SignInMethod, outcome: SignInOutcome, now = Date.now()): Promise<void> {
  await db.insertInto('sign_ins').values({ user_id: userId, at: new Date(now).toISOString(), ...keptOrigin(origin), method, outcome }).execute();
}

/** The user's latest sign-ins and failed attempts, newest first. */
export function recentSignIns(db: Kysely<Database>, userId: number) {
  return db.selectFrom('sign_ins').select(['id', 'at', 'ip', 'user_agent', 'method', 'outcome']).where('user_id', '=', userId).orderBy('id', 'desc').limit(SIGN_INS_LISTED).execute();
}

/** Deletes what is older than it is kept. */
export async function pruneSignIns(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('sign_ins').where('at', '<', new Date(now - SIGN_INS_KEPT_DAYS * DAY_MS).toISOString()).execute();
}
