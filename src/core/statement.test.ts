import { describe, expect, it } from 'vitest';
import { isStatementPeriod, lastDays, monthSoFar, periodDays, statementFileName, STATEMENT_MAX_DAYS, usersFileName } from './statement';

describe('statement periods', () => {
  it('counts both days', () => {
    expect(periodDays({ from: '2026-11-28', to: '2026-11-28' })).toBe(1);
    expect(periodDays({ from: '2026-11-01', to: '2026-11-28' })).toBe(28);
    expect(periodDays({ from: '2027-11-28', to: '2028-11-27' })).toBe(366); // across a leap day
  });

  it('takes a year and a day at most, ending on or after its start, of days that exist', () => {
    expect(isStatementPeriod({ from: '2026-11-28', to: '2026-11-28' })).toBe(true);
    expect(isStatementPeriod({ from: '2027-11-28', to: '2028-11-27' })).toBe(true);
    expect(STATEMENT_MAX_DAYS).toBe(366);
    expect(isStatementPeriod({ from: '2025-11-27', to: '2026-11-28' })).toBe(false); // 367 days
    expect(isStatementPeriod({ from: '2026-11-28', to: '2026-11-27' })).toBe(false);
    expect(isStatementPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isStatementPeriod({ from: '2026-11-1', to: '2026-11-28' })).toBe(false);
    expect(isStatementPeriod({ from: '', to: '2026-11-28' })).toBe(false);
    expect(isStatementPeriod({ from: '2026-11-28T00:00', to: '2026-11-28' })).toBe(false);
  });

  it('starts at the month so far, in UTC', () => {
    expect(monthSoFar(new Date('2026-11-28T23:30:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(monthSoFar(new Date('2026-12-01T00:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('counts the last days back from today, in UTC, today included', () => {
    expect(lastDays(30, new Date('2026-11-28T23:30:00Z'))).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(lastDays(1, new Date('2026-11-28T00:00:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(lastDays(365, new Date('2028-03-01T08:00:00Z'))).toEqual({ from: '2027-03-03', to: '2028-03-01' }); // a leap day between
    expect(periodDays(lastDays(365, new Date('2026-11-28T12:00:00Z')))).toBe(365);
  });

  it('names the file by what it holds', () => {
    expect(statementFileName('trades', { from: '2026-11-01', to: '2026-11-28' })).toBe('statement-trades-2026-11-01-2026-11-28.csv');
    // the operators' user list: its filter and the UTC day it was taken
    const late = new Date('2026-12-01T23:30:00-05:00'); // already 2 December in UTC
    expect(usersFileName({ own: 'loss' }, late)).toBe('users-loss-limit-2026-12-02.csv');
    expect(usersFileName({ q: 'a@b.co', own: 'break' }, late)).toBe('users-on-break-2026-12-02.csv');
    expect(usersFileName({ q: 'a@b.co' }, late)).toBe('users-search-2026-12-02.csv');
    expect(usersFileName({}, late)).toBe('users-all-2026-12-02.csv');
    // narrowed to a status: the status after the limit, in place of a search
    expect(usersFileName({ status: 'closed' }, late)).toBe('users-closed-2026-12-02.csv');
    expect(usersFileName({ q: 'a@b.co', status: 'locked' }, late)).toBe('users-locked-2026-12-02.csv');
    expect(usersFileName({ own: 'break', status: 'active' }, late)).toBe('users-on-break-active-2026-12-02.csv');
  });
});
