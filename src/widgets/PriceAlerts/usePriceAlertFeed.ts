// Tells the person when one of their price alerts fires, wherever they are in the app: a toast, and a browser
// notification when they allowed it (docs/trading.md "Price alerts"). Mount once, e.g. in the app shell.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { PriceAlert } from '../../core/api/traders';
import { usePipkit, useT } from '../provider';

/** Shows a system notification when allowed; a page without permission only has the toast. */
export function showNotification(title: string, body: string): void {
  const N = typeof Notification === 'undefined' ? undefined : Notification;
  if (N?.permission !== 'granted') return;
  try {
    new N(title, { body, tag: `pipkit-alert-${title}-${body}` });
  } catch {
    // some mobile browsers allow notifications only from a service worker: the toast has said it
  }
}

export function usePriceAlertFeed(): void {
  const { socket, stores, notify } = usePipkit();
  const t = useT();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    socket.connect();
    // The server's time of the subscription (its acknowledgement): after a drop, the alerts that fired meanwhile are
    // sent again from then (docs/socket.md "Catching up"), a few seconds early — an alert told is not told twice.
    let since = '';
    const told = new Set<string>();
    const offAck = socket.onMessage((m) => {
      if (m.type === 'sub' && m.topic === 'PRICE_ALERT' && m.code === 1 && typeof m.at === 'string') since = m.at;
    });
    const off = socket.subscribe<PriceAlert>(
      'PRICE_ALERT',
      (a) => {
        const key = `${a.Id} ${a.FiredAt}`; // an alert armed again fires again
        if (told.has(key)) return;
        told.add(key);
        const name = stores.quotes.findPair(a.Code)?.ShowCode ?? a.Code;
        const text = t(a.Direction === 'above' ? 'alerts.firedUp' : 'alerts.firedDown', { symbol: name, price: a.Price, now: a.FiredPrice ?? a.Price });
        notify(text, 'info');
        showNotification(t('alerts.title'), text);
      },
      () => ({ since }),
    );
    return () => {
      offAck();
      off();
    };
  }, [loggedIn, socket, stores, notify, t]);
}

/** The feed as a component, for apps that mount things rather than call hooks. */
export function PriceAlertFeed(): null {
  usePriceAlertFeed();
  return null;
}
