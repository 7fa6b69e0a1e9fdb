// Tells the person when one of their price alerts fires, wherever they are in the app: a toast, and a browser
// notification when they allowed it (docs/trading.md "Price alerts"). Mount once, e.g. in the app shell.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { PriceAlert } from '../../core/api/traders';
import { isCatchUpCursor } from '../../core/stores/catch-up-cursor';
import { restoreFeedMemory, saveFeedMemory, toldKey } from './feedMemory';
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
  const { socket, stores, notify, storagePrefix } = usePipkit();
  const t = useT();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  const owner = String(useStore(stores.session.$user)?.id ?? '');
  useEffect(() => {
    // The server's time of the subscription (its acknowledgement), kept with the person's alerts told lately: after a
    // drop or on the next visit, the alerts that fired meanwhile are sent again from then (docs/socket.md "Catching
    // up"), a few seconds early — an alert told is not told twice. Logging out forgets it, as the tray is emptied.
    const key = `${storagePrefix}.alertFeed`;
    if (!loggedIn) return saveFeedMemory(key, '', { cursor: '', told: [] });
    socket.connect();
    const memory = restoreFeedMemory(key, owner);
    const told = new Set(memory.told);
    const keep = () => saveFeedMemory(key, owner, { cursor: memory.cursor, told: [...told] });
    const offAck = socket.onMessage((m) => {
      if (m.type !== 'sub' || m.topic !== 'PRICE_ALERT' || m.code !== 1 || !isCatchUpCursor(m.at)) return;
      memory.cursor = m.at;
      keep();
    });
    const off = socket.subscribe<PriceAlert>(
      'PRICE_ALERT',
      (a) => {
        const id = toldKey(a);
        if (told.has(id)) return;
        told.add(id);
        keep();
        const name = stores.quotes.findPair(a.Code)?.ShowCode ?? a.Code;
        const text = t(a.Direction === 'above' ? 'alerts.firedUp' : 'alerts.firedDown', { symbol: name, price: a.Price, now: a.FiredPrice ?? a.Price });
        notify(text, 'info');
        showNotification(t('alerts.title'), text);
      },
      () => ({ since: memory.cursor }),
    );
    return () => {
      offAck();
      off();
    };
  }, [loggedIn, owner, socket, stores, notify, t, storagePrefix]);
}

/** The feed as a component, for apps that mount things rather than call hooks. */
export function PriceAlertFeed(): null {
  usePriceAlertFeed();
  return null;
}
