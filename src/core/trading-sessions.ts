// The trading sessions whose hours open and close a market (the reference server's server/feed/sessions.ts holds
// the hours): the one list the server's admin API validates against and the operator console offers.
export const TRADING_SESSIONS = ['fx', 'metal', 'energy', 'us-index', 'eu-index', 'uk-index', 'jp-index', 'crypto'] as const;

export type TradingSession = (typeof TRADING_SESSIONS)[number];

/** The city whose clock, daylight saving included, each session's hours keep; crypto keeps none (it never closes). */
export const SESSION_ZONES = {
  fx: 'America/New_York',
  metal: 'America/New_York',
  energy: 'America/New_York',
  'us-index': 'America/New_York',
  'eu-index': 'Europe/Berlin',
  'uk-index': 'Europe/London',
  'jp-index': 'Asia/Tokyo',
  crypto: null,
} as const satisfies Record<TradingSession, string | null>;

/** The clocks the desk may write a market closure's times on: UTC and the markets' own. */
export const MARKET_ZONES: readonly string[] = ['UTC', ...new Set(Object.values(SESSION_ZONES).filter((z): z is NonNullable<typeof z> => z !== null))];
