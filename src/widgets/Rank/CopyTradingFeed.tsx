// Tells the person, wherever they are in the app, when a position of a trader they copy was not copied for them and
// why, or when their copy ended by another hand — their copy stop-loss, the trader, the desk (docs/trading.md "Copy
// trading"). Live only: what was missed stays in "Traders you copy" (how many not copied, the last reason), and an
// ended copy is also told by message. Mount once, e.g. in the app shell.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { CopyEvent } from '../../core/api/copy';
import { usePipkit, useT } from '../provider';
import { copyEventText } from './copyFeed';

export function useCopyTradingFeed(): void {
  const { socket, stores, notify } = usePipkit();
  const t = useT();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    const pair = (code: string) => stores.quotes.findPair(code)?.ShowCode ?? code;
    return socket.subscribe<CopyEvent>('COPY_TRADING', (e) => notify(copyEventText(e, t, pair), 'info'));
  }, [loggedIn, socket, stores, notify, t]);
}

/** The feed as a component, for apps that mount things rather than call hooks. */
export function CopyTradingFeed(): null {
  useCopyTradingFeed();
  return null;
}
