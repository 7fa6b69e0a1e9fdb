import { describe, expect, it } from 'vitest';
import { copyForm } from './copyForm';

describe('copy form', () => {
  it('takes a multiplier from 0.01 to 10 and says what a one-lot trade becomes', () => {
    expect(copyForm('0.5')).toEqual({ multiplier: '0.5', example: '0.50' });
    expect(copyForm(' 2 ')).toEqual({ multiplier: '2', example: '2.00' });
    expect(copyForm('10')).toEqual({ multiplier: '10', example: '10.00' });
  });
  it('refuses what the server would refuse', () => {
    for (const typed of ['', '0', '10.5', '1.234', 'x', '-1']) expect(copyForm(typed)).toEqual({ multiplier: null, example: '' });
  });
});
