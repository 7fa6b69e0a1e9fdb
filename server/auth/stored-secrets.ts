/**
 * The sealed values in the database as a whole (docs/security.md "Secrets at rest"): sealing those stored before
 * encryption, checking at start that the key opens what is stored, and moving values sealed with a previous key to the
 * current one (a key rotation). Every write is a conditional update on the value read, so processes doing the same at
 * once never write one value twice, and a value changed meanwhile (two-step sign-in turned off) is left as it is.
 */
import type { Db } from '../db/index.js';
import type { SecretBox } from './secret-box.js';

/** Where sealed values live: the traders' authenticator keys (in use and being set up) and the operators'. */
const PLACES = [
  { table: 'users', column: 'totp_secret' },
  { table: 'users', column: 'totp_pending' },
  { table: 'operators', column: 'totp_secret' },
] as const;
type Place = (typeof PLACES)[number];

const SEALED = 'enc1:%';
const PAGE = 500;
/** How many of the newest sealed values the start check tries. */
const SAMPLE = 20;

/** One page of a place's values after `afterId` (by id), sealed or plain as asked. */
async function page(db: Db, place: Place, afterId: number, sealed: boolean): Promise<Array<{ id: number; value: string }>> {
  const rows = await db
    .selectFrom(place.table)
    .select(['id', `${place.column} as value`])
    .where('id', '>', afterId)
    // Said outright (the LIKE implies it): what lets the planner use the partial index of migration 020.
    .where(place.column, 'is not', null)
    .where(place.column, sealed ? 'like' : 'not like', SEALED)
    .orderBy('id')
    .limit(PAGE)
    .execute();
  return rows as Array<{ id: number; value: string }>;
}

/** Replaces `value` by `next` where it still stands; 1 when written. */
async function swap(db: Db, place: Place, id: number, value: string, next: string): Promise<number> {
  const r = await db.updateTable(place.table).set({ [place.column]: next }).where('id', '=', id).where(place.column, '=', value).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Seals the values stored before encryption (or written by an older process during an upgrade); how many. */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const place of PLACES) {
    for (let after = 0; ; ) {
      const rows = await page(db, place, after, false);
      for (const r of rows) sealed += await swap(db, place, r.id, r.value, box.seal(r.value));
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
  }
  return sealed;
}

export class SecretKeyMismatch extends Error {}

/**
 * Tries the key on the newest sealed values. None opening with any key means the process has the wrong one (a changed
 * SECRET_KEY, another installation's secret.key): it must not start, or every sign-in with a second step would fail.
 * Some not opening is reported (the answer) and left to the operator. `acceptLost` (SECRET_KEY_LOST=yes) starts anyway,
 * for a key that is gone for good (docs/security.md "Secrets at rest", a lost key).
 */
export async function checkStoredSecrets(db: Db, box: SecretBox, acceptLost = false): Promise<{ checked: number; unreadable: number }> {
  let checked = 0;
  let unreadable = 0;
  for (const place of PLACES) {
    const rows = await db
      .selectFrom(place.table)
      .select(`${place.column} as value`)
      .where(place.column, 'is not', null)
      .where(place.column, 'like', SEALED)
      .orderBy('id', 'desc')
      .limit(SAMPLE)
      .execute();
    for (const r of rows as Array<{ value: string }>) {
      checked++;
      if (box.state(r.value) === 'unreadable') unreadable++;
    }
  }
  if (checked > 0 && unreadable === checked && !acceptLost) {
    throw new SecretKeyMismatch(
      `none of the ${checked} newest sealed authenticator keys opens with this secret key: it is not the key they were sealed with. ` +
        'Give the server that key again (SECRET_KEY or DATA_DIR/secret.key); to change keys, put the old one in SECRET_KEY_PREVIOUS and run ' +
        '`npm run admin -- reseal-secrets`; if it is lost for good, SECRET_KEY_LOST=yes starts anyway (docs/security.md "Secrets at rest")',
    );
  }
  return { checked, unreadable };
}

/**
 * Moves every value sealed with a previous key (SECRET_KEY_PREVIOUS) to the current key, page by page; how many moved
 * and how many open with no key at all (left as they are).
 */
export async function resealStoredSecrets(db: Db, box: SecretBox): Promise<{ resealed: number; unreadable: number; current: number }> {
  const out = { resealed: 0, unreadable: 0, current: 0 };
  for (const place of PLACES) {
    for (let after = 0; ; ) {
      const rows = await page(db, place, after, true);
      for (const r of rows) {
        const state = box.state(r.value);
        if (state === 'reseal') out.resealed += await swap(db, place, r.id, r.value, box.seal(box.open(r.value)));
        else if (state === 'unreadable') out.unreadable++;
        else out.current++;
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
  }
  return out;
}
