// Whether one-click trading is on, for widgets a visitor sees first (the quote list): the preference and its
// endpoints load only once someone is logged in, so the first screen of a visitor carries neither.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePipkit } from '../../provider';

export function useLazyOneClick(): boolean {
  const client = usePipkit();
  const loggedIn = useStore(client.stores.session.$isLoggedIn);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!loggedIn) return setOn(false);
    let off: (() => void) | null = null;
    let live = true;
    void import('./preferences').then((m) => {
      if (live) off = m.preferencesOf(client).$preferences.subscribe((p) => setOn(p.one_click_trading));
    });
    return () => {
      live = false;
      off?.();
    };
  }, [client, loggedIn]);
  return on && loggedIn;
}
