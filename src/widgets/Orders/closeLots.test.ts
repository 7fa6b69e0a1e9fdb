import { describe, expect, it } from 'vitest';
import { closeLotsError, closeLotsStep, partOf } from './closeLots';

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
});
