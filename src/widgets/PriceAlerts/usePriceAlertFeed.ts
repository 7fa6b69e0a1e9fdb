// Tells the person when one of their price alerts fires, wherever they are in the app: a toast, and a browser
// notification when they allowed it (docs/trading.md "Price alerts"). Mount once, e.g. in the app shell.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { PriceAlert } from '../../core/api/traders';
import { usePipkit } from '../provider';
import { useT } from '../provider';
import { showNotification } from './notifications';

export function usePriceAlertFeed(): void {
  const { socket, stores, notify } = usePipkit();
  const t = useT();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    socket.connect();
    return socket.subscribe<PriceAlert>('PRICE_ALERT', (a) => {
      const name = stores.quotes.findPair(a.Code)?.ShowCode ?? a.Code;
      const text = t(a.Direction === 'above' ? 'alerts.firedUp' : 'alerts.firedDown', { symbol: name, price: a.Price, now: a.FiredPrice ?? a.Price });
      notify(text, 'info');
      showNotification(t('alerts.title'), text);
    });
  }, [loggedIn, socket, stores, notify, t]);
}

/** The feed as a component, for apps that mount things rather than call hooks. */
export function PriceAlertFeed(): null {
  usePriceAlertFeed();
  return null;
}
