import { describe, expect, it } from 'vitest';
import { curveOf } from './curve';

const day = (d: number, net: string) => ({ day: `2026-11-${String(d).padStart(2, '0')}`, net });

describe('the running net drawn as a line', () => {
  it('starts at break-even and runs the total day by day, the highest at the top', () => {
    // totals 0, 10, 4, 20 in a 90 × 24 box with 2 of padding: 20 at y 2, 0 at y 22
    const c = curveOf([day(1, '10'), day(2, '-6'), day(5, '16')], 90, 24)!;
    expect(c.points).toBe('0,22 30,12 60,18 90,2');
    expect(c.zeroY).toBe(22);
    expect(c.last).toBe('20.000000');
  });

  it('keeps break-even in range when every total is a loss', () => {
    const c = curveOf([day(1, '-5'), day(2, '-5')], 20, 14)!;
    expect(c.points).toBe('0,2 10,7 20,12');
    expect(c.zeroY).toBe(2);
  });

  it('draws nothing for fewer than two days, and a flat line for days that came to nothing', () => {
    expect(curveOf([], 100, 20)).toBeNull();
    expect(curveOf([day(1, '3')], 100, 20)).toBeNull();
    expect(curveOf([day(1, '0'), day(2, '0')], 100, 20)!.points).toBe('0,2 50,2 100,2');
  });
});
