// The trading sessions whose hours open and close a market (the reference server's server/feed/sessions.ts holds
// the hours): the one list the server's admin API validates against and the operator console offers.
export const TRADING_SESSIONS = ['fx', 'metal', 'energy', 'us-index', 'eu-index', 'uk-index', 'jp-index', 'crypto'] as const;

export type TradingSession = (typeof TRADING_SESSIONS)[number];
