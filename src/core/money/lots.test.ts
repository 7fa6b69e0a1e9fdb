import { describe, expect, it } from 'vitest';
import { validateLots, isMultipleOf, stepUp, stepDown, canStepDown, floorToStep } from './index.js';

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
