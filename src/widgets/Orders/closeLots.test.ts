import { describe, expect, it } from 'vitest';
import { closeLotsError, closeLotsShare, closeLotsStep, partOf } from './closeLots';

describe('lots to close', () => {
  it('follows the pair\'s minimum and step, and never more than is open', () => {
    const rules = { min: '0.1', step: '0.01' };
    expect(closeLotsError('0.05', '0.15', rules)).toBe('below_min');
    expect(closeLotsError('0.1', '0.15', rules)).toBe('rest_below_min');
    expect(closeLotsError('0.15', '0.15', rules)).toBeNull();
    expect(closeLotsError('0.2', '0.3', rules)).toBeNull();
    expect(closeLotsError('0.4', '0.3', rules)).toBe('above_open');
  });
  it('without the pair\'s rules, leaves minimum and step to the server', () => {
    expect(closeLotsError('0.013', '0.05', undefined)).toBeNull();
    expect(closeLotsError('', '0.05', undefined)).toBe('empty');
    expect(closeLotsError('0.06', '0.05', undefined)).toBe('above_open');
  });
  it('sends lots only for a part', () => {
    expect(partOf('0.05', '0.05')).toBeUndefined();
    expect(partOf('0.050', '0.05')).toBeUndefined();
    expect(partOf('0.02', '0.05')).toBe('0.02');
  });
  it('steps with the arrow keys between the minimum and the open lots', () => {
    const rules = { min: '0.1', step: '0.01' };
    expect(closeLotsStep('0.2', '0.3', rules, -1)).toBe('0.19');
    expect(closeLotsStep('0.29', '0.3', rules, 1)).toBe('0.3');
    expect(closeLotsStep('0.3', '0.3', rules, 1)).toBe('0.3');
    expect(closeLotsStep('0.1', '0.3', rules, -1)).toBe('0.1');
    expect(closeLotsStep('', '0.3', rules, -1)).toBe('0.29');
  });

  it('offers a share of the position in whole steps, only when that part may be closed', () => {
    const rules = { min: '0.01', step: '0.01' };
    expect(closeLotsShare('0.10', rules, 25)).toBe('0.02'); // 0.025 rounded down to the step
    expect(closeLotsShare('0.10', rules, 50)).toBe('0.05');
    expect(closeLotsShare('0.10', rules, 75)).toBe('0.07');
    expect(closeLotsShare('0.10', rules, 100)).toBe('0.10'); // the whole, as it is written
    expect(closeLotsShare('0.03', rules, 25)).toBeNull(); // 0.0075 is below the minimum
    expect(closeLotsShare('0.15', { min: '0.1', step: '0.01' }, 50)).toBeNull(); // 0.07 is below the minimum
    expect(closeLotsShare('0.30', { min: '0.1', step: '0.01' }, 75)).toBeNull(); // 0.22 leaves 0.08 open, below it
    expect(closeLotsShare('0.30', { min: '0.1', step: '0.01' }, 50)).toBe('0.15');
    expect(closeLotsShare('0.10', undefined, 50)).toBeNull(); // without the pair's rules
  });
});
