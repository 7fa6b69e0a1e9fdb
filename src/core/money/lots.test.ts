import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateLots, isMultipleOf, stepUp, stepDown, canStepDown, floorToStep, lotsForLoss, pnlUsd, big } from './index.js';

describe('lots', () => {
  it('valid lots', () => {
    expect(validateLots('0.01', '0.01', '0.01')).toBeNull();
    expect(validateLots('1.23', '0.01', '0.01')).toBeNull();
    expect(validateLots('2', '1', '1')).toBeNull();
    expect(validateLots('0.5', '0.1', '0')).toBeNull();
  });
  it('errors', () => {
    expect(validateLots('', '0.01', '0.01')).toBe('empty');
    expect(validateLots('abc', '0.01', '0.01')).toBe('empty');
    expect(validateLots(undefined, '0.01', '0.01')).toBe('empty');
    expect(validateLots('0', '0.01', '0.01')).toBe('not_positive');
    expect(validateLots('-1', '0.01', '0.01')).toBe('not_positive');
    expect(validateLots('0.005', '0.01', '0.001')).toBe('below_min');
    expect(validateLots('0.015', '0.01', '0.01')).toBe('not_step');
    expect(validateLots('1.5', '1', '1')).toBe('not_step');
  });
  it('multiples are exact in decimal (0.3 is a multiple of 0.1)', () => {
    expect(isMultipleOf('0.3', '0.1')).toBe(true);
    expect(isMultipleOf('0.07', '0.01')).toBe(true);
    expect(isMultipleOf('0.071', '0.01')).toBe(false);
  });
  it('stepping', () => {
    expect(stepUp('0.01', '0.01')).toBe('0.02');
    expect(stepUp('0.1', '0.2')).toBe('0.3');
    expect(stepDown('0.03', '0.01')).toBe('0.02');
    expect(stepDown('0.01', '0.01')).toBe('0.01');
    expect(canStepDown('0.01', '0.01')).toBe(false);
    expect(canStepDown('0.02', '0.01')).toBe(true);
    expect(canStepDown('', '0.01')).toBe(false);
    expect(floorToStep('0.057', '0.01')).toBe('0.05');
    expect(floorToStep('3', '0')).toBe('3');
  });
});

describe('lots for a loss at the stop', () => {
  // EURUSD bought at 1.10010 with its stop loss at 1.09510: 50 pips, 100,000 units a lot, so 500 USD a lot.
  const lossAt = (lots: string) => negate(pnlUsd({ side: 1, open: '1.10010', close: '1.09510', lots, contractSize: 100000, quoteCcy: 'USD', rates: () => undefined }));

  it('the most whole steps whose loss stays within the amount', () => {
    expect(lotsForLoss('50', lossAt, '0.01', '0.01')).toBe('0.1');
    expect(lotsForLoss('54.99', lossAt, '0.01', '0.01')).toBe('0.1');
    expect(lotsForLoss('55', lossAt, '0.01', '0.01')).toBe('0.11');
    expect(lotsForLoss('1000', lossAt, '0.1', '0.1')).toBe('2');
  });

  it('says when even the minimum loses more, and nothing for an amount that is not one or a stop that loses nothing', () => {
    expect(lotsForLoss('4.99', lossAt, '0.01', '0.01')).toBe('below_min');
    expect(lotsForLoss('40', lossAt, '0.1', '0.01')).toBe('below_min');
    expect(lotsForLoss('', lossAt, '0.01', '0.01')).toBeNull();
    expect(lotsForLoss('0', lossAt, '0.01', '0.01')).toBeNull();
    expect(lotsForLoss('-5', lossAt, '0.01', '0.01')).toBeNull();
    expect(lotsForLoss('5,0', lossAt, '0.01', '0.01')).toBeNull();
    expect(lotsForLoss('50', () => '0', '0.01', '0.01')).toBeNull();
    expect(lotsForLoss('50', () => '-20', '0.01', '0.01')).toBeNull(); // a stop in profit
  });

  it('for any amount, price gap and step: within the amount, and one step more is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }), // cents
        fc.integer({ min: 1, max: 5000 }), // points of 0.00001
        fc.constantFrom('0.01', '0.1', '1'),
        (cents, points, step) => {
          const loss = big(cents).div(100).toFixed();
          const at = (lots: string) => negate(pnlUsd({ side: 2, open: '1.10000', close: big(points).div(100000).plus('1.10000').toFixed(), lots, contractSize: 100000, quoteCcy: 'USD', rates: () => undefined }));
          const lots = lotsForLoss(loss, at, step, step);
          if (lots === 'below_min') return big(at(step)).gt(loss);
          if (lots === null) return false;
          return big(at(lots)).lte(loss) && big(at(stepUp(lots, step))).gt(loss) && isMultipleOf(lots, step);
        },
      ),
    );
  });
});

const negate = (x: string) => big(x).times(-1).toFixed();
