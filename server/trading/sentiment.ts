/**
 * GET /v1/api/forex/sentiment (extension, docs/trading.md "Client sentiment"): which way this broker's clients hold
 * each pair — of the real accounts holding it, the share net long and net short — as brokers publish their clients'
 * positioning. Each account counts once per pair, by the sign of its open lots (a hedged account, as long as short,
 * counts for neither), so one large account cannot tip the figure; demo accounts, free to open by the hundred, never
 * count. A pair held by fewer than MIN_TRADERS accounts is left out, so nobody learns which way one client holds.
 *
 * Read from the database (any role answers it, a gateway included) at most once a minute per process; requests in
 * the meantime share the last reading, and a failed reading keeps serving the one before it.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { big, type Big } from '../../src/core/money/index.js';
import type { Database } from '../db/schema.js';
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

/** One open position: its pair, its account, 1 buy / 2 sell, its lots. */
export interface Holding {
  code: string;
  userId: number;
  side: number;
  lots: string;
}

/** The split of each pair held by at least `minTraders` accounts with a net position, by pair code. */
export function sentimentOf(holdings: Iterable<Holding>, minTraders = MIN_TRADERS): PairSentiment[] {
  const net = new Map<string, Map<number, Big>>();
  for (const h of holdings) {
    let accounts = net.get(h.code);
    if (!accounts) net.set(h.code, (accounts = new Map()));
    const lots = h.side === 1 ? big(h.lots) : big(h.lots).neg();
    accounts.set(h.userId, (accounts.get(h.userId) ?? big(0)).plus(lots));
  }
  const pairs: PairSentiment[] = [];
  for (const [Code, accounts] of net) {
    let long = 0;
    let short = 0;
    for (const lots of accounts.values()) {
      if (lots.gt(0)) long++;
      else if (lots.lt(0)) short++;
    }
    if (long + short < minTraders) continue;
    const Long = Math.round((long * 100) / (long + short));
    pairs.push({ Code, Long, Short: 100 - Long });
  }
  return pairs.sort((a, b) => (a.Code < b.Code ? -1 : a.Code > b.Code ? 1 : 0));
}

/** The open positions of real accounts. */
export async function realHoldings(db: Kysely<Database>): Promise<Holding[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.code', 'o.user_id', 'o.side', 'o.lots'])
    .where('o.status', '=', OrderStatus.holding)
    .where('u.is_demo', '=', 0)
    .execute();
  return rows.map((r) => ({ code: r.code, userId: Number(r.user_id), side: Number(r.side), lots: r.lots }));
}

export interface SentimentReading {
  /** Epoch ms of the reading. */
  at: number;
  pairs: PairSentiment[];
}

/** The last reading, read again once older than `maxAge`; one reading at a time, shared by the requests waiting. */
export class SentimentBoard {
  private last: SentimentReading | null = null;
  private reading: Promise<SentimentReading> | null = null;

  constructor(
    private readonly read: () => Promise<Holding[]>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly clock: () => number = Date.now,
    private readonly maxAge = SENTIMENT_MAX_AGE,
  ) {}

  current(): Promise<SentimentReading> {
    const now = this.clock();
    if (this.last && now - this.last.at < this.maxAge) return Promise.resolve(this.last);
    this.reading ??= this.read()
      .then(
        (holdings) => (this.last = { at: now, pairs: sentimentOf(holdings) }),
        (err: unknown) => {
          if (!this.last) throw err;
          this.log.error({ err }, 'client sentiment: reading the positions failed; the last reading is served');
          return this.last;
        },
      )
      .finally(() => (this.reading = null));
    return this.reading;
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
  const board = new SentimentBoard(() => realHoldings(app.db), app.log);
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
