/**
 * Trade notes (extension, docs/trading.md "Trade notes"): a trader's own words on a position — why they took it,
 * what they learnt — kept with it through its life and its history. One note per position: a closed part of it
 * (partial close) shows and edits its position's note. The engine never touches notes (their own table); the
 * trader's other devices learn of a saved note from this route's own FOREX_ORDER push.
 *
 *   POST /v1/api/forex/set_note {id, note}   an empty note deletes it
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import { containsPattern, folded } from '../db/search-text.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import type { OrderRow } from './schema.js';
import { orderView } from './views.js';
import { keptNote, NOTE_MAX } from '../../src/core/trade-note.js';

/** The position a note belongs to: a closed part's is its position's. */
const noteKey = (row: Pick<OrderRow, 'id' | 'parent_id'>): number => Number(row.parent_id ?? row.id);

/** The notes of these orders of one user, by order id ('' where none), read in one statement. */
export async function notesOf(db: Kysely<Database>, userId: number, rows: Pick<OrderRow, 'id' | 'parent_id'>[]): Promise<Map<number, string>> {
  const keys = [...new Set(rows.map(noteKey))];
  const found = keys.length
    ? await db.selectFrom('order_notes').select(['order_id', 'note']).where('user_id', '=', userId).where('order_id', 'in', keys).execute()
    : [];
  const byKey = new Map(found.map((n) => [Number(n.order_id), n.note]));
  return new Map(rows.map((r) => [Number(r.id), byKey.get(noteKey(r)) ?? '']));
}

/**
 * The user's orders whose position's note holds `words` (a filter of `orders`): the trader finding their trades by
 * what they wrote, in any case and alphabet (the notes' search form, db/search-text.ts); % and _ are the words' own,
 * not patterns.
 */
export function noteHolds(userId: number, words: string) {
  return sql<SqlBool>`exists (select 1 from order_notes n where n.user_id = ${userId} and n.order_id = coalesce(orders.parent_id, orders.id) and n.folded like ${containsPattern(words)} escape '\\')`;
}

// Text a person typed: any character but controls (a line break and a tab are kept), trimmed, at most NOTE_MAX.
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const notesRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { id: number; note: string } }>('/v1/api/forex/set_note', {
    onRequest: app.requireUser,
    // Before the schema, which would turn null or a number into text (the server coerces types for form posts): an
    // empty note deletes, so only text may ever be taken for one.
    preValidation: async (request) => {
      if (typeof (request.body as { note?: unknown } | null)?.note !== 'string') throw new AppError('fieldInvalid', { field: 'note' });
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `notes:${request.user?.id ?? request.ip}` } },
    schema: {
      tags: ['forex'],
      summary: "Write, change or delete (empty) the trader's note on a position, open or closed (extension)",
      description: 'One note per position: a closed part of a position (partial close) shares its note. Lists of orders carry it as `Note`.',
      headers: authHeaders,
      body: {
        type: 'object',
        required: ['id', 'note'],
        properties: {
          id: { type: 'integer', minimum: 1 },
          note: { type: 'string', maxLength: NOTE_MAX },
        },
      },
      response: replies({ type: 'object', properties: { Id: { type: 'integer', description: 'The position the note belongs to' }, Note: { type: 'string' } } }),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      const row = await app.db.selectFrom('orders').selectAll().where('id', '=', request.body.id).executeTakeFirst();
      // Someone else's order answers exactly like a missing one, so ids cannot be probed.
      if (!row || Number(row.user_id) !== userId) throw new AppError('orderNotFound');
      const key = noteKey(row);
      if (CONTROL.test(request.body.note)) throw new AppError('fieldInvalid', { field: 'note' });
      const note = keptNote(request.body.note);
      if (!note) {
        await app.db.deleteFrom('order_notes').where('order_id', '=', key).execute();
      } else {
        const updated_at = new Date().toISOString();
        await app.db
          .insertInto('order_notes')
          .values({ order_id: key, user_id: userId, note, folded: folded(note), updated_at })
          .onConflict((oc) => oc.column('order_id').doUpdateSet({ note, folded: folded(note), updated_at }))
          .execute();
      }
      // The trader's other devices show it at once, as any change of theirs (FOREX_ORDER `modified`): the order asked
      // about and, for a closed part, its position — each with the note, which the engine's own pushes never carry.
      if (app.pushes.wants(userId, 'FOREX_ORDER')) {
        const position = key === Number(row.id) ? [] : await app.db.selectFrom('orders').selectAll().where('id', '=', key).execute();
        for (const r of [row, ...position]) app.pushes.sendToUser(userId, 'FOREX_ORDER', { Change: 'modified', Order: { ...orderView(r, app.engine), Note: note } });
      }
      return ok({ Id: key, Note: note }, note ? 'noteSaved' : 'noteDeleted');
    },
  });
};
