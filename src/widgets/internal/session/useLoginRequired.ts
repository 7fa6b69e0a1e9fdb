// Widgets that show a user's own data need a session. Without one they do not ask the server (it would answer 999
// and clear the page's session) and tell the partner through onLoginRequired, once when they appear without a
// session and again whenever the session ends while they are shown.
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useStores } from '../../provider';

export interface LoginRequiredCallbacks {
  /** The widget needs a logged-in session: show your login (or offer a demo account). */
  onLoginRequired?: () => void;
}

/** True while a session exists; calls onLoginRequired when there is none. */
export function useLoginRequired(onLoginRequired?: () => void): boolean {
  const stores = useStores();
  const token = useStore(stores.session.$session).token;
  const ref = useRef(onLoginRequired);
  ref.current = onLoginRequired;
  useEffect(() => {
    if (!token) ref.current?.();
  }, [token]);
  return !!token;
}
