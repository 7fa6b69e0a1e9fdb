// The instrument edit form's rules, pure: what the desk types → the PUT body, or the first problem found.
export interface InstrumentFields {
  spread: string;
  leverages: string;
  fee_rate: string;
  min_lots: string;
  /** keep: leave the override as it is; auto: by the trading session. */
  market_status: 'keep' | 'auto' | 'open' | 'closed';
  /** The trading session whose hours open and close the market (fx, metal, us-index, …). */
  session: string;
}

export const SESSIONS = ['fx', 'metal', 'energy', 'us-index', 'eu-index', 'uk-index', 'jp-index', 'crypto'] as const;

const DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;

export type FormResult = { body: Record<string, unknown> } | { problem: 'decimal' | 'leverages'; field: keyof InstrumentFields };

export function instrumentBody(f: InstrumentFields): FormResult {
  for (const k of ['spread', 'fee_rate', 'min_lots'] as const) if (!DECIMAL.test(f[k].trim())) return { problem: 'decimal', field: k };
  const parts = f.leverages.split(/[\s,]+/).filter(Boolean);
  const leverages = parts.map(Number);
  if (parts.length > 20 || leverages.some((n) => !Number.isInteger(n) || n < 1 || n > 10_000)) return { problem: 'leverages', field: 'leverages' };
  return {
    body: {
      spread: f.spread.trim(),
      fee_rate: f.fee_rate.trim(),
      min_lots: f.min_lots.trim(),
      leverages,
      ...((SESSIONS as readonly string[]).includes(f.session) ? { session: f.session } : {}),
      ...(f.market_status === 'keep' ? {} : { market_status: f.market_status === 'auto' ? null : f.market_status === 'open' ? 1 : 0 }),
    },
  };
}
