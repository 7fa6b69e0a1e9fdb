// Facts about a pair the list does not carry directly.
import type { TradePair } from '../../../core/api/forex';
import type { RateLookup } from '../../../core/money';

/**
 * Quote currency: the server may send it (QuoteCurrency); otherwise a six-letter FX/metal code ends with it
 * (EURJPY → JPY, XAUUSD → USD), and index/commodity/crypto CFDs are quoted in USD.
 */
export function quoteCcy(p: TradePair): string {
  const sent = (p as unknown as { QuoteCurrency?: string }).QuoteCurrency;
  if (sent) return sent;
  return /^[A-Z]{6}$/.test(p.Code) ? p.Code.slice(3) : 'USD';
}

/** Current USD rates from the live closes of the listed pairs (the server converts at Close, too). */
export function ratesFromPairs(pairs: TradePair[], closeOf: (code: string) => string | undefined): RateLookup {
  const known = new Set(pairs.map((p) => p.Code));
  return (symbol) => (known.has(symbol) ? closeOf(symbol) : undefined);
}
