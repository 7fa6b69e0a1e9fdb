import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStores, useT } from '../provider';
import { noticeText } from '../internal/trading/notice';
import { useOrderFeed } from '../internal/trading/useLiveFeed';
import type { NotificationsViewProps } from './NotificationsView';

/** Server-side closes and fills of the signed-in user, kept until read; mounting it keeps the order topics live. */
export function useNotifications(): NotificationsViewProps {
  const stores = useStores();
  const t = useT();
  useOrderFeed();
  const notices = useStore(stores.orders.$notices);
  const [open, setOpen] = useState(false);
  const items = useMemo(
    () =>
      notices
        .filter((n) => !n.read)
        .map((n) => ({ seq: n.seq, at: n.at, ...noticeText(n, t, (code) => stores.quotes.findPair(code)?.ShowCode ?? code) })),
    [notices, t, stores.quotes],
  );
  return {
    items,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onMarkAllRead: () => {
      stores.orders.markAllRead();
      setOpen(false);
    },
  };
}
