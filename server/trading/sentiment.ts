/**
 * GET /v1/api/forex/sentiment (extension, docs/trading.md "Client sentiment"): which way this broker's clients hold
 * each pair — of the real accounts holding it, the share net long and net short — as brokers publish their clients'
 * positioning. Each account counts once per pair, by the sign of its open lots (a hedged account, as long as short,
 * counts for neither), so one large account cannot tip the figure; demo accounts, free to open by the hundred, never
 * count. A pair held by fewer than MIN_TRADERS accounts is left out, so nobody learns which way one client holds.
 *
 * Counted by the database (any role answers it, a gateway included) at most once a minute per process; requests in
 * the meantime share the last reading, and a failed reading keeps serving the one before it.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import type { Database } from '../db/schema.js';
import { exactUnits, LOT_DECIMALS } from '../db/money-sum.js';
import { SharedReading } from '../db/shared-reading.js';
import { OrderStatus } from './schema.js';

/** Fewer accounts than this holding a pair, and its split is not told. */
export const MIN_TRADERS = 10;
/** How long a reading is served before the positions are read again. */
export const SENTIMENT_MAX_AGE = 60_000;

export interface PairSentiment {
  Code: string;
  /** Whole per cent of the accounts holding the pair that are net long (buy); Long + Short = 100. */
  Long: number;
  Short: number;
}

/** How many real accounts hold a pair net long and net short. */
export interface Holders {
  code: string;
  long: number;
  short: number;
}

/** The split of each pair held by at least `minTraders` accounts with a net position, by pair code. */
export function sentimentOf(holders: Iterable<Holders>, minTraders = MIN_TRADERS): PairSentiment[] {
  const pairs: PairSentiment[] = [];
  for (const { code, long, short } of holders) {
    if (long + short < minTraders) continue;
    const Long = Math.round((long * 100) / (long + short));
    pairs.push({ Code: code, Long, Short: 100 - Long });
  }
  return pairs.sort((a, b) => (a.Code < b.Code ? -1 : a.Code > b.Code ? 1 : 0));
}

/**
 * Per pair, how many real accounts hold more lots bought than sold and how many the reverse, counted by the database
 * so that only a row per pair comes back (30,000 positions read into the process held its event loop 110 ms). Lots
 * are summed exactly (`exactUnits`: numeric on PostgreSQL, integers of hundred-millionths on SQLite, whose sum over
 * text is floating point, where 0.1 + 0.2 bought is not 0.3 sold).
 */
export async function realHolders(db: Kysely<Database>): Promise<Holders[]> {
  const signed = sql`case when ${sql.ref('o.side')} = 1 then 1 else -1 end * ${exactUnits(db, 'o.lots', LOT_DECIMALS)}`;
  const nets = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.code', sql<string>`sum(${signed})`.as('net')])
    .where('o.status', '=', OrderStatus.holding)
    .where('u.is_demo', '=', 0)
    .groupBy(['o.code', 'o.user_id'])
    .as('n');
  const rows = await db
    .selectFrom(nets)
    .select(['n.code', sql<number>`sum(case when n.net > 0 then 1 else 0 end)`.as('long'), sql<number>`sum(case when n.net < 0 then 1 else 0 end)`.as('short')])
    .groupBy('n.code')
    .execute();
  return rows.map((r) => ({ code: r.code, long: Number(r.long), short: Number(r.short) }));
}

export interface SentimentReading {
  /** Epoch ms of the reading. */
  at: number;
  pairs: PairSentiment[];
}

/** The last reading, read again once older than `maxAge`, shared (SharedReading); a failed reading serves the last one. */
export class SentimentBoard extends SharedReading<SentimentReading> {
  constructor(read: () => Promise<Holders[]>, log: Pick<FastifyBaseLogger, 'error'>, clock: () => number = Date.now, maxAge = SENTIMENT_MAX_AGE) {
    super(async (now) => ({ at: now, pairs: sentimentOf(await read()) }), maxAge, clock, (err, last) => {
      log.error({ err }, 'client sentiment: reading the positions failed; the last reading is served');
      return last;
    });
  }
}

const sentimentSchema = {
  type: 'object',
  properties: {
    Time: { type: 'integer', description: 'Unix seconds of the reading (positions are read again at most once a minute)' },
    MinTraders: { type: 'integer', description: 'A pair held by fewer real accounts than this is left out of `Pairs`' },
    Pairs: {
      type: 'array',
      description: 'The pairs held by enough real accounts with a net position, by code; with `code`, that pair only (empty when too few hold it)',
      items: {
        type: 'object',
        properties: {
          Code: { type: 'string' },
          Long: { type: 'integer', minimum: 0, maximum: 100, description: 'Whole per cent of the accounts holding the pair that are net long (more lots bought than sold)' },
          Short: { type: 'integer', minimum: 0, maximum: 100, description: 'Whole per cent net short; Long + Short = 100' },
        },
      },
    },
  },
} as const;

export const sentimentRoutes: FastifyPluginAsync = async (app) => {
  const board = new SentimentBoard(() => realHolders(app.db), app.log);
  app.get<{ Querystring: { code?: string } }>('/v1/api/forex/sentiment', {
    schema: {
      tags: ['forex'],
      summary: "Client sentiment (extension): of the real accounts holding each pair, the share net long and net short",
      querystring: { type: 'object', properties: { code: { type: 'string', minLength: 1, maxLength: 32, description: 'One pair; all pairs without it' } } },
      response: replies(sentimentSchema),
    },
    handler: async (request) => {
      const { code } = request.query;
      if (code !== undefined && !app.engine.instrument(code)?.enabled) throw new AppError('pairNotFound');
      const { at, pairs } = await board.current();
      // A pair the desk has disabled since is no longer listed.
      const shown = pairs.filter((p) => (code === undefined ? app.engine.instrument(p.Code)?.enabled : p.Code === code));
      return ok({ Time: Math.floor(at / 1000), MinTraders: MIN_TRADERS, Pairs: shown });
    },
  });
};
