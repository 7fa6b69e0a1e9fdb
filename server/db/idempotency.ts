import { AppError } from '../http/envelope.js';
import { isUniqueViolation } from './errors.js';

export interface Once<T> {
  /** What an earlier request with the same key produced, if any. */
  find(): Promise<T | undefined>;
  /**
   * Writes the new row(s). A unique index on the key must make a racing twin fail here. On PostgreSQL that failure
   * aborts the surrounding transaction, so `create` is the whole transaction (or runs inside a caller that is itself
   * wrapped in `once`): the loser's work is rolled back and the winner is read afresh.
   */
  create(): Promise<T>;
  /** False when the key was used for a different request: refused with 'idemKeyReused'. Default: always the same. */
  same?(prior: T): boolean;
}

/**
 * The one idempotency rule of the server (orders' client_ref, deposits' and withdrawals' idem_key, the ledger's
 * (type, ref)): a key is answered by its first result, whoever asks again and however close the race.
 */
export async function once<T>(o: Once<T>): Promise<{ value: T; duplicate: boolean }> {
  const answer = (prior: T) => {
    if (o.same && !o.same(prior)) throw new AppError('idemKeyReused');
    return { value: prior, duplicate: true };
  };
  const prior = await o.find();
  if (prior !== undefined) return answer(prior);
  try {
    return { value: await o.create(), duplicate: false };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Inside an aborted PostgreSQL transaction the read fails too: then the violation goes up to the caller's `once`.
    const winner = await o.find().catch(() => undefined);
    if (winner === undefined) throw e;
    return answer(winner);
  }
}
