import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/index.js';
import { AppError } from '../http/envelope.js';
import { clock, equalHex, hashSecret } from './codes.js';
import './schema.js';

// Picture captcha for registration when verify_reg_type is 2 (docs/product.md#entities): svg-captcha draws it, the answer is
// stored hashed, and every captcha is single use (right or wrong) and expires after 5 minutes.

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Draws one captcha; tests replace it to know the answer. */
export const captchaFactory = {
  create: (): { text: string; data: string } =>
    svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: false, background: '#ffffff' }),
};

export async function createCaptcha(db: Db): Promise<{ id: string; b64s: string }> {
  const c = captchaFactory.create();
  const id = randomBytes(16).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('captchas')
    .values({
      id,
      answer_hash: hashSecret(`${id}|${c.text.toLowerCase()}`),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CAPTCHA_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  // Old captchas are useless; drop them now and then so the table stays small.
  if (Math.random() < 0.05)
    await db.deleteFrom('captchas').where('expires_at', '<', new Date(now - CAPTCHA_TTL_MS).toISOString()).execute();
  return { id, b64s: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Uses up captcha `id`; throws unless it is live and `answer` matches (case-insensitive). */
export async function consumeCaptcha(db: Db, id: string, answer: string): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  const used = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  if (!used || !equalHex(used.answer_hash, hashSecret(`${id}|${answer.trim().toLowerCase()}`))) throw new AppError('invalidCaptcha');
}
