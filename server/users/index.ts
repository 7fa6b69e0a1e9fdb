import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { once } from '../db/idempotency.js';
import { isUniqueViolation } from '../db/errors.js';
import { LedgerType, openAccount, postLedger } from '../ledger/index.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { inTransaction } from '../db/index.js';

/** The user object of every API response: {id, uid, email, mobile, invite_code, is_demo}. */
export interface PublicUser {
  id: number;
  uid: string;
  email: string;
  mobile: string;
  invite_code: string;
  is_demo: 0 | 1;
}

export function publicUser(u: User): PublicUser {
  return { id: u.id, uid: u.uid, email: u.email ?? '', mobile: u.mobile ?? '', invite_code: u.invite_code, is_demo: u.is_demo ? 1 : 0 };
}

export const userSchema = {
  type: 'object',
  required: ['id', 'uid', 'email', 'mobile', 'invite_code', 'is_demo'],
  properties: {
    id: { type: 'integer' },
    uid: { type: 'string', description: 'Public user id (8 digits)' },
    email: { type: 'string', description: "'' when none" },
    mobile: { type: 'string', description: "'' when none" },
    invite_code: { type: 'string' },
    is_demo: { type: 'integer', enum: [0, 1] },
  },
} as const;

// Invite codes avoid look-alike characters (0/O, 1/I/L) because people type them from screenshots.
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newInviteCode = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
const newUid = () => String(randomInt(10_000_000, 100_000_000));

/** Inserts a user with a fresh uid and invite code (retrying the rare collision) and opens its account. */
async function insertUser(
  db: Kysely<Database>,
  fields: Partial<Omit<User, 'id' | 'uid' | 'invite_code'>>,
  after?: (trx: Kysely<Database>, user: User) => Promise<unknown>,
): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            uid: newUid(),
            invite_code: newInviteCode(),
            email: null,
            mobile: null,
            area_id: null,
            password_hash: null,
            inviter_id: null,
            is_demo: 0,
            demo_id: null,
            created_at: new Date().toISOString(),
            ...fields,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await openAccount(trx, user.id);
        if (after) await after(trx, user);
        return user;
      });
    } catch (e) {
      // Only retry collisions of the generated columns; a taken e-mail/mobile/demo_id is the caller's business.
      if (!isUniqueViolation(e) || attempt >= 5 || /email|mobile|demo_id/.test(String((e as Error).message))) throw e;
    }
  }
}

export interface NewRealUser {
  email?: string;
  mobile?: string;
  areaId?: number;
  password: string;
  inviterId?: number;
  /** The language the owner reads (their notices'); null or absent: English. */
  lang?: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizeMobile = (mobile: string) => mobile.replace(/[\s-]/g, '');

/** Creates a real user (used by admin now, registration later). Refuses a taken e-mail or mobile. */
export async function createRealUser(db: Kysely<Database>, input: NewRealUser): Promise<User> {
  const email = input.email ? normalizeEmail(input.email) : null;
  const mobile = input.mobile ? normalizeMobile(input.mobile) : null;
  if (!email && !mobile) throw new AppError('emailOrMobileRequired');
  if (email && (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()))
    throw new AppError('emailTaken');
  if (mobile && (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()))
    throw new AppError('mobileTaken');
  try {
    return await insertUser(db, {
      email,
      mobile,
      area_id: input.areaId ?? null,
      inviter_id: input.inviterId ?? null,
      lang: input.lang ?? null,
      password_hash: await hashPassword(input.password),
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('accountTaken');
    throw e;
  }
}

/**
 * The language the owner's notices are written in, from now on: `lang` (a request's `lang` header; null leaves it as
 * it is). Written only when it changes.
 */
export async function rememberLanguage(db: Kysely<Database>, userId: number, lang: string | null): Promise<void> {
  if (!lang) return;
  await db.updateTable('users').set({ lang }).where('id', '=', userId).where((eb) => eb.or([eb('lang', 'is', null), eb('lang', '!=', lang)])).execute();
}

export async function findLoginUser(db: Kysely<Database>, account: string, type: 'email' | 'mobile'): Promise<User | undefined> {
  const q = db.selectFrom('users').selectAll().where('is_demo', '=', 0);
  return type === 'email'
    ? q.where('email', '=', normalizeEmail(account)).executeTakeFirst()
    : q.where('mobile', '=', normalizeMobile(account)).executeTakeFirst();
}

/**
 * The demo user of `demoId`, created on first use with the starting balance (ledger type 11, ref
 * `demo-start:<userId>`). A concurrent first call for the same demo_id loses the unique race and resumes.
 */
export async function findOrCreateDemoUser(db: Kysely<Database>, demoId: string, startingBalance: string): Promise<User> {
  const { value } = await once({
    find: () => db.selectFrom('users').selectAll().where('demo_id', '=', demoId).executeTakeFirst(),
    // User, account and starting balance commit together: a demo user never exists without its money.
    create: () =>
      insertUser(db, { is_demo: 1, demo_id: demoId }, (trx, user) =>
        postLedger(trx, {
          userId: user.id,
          value: startingBalance,
          type: LedgerType.demoStart,
          memo: 'Demo starting balance',
          memoTran: 'Demo starting balance',
          ref: `demo-start:${user.id}`,
        }),
      ),
  });
  return value;
}

/**
 * Refuses ('badPassword') unless `password` is the user's: asked again before what a session alone, left open or
 * stolen, must not do (a break from trading, a copy of the user's data).
 */
export async function confirmPassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) throw new AppError('badPassword');
}
