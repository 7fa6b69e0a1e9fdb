// The books as a CSV file (docs/funds.md "Books"), for the spreadsheet a month is closed in: one line per day with the
// client money it opened and closed at, then the period's totals. Column names English and stable, amounts as the
// ledger keeps them (6 decimals), written by the statements' CSV rules (statements/csv.ts).
import { csvLine, UTF8_BOM } from '../statements/csv.js';
import type { Books, BooksFigures } from './books.js';

export const BOOKS_COLUMNS = [
  'date', 'opening', 'registrations', 'first_deposits', 'deposits_count', 'deposits', 'withdrawals_count', 'withdrawals',
  'withdrawal_fees', 'trading_fees', 'client_pnl', 'swaps', 'adjustments', 'unexplained', 'closing', 'broker_result',
];

const line = (date: string, opening: string, f: BooksFigures, closing: string) =>
  csvLine([
    date, opening, String(f.registrations), String(f.first_deposits), String(f.deposits.count), f.deposits.amount, String(f.withdrawals.count),
    f.withdrawals.amount, f.withdrawals.fees, f.trading_fees, f.client_pnl, f.swaps, f.adjustments, f.unexplained, closing, f.broker_result,
  ]);

/** The file: a header, each day (opening at the day before's closing), and a `total` line over the period. */
export function booksCsv(b: Books): string {
  let out = UTF8_BOM + csvLine(BOOKS_COLUMNS);
  let opening = b.opening;
  for (const d of b.days) {
    out += line(d.date, opening, d, d.closing);
    opening = d.closing;
  }
  return out + line('total', b.opening, b.totals, b.closing);
}
