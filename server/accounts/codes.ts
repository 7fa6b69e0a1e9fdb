import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.js';
import { AppError } from '../http/envelope.js';
import './schema.js';

// One-time verification codes (docs/product.md#states-and-transitions, #constants-and-limits): 6 digits, single use, valid 10 minutes, at most one send per target
// and purpose every 60 s, and dead after 5 wrong guesses so a code cannot be brute-forced within its lifetime.

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export const CodePurpose = { register: 1, reset: 2 } as const;
export type CodePurposeValue = (typeof CodePurpose)[keyof typeof CodePurpose];


const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const equalHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Clock used by the code and captcha rules; tests move it. */
export const clock = { now: () => Date.now() };

/**
 * Creates a new code for target+purpose, or refuses with the seconds to wait when the last one was sent less than
 * 60 s ago. Earlier unused codes of the same target and purpose stop working (only the newest counts).
 */
export async function issueCode(db: Db, channel: 'email' | 'sms', target: string, purpose: number): Promise<string> {
  const now = clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Check and insert in one transaction, so two simultaneous requests cannot both pass the 60 s rule on SQLite
  // (one writer at a time); on PostgreSQL the window is a few milliseconds.
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('verify_codes')
      .select(['created_at'])
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last) {
      const wait = Math.ceil((Date.parse(last.created_at) + RESEND_MS - now) / 1000);
      if (wait > 0) throw new AppError('codeWait', { seconds: wait });
    }
    await trx
      .updateTable('verify_codes')
      .set({ used_at: new Date(now).toISOString() })
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('verify_codes')
      .values({
        channel,
        target,
        purpose,
        code_hash: sha(`${target}|${purpose}|${code}`),
        attempts: 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CODE_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
  });
  // Codes older than a day are useless (the 60 s rule only needs the newest); trim now and then.
  if (Math.random() < 0.02) await db.deleteFrom('verify_codes').where('created_at', '<', new Date(now - 24 * 3600 * 1000).toISOString()).execute();
  return code;
}

/** Consumes the newest live code of target+purpose if `code` matches; otherwise counts a failed attempt and throws. */
export async function consumeCode(db: Db, target: string, purpose: number, code: string): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  const row = await db
    .selectFrom('verify_codes')
    .selectAll()
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('invalidCode');
  if (!equalHex(row.code_hash, sha(`${target}|${purpose}|${code.trim()}`))) {
    await db.updateTable('verify_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
    throw new AppError('invalidCode');
  }
  // The used_at guard makes two concurrent uses of one code succeed only once.
  const r = await db.updateTable('verify_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new AppError('invalidCode');
}

export { sha as hashSecret, equalHex };
