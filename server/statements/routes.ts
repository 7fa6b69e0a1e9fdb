// Statements (an extension; docs/funds.md "Statements"): the ledger or the closed trades of a period as a CSV file,
// for a spreadsheet, an accountant or a tax return. GET /api/user/statement?kind=ledger|trades&from=&to= (whole UTC
// days). Column names are English and stable, for whatever imports the file; the ledger's descriptions are in the
// reader's language, like the history screen's. Money is written exactly as the ledger keeps it (6 decimals), so the
// amounts of a file add up to its balances.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../http/envelope.js';
import { authHeaders } from '../http/schemas.js';
import { ledgerLang, translateLedgerText } from '../funds/ledger-text.js';
import { LedgerType } from '../ledger/index.js';
import { csvLine, sendCsvFile, text, UTF8_BOM, type Cell } from './csv.js';
import { closedTrades, ledgerRows } from './rows.js';
import { isStatementPeriod, statementFileName, STATEMENT_MAX_DAYS, type StatementKind, type StatementPeriod } from '../../src/core/statement.js';

export const LEDGER_COLUMNS = ['id', 'time_utc', 'type', 'description', 'amount', 'locked_change', 'balance', 'locked_balance'];
export const TRADE_COLUMNS = [
  'id', 'symbol', 'side', 'lots', 'open_price', 'close_price', 'opened_at_utc', 'closed_at_utc',
  'stop_loss', 'take_profit', 'fee', 'swap', 'profit', 'close_reason', 'from_position',
];
/** The trader's own file of trades ends with their trade notes; the desk's copy (admin.ts) has none (docs/trading.md "Trade notes"). */
export const OWN_TRADE_COLUMNS = [...TRADE_COLUMNS, 'note'];

const TYPE_NAMES = new Map<number, string>(Object.entries(LedgerType).map(([name, n]) => [n, name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]));
/** A ledger row's type as files name it (`trade_fee`, `admin_adjustment` …); an unknown one as its number. */
export const ledgerTypeName = (type: number) => TYPE_NAMES.get(type) ?? String(type);
const ADMIN_ADJUSTMENT: number = LedgerType.adminAdjustment;

export type StatementQuery = StatementPeriod & { kind: StatementKind };

/** The query of a statement, for the user's route and the operators' (admin.ts). */
export const statementQuerySchema = {
  type: 'object',
  required: ['kind', 'from', 'to'],
  properties: {
    kind: { type: 'string', enum: ['ledger', 'trades'] },
    from: { type: 'string', format: 'date', description: 'First day, YYYY-MM-DD (UTC)' },
    to: { type: 'string', format: 'date', description: 'Last day, YYYY-MM-DD (UTC), included' },
  },
} as const;

/** The query of a period alone (trading results, the books). */
export const periodQuerySchema = {
  type: 'object',
  required: ['from', 'to'],
  properties: { from: statementQuerySchema.properties.from, to: statementQuerySchema.properties.to },
} as const;

export const statementDescription =
  'Answers text/csv (UTF-8 with a byte order mark, CRLF lines, a header row); a refusal is the usual JSON envelope. ' +
  `Ledger columns: ${LEDGER_COLUMNS.join(', ')}. Trade columns: ${TRADE_COLUMNS.join(', ')}; the trader's own file adds note ` +
  "(the position's trade note), which the desk's copy of a user's statement leaves out. " +
  'Money as the ledger keeps it (6 decimals); text that a spreadsheet would take for a formula starts with an apostrophe.';

/** Refuses a period one file cannot cover (the rule of src/core/statement.ts). */
export function checkStatementPeriod(q: StatementPeriod): void {
  if (!isStatementPeriod(q)) throw new AppError('statementPeriod', { days: STATEMENT_MAX_DAYS });
}

/**
 * Streams the user's statement as the reply: the ledger's descriptions in `lang`; the trades with their notes only
 * for their owner (`own`): a note is the trader's own, never the desk's.
 */
export function sendStatement(app: FastifyInstance, reply: FastifyReply, userId: number, { kind, from, to }: StatementQuery, lang: string, own: boolean) {
  const lines = kind === 'ledger' ? ledgerFile(ledgerRows(app.db, userId, { from, to }), lang) : tradesFile(closedTrades(app.db, userId, { from, to }, { notes: own }), own);
  return sendCsvFile(reply, statementFileName(kind, { from, to }), Readable.from(lines));
}

export const statementRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatementQuery }>('/api/user/statement', {
    onRequest: app.requireUser,
    // Per person, after the session is known (an office behind one address is many people): a file can be a year.
    config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `statement:${request.user?.id ?? request.ip}` } },
    schema: {
      tags: ['funds'],
      summary: `The ledger (kind=ledger) or the closed trades (kind=trades) of a period of at most ${STATEMENT_MAX_DAYS} whole UTC days as a CSV file (extension)`,
      description: statementDescription,
      headers: authHeaders,
      querystring: statementQuerySchema,
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'The CSV file' } },
    },
    handler: async (request, reply) => {
      checkStatementPeriod(request.query);
      return sendStatement(app, reply, request.user!.id, request.query, ledgerLang(request.headers.lang), true);
    },
  });
};

type Rows<T extends (...args: never[]) => AsyncGenerator<unknown>> = ReturnType<T>;

async function* ledgerFile(rows: Rows<typeof ledgerRows>, lang: string): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(LEDGER_COLUMNS);
  for await (const r of rows) {
    yield csvLine([
      String(r.id),
      r.created_at,
      ledgerTypeName(r.type),
      // As the history screen shows it: an operator's adjustment by its memo, every other row by its translated text.
      text(r.type === ADMIN_ADJUSTMENT ? r.memo : translateLedgerText(r.memo_tran, lang)),
      r.value,
      r.lock_value,
      r.balance_after,
      r.lock_balance_after,
    ]);
  }
}

async function* tradesFile(rows: Rows<typeof closedTrades>, withNotes: boolean): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(withNotes ? OWN_TRADE_COLUMNS : TRADE_COLUMNS);
  const level = (v: string) => (v === '0' ? '' : v); // '0' is "not set"
  for await (const r of rows) {
    const cells: Cell[] = [
      String(r.id),
      text(r.code),
      r.side === 1 ? 'buy' : 'sell',
      r.lots,
      r.open_price ?? '',
      r.close_price ?? '',
      r.opened_at ?? '',
      r.closed_at ?? '',
      level(r.sl),
      level(r.tp),
      r.fee,
      r.swap ?? '0.000000',
      r.profit ?? '',
      text(r.close_reason),
      r.parent_id ? String(r.parent_id) : '',
    ];
    if (withNotes) cells.push(text(r.note));
    yield csvLine(cells);
  }
}
