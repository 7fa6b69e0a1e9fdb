/** The settings the engine reads on every submit and sweep, cached for a short time (default 1 s). */
import type { Kysely } from 'kysely';
import { gt, isDecimal, mul } from '../../../src/core/money/index.js';
import type { Database } from '../../db/schema.js';
import { getSettings, registerSettings } from '../../settings/index.js';

// Risk-rate levels (% of equity ÷ used margin): below margin_call_level the trader is warned, below stop_out_level the
// engine closes positions. Public, so the app draws them on the margin bar.
registerSettings({ stop_out_level: '50', margin_call_level: '100' }, { public: true });

export interface TradingSettings {
  /** 1 fee per lot, otherwise a ratio of margin */
  feeType: number;
  /** risk rate % at which positions are stopped out */
  stopOutLevel: string;
  /** risk rate % below which the trader is warned (always above stopOutLevel) */
  marginCallLevel: string;
}

export class TradingSettingsCache {
  private cache: { at: number; value: Record<string, string> } | null = null;

  constructor(private db: Kysely<Database>, private ttlMs = 1000, private now: () => number = Date.now) {}

  async get(): Promise<TradingSettings> {
    const now = this.now();
    if (!this.cache || now - this.cache.at > this.ttlMs) {
      this.cache = { at: now, value: await getSettings(this.db, ['trade_fee_type', 'stop_out_level', 'margin_call_level']) };
    }
    const v = this.cache.value;
    const stopOutLevel = isDecimal(v.stop_out_level) ? v.stop_out_level : '50';
    return { feeType: Number(v.trade_fee_type || 1), stopOutLevel, marginCallLevel: marginCallOf(v.margin_call_level, stopOutLevel) };
  }

  invalidate(): void {
    this.cache = null;
  }
}

/** The margin-call level to use: the stored one when it is a decimal above the stop-out level, else twice the stop-out level. */
export function marginCallOf(stored: string | undefined, stopOutLevel: string): string {
  return isDecimal(stored) && gt(stored, stopOutLevel) ? stored : mul(stopOutLevel, 2).toString();
}
