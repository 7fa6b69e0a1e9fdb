/** The settings the engine reads on every submit and sweep, cached for a short time (default 1 s). */
import type { Kysely } from 'kysely';
import { isDecimal } from '../../../src/core/money/index.js';
import type { Database } from '../../db/schema.js';
import { getSettings, registerSettings } from '../../settings/index.js';

registerSettings({ stop_out_level: '50' }, { public: true });

export interface TradingSettings {
  /** 1 fee per lot, otherwise a ratio of margin */
  feeType: number;
  /** risk rate % at which positions are stopped out */
  stopOutLevel: string;
}

export class TradingSettingsCache {
  private cache: { at: number; value: Record<string, string> } | null = null;

  constructor(private db: Kysely<Database>, private ttlMs = 1000, private now: () => number = Date.now) {}

  async get(): Promise<TradingSettings> {
    const now = this.now();
    if (!this.cache || now - this.cache.at > this.ttlMs) {
      this.cache = { at: now, value: await getSettings(this.db, ['trade_fee_type', 'stop_out_level']) };
    }
    const v = this.cache.value;
    return { feeType: Number(v.trade_fee_type || 1), stopOutLevel: isDecimal(v.stop_out_level) ? v.stop_out_level : '50' };
  }

  invalidate(): void {
    this.cache = null;
  }
}
