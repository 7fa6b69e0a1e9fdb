import type { Db } from '../db/index.js';
import { AppError } from '../http/envelope.js';
import type { IdentitySubmission } from './schema.js';
import { uploadName } from './uploads.js';

// Real-name (identity) verification: the user submits name, ID number and two document images they uploaded;
// an admin approves (finish) or rejects (the user may submit again). review_status 'none' = never submitted.

export type ReviewStatus = 'none' | 'waiting' | 'finish' | 'rejected';

export async function latestSubmission(db: Db, userId: number): Promise<IdentitySubmission | undefined> {
  return db.selectFrom('identity_submissions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Shows only the first 2 and last 2 characters of an ID number. */
export const maskCardId = (id: string) => (id.length <= 4 ? '*'.repeat(id.length) : `${id.slice(0, 2)}${'*'.repeat(id.length - 4)}${id.slice(-2)}`);

export interface IdentityInput {
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
}

export async function submitIdentity(db: Db, userId: number, input: IdentityInput): Promise<IdentitySubmission> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const cardId = input.card_id.trim().toUpperCase();
  if (!name) throw new AppError('nameRequired');
  if (!/^[A-Z0-9-]{4,32}$/.test(cardId)) throw new AppError('idNumberInvalid');
  const front = uploadName(input.front_pic);
  const reverse = uploadName(input.reverse_pic);
  if (!front || !reverse) throw new AppError('idImagesRequired');
  if (front === reverse) throw new AppError('idImagesSame');
  const owned = await db.selectFrom('uploads').select('name').where('user_id', '=', userId).where('name', 'in', [front, reverse]).execute();
  if (owned.length !== 2) throw new AppError('idImagesRequired');

  const last = await latestSubmission(db, userId);
  if (last?.status === 'waiting') throw new AppError('identityUnderReview');
  if (last?.status === 'finish') throw new AppError('identityVerified');
  return db
    .insertInto('identity_submissions')
    .values({
      user_id: userId,
      name,
      card_id: cardId,
      front_pic: `/uploads/${front}`,
      reverse_pic: `/uploads/${reverse}`,
      status: 'waiting',
      reason: null,
      created_at: new Date().toISOString(),
      reviewed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Admin decision on a waiting submission. */
export async function reviewIdentity(db: Db, id: number, decision: 'finish' | 'rejected', reason?: string): Promise<IdentitySubmission> {
  const row = await db.selectFrom('identity_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('submissionNotFound');
  if (row.status !== 'waiting') throw new AppError(row.status === 'finish' ? 'submissionApproved' : 'submissionRejected');
  return db
    .updateTable('identity_submissions')
    .set({ status: decision, reason: decision === 'rejected' ? reason?.trim() || 'Rejected' : null, reviewed_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returningAll()
    .executeTakeFirstOrThrow();
}
