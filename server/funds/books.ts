// The books (docs/funds.md "Books"): what the clients' money did over whole UTC days — what came in, what went out,
// what trading took and gave, and whether it adds up. Real accounts only (demo money is no one's). Every figure is
// read from the ledger, the one record of every balance change, and is the change it made to client money (available
// plus frozen), so the day's closing is its opening plus its figures, and what no figure explains is shown, never
// hidden: a ledger type the report does not know, or a row written by hand.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { exactSum, moneySum } from '../db/money-sum.js';
import { add, roundMoney, sub } from '../../src/core/money/index.js';
import { booksFileName, type StatementPeriod as Period } from '../../src/core/statement.js';
import { LedgerType } from '../ledger/index.js';
import { ledgerTotals } from './books-ledger.js';
import { BOOKS_COLUMNS, booksCsv } from './books-file.js';
import { ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { checkStatementPeriod, periodQuerySchema } from '../statements/routes.js';
import { endOf, startOf } from '../statements/rows.js';
import { sendCsvFile } from '../statements/csv.js';

export interface BooksFigures {
  /** real accounts registered */
  registrations: number;
  /** real accounts whose first deposit was credited */
  first_deposits: number;
  deposits: { count: number; amount: string };
  /** withdrawals paid out: the amount taken from the clients, of which `fees` was the withdrawal fee */
  withdrawals: { count: number; amount: string; fees: string };
  trading_fees: string;
  /** the clients' realised profit and loss (negative: they lost) */
  client_pnl: string;
  /** the swap paid to the clients at the rollovers less the swap charged to them (negative: they paid) */
  swaps: string;
  /** operators' balance credits and debits */
  adjustments: string;
  /** what trading made for the broker as the clients' counterparty: trading fees − the clients' P&L − their swaps */
  broker_result: string;
  /** the change no figure above explains (0 when the ledger adds up) */
  unexplained: string;
}

export interface BooksDay extends BooksFigures {
  date: string;
  /** client money at the end of the day */
  closing: string;
}

export interface Books {
  from: string;
  to: string;
  /** client money (available plus frozen, every real account) at the start of `from` */
  opening: string;
  closing: string;
  totals: BooksFigures;
  days: BooksDay[];
}

const nextDay = (day: string) => endOf(day).slice(0, 10);
const dayOf = sql<string>`substr(l.created_at, 1, 10)`;

/** What a ledger type counts as; the types that move money between available and frozen count as nothing. */
const FIGURE: Record<number, 'deposits' | 'withdrawals' | 'trading_fees' | 'client_pnl' | 'swaps' | 'adjustments' | 'moves'> = {
  [LedgerType.deposit]: 'deposits',
  [LedgerType.withdrawal]: 'withdrawals',
  [LedgerType.fee]: 'trading_fees',
  [LedgerType.realisedPnl]: 'client_pnl',
  [LedgerType.swap]: 'swaps',
  [LedgerType.adminAdjustment]: 'adjustments',
  [LedgerType.marginLock]: 'moves',
  [LedgerType.marginUnlock]: 'moves',
  [LedgerType.withdrawalFreeze]: 'moves',
  [LedgerType.withdrawalUnfreeze]: 'moves',
};

const zero = (): BooksFigures => ({
  registrations: 0,
  first_deposits: 0,
  deposits: { count: 0, amount: '0' },
  withdrawals: { count: 0, amount: '0', fees: '0' },
  trading_fees: '0',
  client_pnl: '0',
  swaps: '0',
  adjustments: '0',
  broker_result: '0',
  unexplained: '0',
});

/** The books of a period (a valid one: checkStatementPeriod first). */
export async function booksOf(db: Db, period: Period): Promise<Books> {
  const start = startOf(period.from);
  const end = endOf(period.to);
  const ledger = () => db.selectFrom('ledger as l').innerJoin('users as u', 'u.id', 'l.user_id').where('u.is_demo', '=', 0);
  const [sums, fees, registrations, firsts] = await Promise.all([
    ledgerTotals(db, start, end),
    // The fee of each withdrawal paid, on the day its payment was written (its ledger row names it: withdrawal:<id>).
    ledger()
      .innerJoin('withdrawals as w', (j) => j.on(sql<boolean>`w.id = cast(substr(l.ref, 12) as integer)`))
      .select([dayOf.as('day'), exactSum(db, 'w.fee').as('fees')])
      .where('l.type', '=', LedgerType.withdrawal)
      .where('l.created_at', '>=', start)
      .where('l.created_at', '<', end)
      .groupBy(dayOf)
      .execute(),
    db
      .selectFrom('users')
      .select([sql<string>`substr(created_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('is_demo', '=', 0)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(sql`substr(created_at, 1, 10)`)
      .execute(),
    // A first deposit: a deposit row of the period with no deposit of the same account written before it (ids are
    // given in the order rows are written). Probed per deposit of the period on the (user_id, id) index, so a short
    // period costs little however long the ledger is.
    ledger()
      .select([dayOf.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('l.type', '=', LedgerType.deposit)
      .where('l.created_at', '>=', start)
      .where('l.created_at', '<', end)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('ledger as p').select('p.id').whereRef('p.user_id', '=', 'l.user_id').whereRef('p.id', '<', 'l.id').where('p.type', '=', LedgerType.deposit))),
      )
      .groupBy(dayOf)
      .execute(),
  ]);

  const days = new Map<string, BooksFigures>();
  for (let d = period.from; d <= period.to; d = nextDay(d)) days.set(d, zero());
  // Times are compared as text: a time written by hand as '2026-12-01 00:00' sorts before '2026-12-01T00:00…Z' and so
  // into a period ending on 2026-11-30. It is counted on the period's last day rather than lost.
  const dayFor = (day: string) => days.get(day) ?? days.get(period.to)!;
  for (const [key, { n, change }] of sums.byDayType) {
    const [day, type] = key.split('|');
    const f = dayFor(day);
    const figure = FIGURE[Number(type)];
    if (figure === 'deposits') f.deposits = { count: f.deposits.count + n, amount: add(f.deposits.amount, change).toString() };
    else if (figure === 'withdrawals') f.withdrawals = { ...f.withdrawals, count: f.withdrawals.count + n, amount: sub(f.withdrawals.amount, change).toString() };
    else if (figure === 'trading_fees') f.trading_fees = sub(f.trading_fees, change).toString();
    else if (figure === 'client_pnl') f.client_pnl = add(f.client_pnl, change).toString();
    else if (figure === 'swaps') f.swaps = add(f.swaps, change).toString();
    else if (figure === 'adjustments') f.adjustments = add(f.adjustments, change).toString();
    // Moves between available and frozen change nothing in total; anything else is what the report cannot explain.
    else f.unexplained = add(f.unexplained, change).toString();
  }
  for (const r of fees) dayFor(r.day).withdrawals.fees = add(dayFor(r.day).withdrawals.fees, moneySum(db, r.fees)).toString();
  for (const r of registrations) dayFor(r.day).registrations += Number(r.n);
  for (const r of firsts) dayFor(r.day).first_deposits += Number(r.n);

  const opening = roundMoney(sums.before);
  let closing = opening;
  const totals = zero();
  const out: BooksDay[] = [];
  for (const [date, f] of days) {
    f.broker_result = sub(sub(f.trading_fees, f.client_pnl), f.swaps).toString();
    closing = roundMoney(add(closing, changeOf(f)));
    out.push({ date, ...money(f), closing });
    addTo(totals, f);
  }
  return { from: period.from, to: period.to, opening, closing, totals: money(totals), days: out };
}

/** What the figures did to client money: in, out, trading, adjustments and what nothing explains. */
const changeOf = (f: BooksFigures) =>
  add(sub(f.deposits.amount, f.withdrawals.amount), add(add(sub(f.client_pnl, f.trading_fees), f.swaps), add(f.adjustments, f.unexplained)));

function addTo(t: BooksFigures, f: BooksFigures) {
  t.registrations += f.registrations;
  t.first_deposits += f.first_deposits;
  t.deposits = { count: t.deposits.count + f.deposits.count, amount: add(t.deposits.amount, f.deposits.amount).toString() };
  t.withdrawals = {
    count: t.withdrawals.count + f.withdrawals.count,
    amount: add(t.withdrawals.amount, f.withdrawals.amount).toString(),
    fees: add(t.withdrawals.fees, f.withdrawals.fees).toString(),
  };
  for (const k of ['trading_fees', 'client_pnl', 'swaps', 'adjustments', 'broker_result', 'unexplained'] as const) t[k] = add(t[k], f[k]).toString();
}

/** Every amount at the ledger's precision (6 decimals), as the rest of the admin API answers money. */
const money = (f: BooksFigures): BooksFigures => ({
  ...f,
  deposits: { ...f.deposits, amount: roundMoney(f.deposits.amount) },
  withdrawals: { ...f.withdrawals, amount: roundMoney(f.withdrawals.amount), fees: roundMoney(f.withdrawals.fees) },
  trading_fees: roundMoney(f.trading_fees),
  client_pnl: roundMoney(f.client_pnl),
  swaps: roundMoney(f.swaps),
  adjustments: roundMoney(f.adjustments),
  broker_result: roundMoney(f.broker_result),
  unexplained: roundMoney(f.unexplained),
});

const amount = { type: 'string', description: 'USD, 6 decimals' } as const;
const figures = {
  registrations: { type: 'integer' },
  first_deposits: { type: 'integer' },
  deposits: { type: 'object', properties: { count: { type: 'integer' }, amount } },
  withdrawals: { type: 'object', properties: { count: { type: 'integer' }, amount, fees: amount } },
  trading_fees: amount,
  client_pnl: amount,
  swaps: amount,
  adjustments: amount,
  broker_result: amount,
  unexplained: amount,
} as const;

export const booksRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Period }>('/books', {
    config: { access: 'funds.read', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['operators'],
      summary: "The books of a period of whole UTC days: the clients' money at its start and end, and each day's deposits, withdrawals paid, trading fees, the clients' realised P&L, balance adjustments, the broker's trading result, new accounts and first deposits (real accounts)",
      description:
        'Each amount is the change it made to client money (available plus frozen, every real account), so the closing is the opening plus the ' +
        'deposits − withdrawals − trading fees + the clients\' P&L + adjustments + `unexplained`, which is 0 when every ledger row is of a known kind.',
      querystring: periodQuerySchema,
      response: replies({
        type: 'object',
        properties: {
          from: { type: 'string' },
          to: { type: 'string' },
          opening: amount,
          closing: amount,
          totals: { type: 'object', properties: figures },
          days: { type: 'array', items: { type: 'object', properties: { date: { type: 'string' }, ...figures, closing: amount } } },
        },
      }),
    },
    handler: async (request) => {
      checkStatementPeriod(request.query);
      return ok(await booksOf(app.db, request.query));
    },
  });

  // The same as a file. Figures over every real account, no one's data: not an export to audit (a user's statement is).
  app.get<{ Querystring: Period }>('/books/file', {
    config: { access: 'funds.read', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['operators'],
      summary: 'The books of a period as a CSV file: a line per day with the client money it opened and closed at, then the totals',
      description: `Answers text/csv (UTF-8 with a byte order mark, CRLF lines, a header row); a refusal is the usual JSON envelope. Columns: ${BOOKS_COLUMNS.join(', ')}.`,
      querystring: periodQuerySchema,
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'The CSV file' } },
    },
    handler: async (request, reply) => {
      checkStatementPeriod(request.query);
      const books = await booksOf(app.db, request.query);
      return sendCsvFile(reply, booksFileName(books), booksCsv(books));
    },
  });
};
