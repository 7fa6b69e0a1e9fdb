import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT, visibleRange } from './useWindowing';

describe('quote list windowing', () => {
  it('mounts the rows in the viewport plus a small overscan', () => {
    expect(visibleRange(0, 900, 500)).toEqual({ start: 0, end: Math.ceil(900 / ROW_HEIGHT) + 6 });
    const r = visibleRange(-100 * ROW_HEIGHT, 900, 500); // scrolled 100 rows down
    expect(r.start).toBe(94);
    expect(r.end).toBe(100 + Math.ceil(900 / ROW_HEIGHT) + 6);
  });

  it('stays inside the list when it is below or above the viewport', () => {
    expect(visibleRange(2000, 900, 500)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(-600 * ROW_HEIGHT, 900, 500)).toEqual({ start: 500, end: 500 });
    expect(visibleRange(-498 * ROW_HEIGHT, 900, 500)).toEqual({ start: 492, end: 500 });
  });
});
