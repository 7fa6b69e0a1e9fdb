import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../core';
import { stopRefusalText, stopRuleLabel, wrongSide } from './stopRule';

describe("the server's rule for a stop's side, said before sending", () => {
  it('a buy closes at 1.10000: its stop loss must be below, its take profit above', () => {
    expect(wrongSide('sl', 1, '1.10000', '1.10000')).toBe(true);
    expect(wrongSide('sl', 1, '1.10000', '1.09999')).toBe(false);
    expect(wrongSide('tp', 1, '1.10000', '1.10000')).toBe(true);
    expect(wrongSide('tp', 1, '1.10000', '1.10001')).toBe(false);
  });

  it('a sell the other way round', () => {
    expect(wrongSide('sl', 2, '1.10010', '1.10000')).toBe(true);
    expect(wrongSide('sl', 2, '1.10010', '1.10011')).toBe(false);
    expect(wrongSide('tp', 2, '1.10010', '1.10011')).toBe(true);
    expect(wrongSide('tp', 2, '1.10010', '1.10000')).toBe(false);
  });

  it('judges nothing while the stop or the price is not a price, and 0 is no stop', () => {
    expect(wrongSide('sl', 1, '1.10000', '')).toBe(false);
    expect(wrongSide('sl', 1, '1.10000', '1.1.')).toBe(false);
    expect(wrongSide('sl', 1, '1.10000', '0')).toBe(false);
    expect(wrongSide('sl', 1, '', '1.2')).toBe(false);
    expect(wrongSide('sl', 1, undefined, '1.2')).toBe(false);
  });

  it("names the server's own refusal", () => {
    expect([stopRuleLabel('sl', 1), stopRuleLabel('sl', 2), stopRuleLabel('tp', 1), stopRuleLabel('tp', 2)]).toEqual([
      'trade.slBelowBuy', 'trade.slAboveSell', 'trade.tpAboveBuy', 'trade.tpBelowSell',
    ]);
  });

  it('says the rule with the price at the pair\'s precision, and nothing for a stop that fits', () => {
    const t = ((key: string, v?: Record<string, string>) => `${key} ${v?.price ?? ''}`) as unknown as TFunction;
    expect(stopRefusalText(t, 'sl', 1, '1.1', '1.2', 5)).toBe('trade.slBelowBuy 1.10000');
    expect(stopRefusalText(t, 'tp', 2, '2330.1', '2340', 2)).toBe('trade.tpBelowSell 2330.10');
    expect(stopRefusalText(t, 'sl', 1, '1.1', '1.0', 5)).toBeUndefined();
    expect(stopRefusalText(t, 'sl', 1, undefined, '1.2', 5)).toBeUndefined();
  });
});
