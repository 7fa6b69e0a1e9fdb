import { describe, expect, it } from 'vitest';
import { copyChanged, copyForm } from './copyForm';

describe('copy form', () => {
  it('takes a multiplier from 0.01 to 10 and says what a one-lot trade becomes', () => {
    expect(copyForm('0.5')).toEqual({ multiplier: '0.5', example: '0.50', stopLoss: '' });
    expect(copyForm(' 2 ', '150')).toEqual({ multiplier: '2', example: '2.00', stopLoss: '150' });
    expect(copyForm('10', '0')).toEqual({ multiplier: '10', example: '10.00', stopLoss: '' });
  });
  it('refuses what the server would refuse', () => {
    for (const typed of ['', '0', '10.5', '1.234', 'x', '-1']) expect(copyForm(typed).multiplier).toBeNull();
    for (const stop of ['-5', '1.005', 'x', '2000000']) expect(copyForm('1', stop).stopLoss).toBeNull();
  });
  it('offers to save only a change, and never what is invalid', () => {
    const current = { multiplier: '0.5', stop_loss: '' };
    expect(copyChanged(copyForm('0.5'), current)).toBe(false);
    expect(copyChanged(copyForm('0.50'), current)).toBe(false);
    expect(copyChanged(copyForm('1'), current)).toBe(true);
    expect(copyChanged(copyForm('0.5', '80'), current)).toBe(true);
    expect(copyChanged(copyForm('0.5', 'x'), null)).toBe(false);
    expect(copyChanged(copyForm('1'), null)).toBe(true);
  });
});
