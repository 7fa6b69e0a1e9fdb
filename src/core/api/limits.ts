// Trading limits and breaks (docs/accounts.md "Trading limits and breaks"): the limits a trader sets on themselves —
// deposits and losses over a rolling period — and a break from trading. Built by the TradingLimits widget from the
// client's http, so `pipkit/core` does not carry them. The server holds every rule (tighter at once, looser in 24
// hours, a break never shortened); these calls only ask.
import type { Http, RequestOptions } from '../http';
import type { TFunction } from '../i18n';

export type LimitKind = 'deposit' | 'loss';
/** The rolling window: day = 24 hours, week = 7 days, month = 30 days. */
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** Each period's words after an amount ("500.00 USD per 7 days"). */
export const LIMIT_PERIOD_KEYS = { day: 'user.limitPerDay', week: 'user.limitPerWeek', month: 'user.limitPerMonth' } as const;
/** A limit in words ("500.00 USD per 7 days"), or "No limit". */
export const limitWords = (t: TFunction, amount: string | null, period: LimitPeriod | null) =>
  amount && period ? `${amount} USD ${t(LIMIT_PERIOD_KEYS[period])}` : t('user.limitNone');

export interface TradingLimit {
  /** USD the period may take (2 decimals); null: no limit. */
  amount: string | null;
  period: LimitPeriod;
  /** Deposited (waiting or credited) or lost (fees, closed trades and swap; gains count 0) in the current window. */
  used: string;
  /** What the limit leaves in the current window (never below 0); null: no limit. */
  left: string | null;
  /** The window has used the whole limit (exactly: `left` is rounded to cents). Past the loss limit no position opens. */
  reached: boolean;
  /** A looser limit (amount null: none) waiting its 24 hours; null: nothing waits. */
  next: { amount: string | null; period: LimitPeriod | null; at: string } | null;
}

export interface TradingLimits {
  deposit: TradingLimit;
  loss: TradingLimit;
  /** The end of the break under way; null: none. */
  break_until: string | null;
  /** The breaks that can be taken, in days. */
  break_days: number[];
}

/** The read alone, for a widget that only shows what the limits stop (the order ticket). */
export const createLimitsReader = (http: Http) => ({
  /** GET /api/user/limits */
  get: (opts?: RequestOptions) => http.get<TradingLimits>('/api/user/limits', undefined, opts),
});

export function createLimitsApi(http: Http) {
  return {
    ...createLimitsReader(http),
    /** POST /api/user/limits/set: `amount` '' removes the limit. The answer says whether it applies now or waits. */
    set: (body: { kind: LimitKind; amount: string; period: LimitPeriod }, opts?: RequestOptions) =>
      http.post<TradingLimits>('/api/user/limits/set', body, { form: true, showSuccessMessage: true, ...opts }),
    /** POST /api/user/limits/break: with the password; pending orders are cancelled. */
    takeBreak: (body: { days: number; password: string }, opts?: RequestOptions) =>
      http.post<TradingLimits>('/api/user/limits/break', body, { form: true, showSuccessMessage: true, ...opts }),
  };
}

export type LimitsApi = ReturnType<typeof createLimitsApi>;
export type LimitsReader = ReturnType<typeof createLimitsReader>;
