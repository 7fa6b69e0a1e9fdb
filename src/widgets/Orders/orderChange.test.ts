import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/api/forex';
import { stepFor, tabOf } from './orderChange';

const order = (Id: number, Status: number) => ({ Id, Status, Quantity: '0.1' }) as unknown as Order;
const showing = (...ids: number[]) => (id: number) => ids.includes(id);

describe('a FOREX_ORDER push on one tab of the orders list', () => {
  it('lists each status under its tab', () => {
    expect([0, 1, 2, 3].map(tabOf)).toEqual([0, 1, 3, 3]);
  });

  it('replaces an order the tab shows, reads the page again for one it does not show yet', () => {
    expect(stepFor({ Change: 'modified', Order: order(7, 1) }, 1, showing(7))).toEqual({ kind: 'patch', order: order(7, 1) });
    expect(stepFor({ Change: 'opened', Order: order(8, 1) }, 1, showing(7))).toEqual({ kind: 'refresh' });
    expect(stepFor({ Change: 'opened', Order: order(9, 0) }, 0, showing())).toEqual({ kind: 'refresh' });
    // a close or a cancel lands in history, at the top of its page
    expect(stepFor({ Change: 'closed', Order: order(7, 3) }, 3, showing(1))).toEqual({ kind: 'refresh' });
    expect(stepFor({ Change: 'cancelled', Order: order(9, 2) }, 3, showing())).toEqual({ kind: 'refresh' });
  });

  it('removes an order that left the tab, and leaves other tabs alone', () => {
    expect(stepFor({ Change: 'closed', Order: order(7, 3) }, 1, showing(7))).toEqual({ kind: 'remove', id: 7 });
    expect(stepFor({ Change: 'cancelled', Order: order(9, 2) }, 0, showing(9))).toEqual({ kind: 'remove', id: 9 });
    expect(stepFor({ Change: 'opened', Order: order(8, 0) }, 1, showing(7))).toEqual({ kind: 'none' });
    expect(stepFor({ Change: 'closed', Order: order(8, 3) }, 0, showing(7))).toEqual({ kind: 'none' });
  });

  it('reads the page again after a resync or a change it cannot read, and ignores what is not a change', () => {
    expect(stepFor({ Change: 'resync' }, 1, showing(7))).toEqual({ kind: 'refresh' });
    for (const bad of [{ Change: 'closed' }, { Change: 'closed', Order: { Id: '7', Status: 3 } }, { Change: 'opened', Order: { Id: 7 } }])
      expect(stepFor(bad, 1, showing(7))).toEqual({ kind: 'refresh' });
    for (const junk of [null, 'closed', 7, [], { Change: 'moved', Order: order(7, 3) }, { Order: order(7, 3) }])
      expect(stepFor(junk, 1, showing(7))).toEqual({ kind: 'none' });
  });
});
