// What one tab's list does about a FOREX_ORDER push: the trader changed an order from this device or another one
// (docs/trading-widgets.md "Live data"). Pure, so the rule is tested apart from the widget.
import type { DealStatus, Order } from '../../core/api/forex';

/** The tab an order of this status is listed under: pending 0, holding 1, cancelled (2) and closed (3) in history. */
export function tabOf(status: number): DealStatus {
  return status === 0 ? 0 : status === 1 ? 1 : 3;
}

export type ListStep = { kind: 'patch'; order: Order } | { kind: 'remove'; id: number } | { kind: 'refresh' } | { kind: 'none' };

const CHANGES = ['opened', 'modified', 'closed', 'cancelled'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * An order of this tab that the list shows is replaced by the pushed one; one it does not show is new here (placed,
 * or closed into history), and the page is read again so the server's order of rows holds; one that left the tab is
 * removed. A `resync`, or a change whose order cannot be read, reads the page again.
 */
export function stepFor(push: unknown, tab: DealStatus, listed: (id: number) => boolean): ListStep {
  if (!isObject(push)) return { kind: 'none' };
  if (push.Change === 'resync') return { kind: 'refresh' };
  if (!CHANGES.includes(push.Change as string)) return { kind: 'none' };
  const order = push.Order;
  if (!isObject(order) || !Number.isInteger(order.Id) || !Number.isInteger(order.Status)) return { kind: 'refresh' };
  const o = order as unknown as Order;
  if (tabOf(o.Status) === tab) return listed(o.Id) ? { kind: 'patch', order: o } : { kind: 'refresh' };
  return listed(o.Id) ? { kind: 'remove', id: o.Id } : { kind: 'none' };
}
