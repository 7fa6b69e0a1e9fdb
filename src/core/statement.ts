// Statements (docs/funds.md "Statements"): the ledger or the closed trades of a period of whole UTC days as a CSV
// file. The period's rule and the file's name live here, read by the server's route and the Statement widget alike.

/** The longest period one file covers: a year, leap day included. */
export const STATEMENT_MAX_DAYS = 366;

/** `ledger`: every balance change; `trades`: the positions closed (a partial close is one). */
export type StatementKind = 'ledger' | 'trades';

/** Whole days, UTC, as YYYY-MM-DD: from the start of `from` to the end of `to`. */
export interface StatementPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayStart = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN);
/** A YYYY-MM-DD day that exists (not 2026-02-30), else NaN. */
const dayOf = (day: string) => {
  const t = dayStart(day);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? NaN : t;
};

/** Both days counted: a period from a day to itself is one day. NaN when either is not a day. */
export const periodDays = ({ from, to }: StatementPeriod): number => (dayOf(to) - dayOf(from)) / DAY_MS + 1;

/** A period one statement can cover: real days, `to` on or after `from`, at most STATEMENT_MAX_DAYS. */
export const isStatementPeriod = (p: StatementPeriod): boolean => {
  const days = periodDays(p);
  return days >= 1 && days <= STATEMENT_MAX_DAYS;
};

/** The month so far, in UTC: its first day to today (what an accountant asks for first). */
export const monthSoFar = (now: Date): StatementPeriod => {
  const to = now.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
};

/** The last `days` whole UTC days, today included (the trading results' periods: 30, 90, 365 days). */
export const lastDays = (days: number, now: Date): StatementPeriod => {
  const to = now.toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
};

export const statementFileName = (kind: StatementKind, p: StatementPeriod): string => `statement-${kind}-${p.from}-${p.to}.csv`;

/** The name of the operators' books of a period as a file (server/funds/books-file.ts, the console's Books screen). */
export const booksFileName = (p: StatementPeriod): string => `books-${p.from}-${p.to}.csv`;

/** An account's standing for the operators' user list: open, locked by the desk, or closed by its owner. */
export const USER_STATUSES = ['active', 'locked', 'closed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * What the operators' user list as a file holds: the clients a search found, every client, or those of one own limit;
 * any of them narrowed to one status.
 */
export type UsersFileFilter = { q?: string; own?: 'break' | 'loss' | 'deposit'; status?: UserStatus };

const OWN_NAMES = { break: 'on-break', loss: 'loss-limit', deposit: 'deposit-limit' } as const;

/**
 * `users-on-break-2026-12-01.csv`, `users-closed-2026-12-01.csv`: the file's clients and the UTC day it was taken
 * (server/operators/user-list.ts, the console's Users screen).
 */
export const usersFileName = ({ q, own, status }: UsersFileFilter, now: Date): string => {
  const which = [own ? OWN_NAMES[own] : !status && q ? 'search' : '', status ?? ''].filter(Boolean).join('-') || 'all';
  return `users-${which}-${now.toISOString().slice(0, 10)}.csv`;
};
