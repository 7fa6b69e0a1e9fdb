// The instrument edit form's rules, pure: what the desk types → the PUT body, or the first problem found.
import { TRADING_SESSIONS } from '../../../core/trading-sessions';
import { typedDecimal } from '../../../core/typed';

export interface InstrumentFields {
  spread: string;
  leverages: string;
  fee_rate: string;
  min_lots: string;
  /** The swap, USD per lot and night of a buy and of a sell: signed (negative: charged to the trader). */
  swap_long: string;
  swap_short: string;
  /** keep: leave the override as it is; auto: by the trading session. */
  market_status: 'keep' | 'auto' | 'open' | 'closed';
  /** The trading session whose hours open and close the market (fx, metal, us-index, …). */
  session: string;
}

const DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;
/** As the server takes a swap rate: signed, up to micro-dollars. */
const SWAP = /^-?\d{1,9}(\.\d{1,6})?$/;

export type FormResult = { body: Record<string, unknown> } | { problem: 'decimal' | 'leverages' | 'swap'; field: keyof InstrumentFields };

export function instrumentBody(f: InstrumentFields): FormResult {
  // Decimals as any keyboard types them (a comma, Arabic or full-width digits), read as the trading widgets read them.
  // A minus as a phone's keypad may type it (U+2212) is a minus.
  const decimal = (k: 'spread' | 'fee_rate' | 'min_lots' | 'swap_long' | 'swap_short') => typedDecimal(f[k]).trim().replace(/^\u2212/, '-');
  for (const k of ['spread', 'fee_rate', 'min_lots'] as const) if (!DECIMAL.test(decimal(k))) return { problem: 'decimal', field: k };
  for (const k of ['swap_long', 'swap_short'] as const) if (!SWAP.test(decimal(k))) return { problem: 'swap', field: k };
  const parts = f.leverages.split(/[\s,]+/).filter(Boolean);
  const leverages = parts.map(Number);
  if (parts.length > 20 || leverages.some((n) => !Number.isInteger(n) || n < 1 || n > 10_000)) return { problem: 'leverages', field: 'leverages' };
  return {
    body: {
      spread: decimal('spread'),
      fee_rate: decimal('fee_rate'),
      min_lots: decimal('min_lots'),
      swap_long: decimal('swap_long'),
      swap_short: decimal('swap_short'),
      leverages,
      ...((TRADING_SESSIONS as readonly string[]).includes(f.session) ? { session: f.session } : {}),
      ...(f.market_status === 'keep' ? {} : { market_status: f.market_status === 'auto' ? null : f.market_status === 'open' ? 1 : 0 }),
    },
  };
}
