// Keeps the orders list in step with the trader's own changes made elsewhere: on another device, or in another widget
// of this page (the ticket beside the desk's list). The server pushes each as FOREX_ORDER (docs/socket.md).
import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { DealStatus, Order } from '../../core/api/forex';
import type { OrderList } from '../../core/stores/order-list';
import { usePipkit } from '../provider';
import { stepFor } from './orderChange';

/**
 * A close-all is one push per position: reading the page and the balance again waits this long after the last push
 * of a burst, so a burst costs one request of each.
 */
export const REREAD_AFTER_MS = 100;

export function useOrderChanges(list: OrderList, tab: DealStatus, setSelected: Dispatch<SetStateAction<Order | null>>): void {
  const pipkit = usePipkit();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reread = false;
    const later = (page: boolean) => {
      reread ||= page;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (reread) void list.refresh();
        reread = false;
        // Margin and balance moved with the order: the figures other widgets show from the account.
        void pipkit.actions.refreshBalance().catch(() => {});
      }, REREAD_AFTER_MS);
    };
    const off = pipkit.socket.subscribe('FOREX_ORDER', (push) => {
      const step = stepFor(push, tab, (id) => list.$state.get().items.some((o) => o.Id === id));
      if (step.kind === 'none') return;
      if (step.kind === 'patch') {
        list.patch(step.order.Id, step.order);
        setSelected((s) => (s?.Id === step.order.Id ? { ...s, ...step.order } : s));
      } else if (step.kind === 'remove') {
        list.remove([step.id]);
        setSelected((s) => (s?.Id === step.id ? null : s));
      }
      later(step.kind === 'refresh');
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [list, tab, pipkit, setSelected]);
}
