import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { noteNavigation } from './navigationHistory';
import { pipkit } from './pipkit';

/** docs/product.md#routes-and-screens navigation behaviour: scroll to top and (re)start the live socket on every navigation. */
export function NavigationEffects() {
  const [path] = useLocation();
  useEffect(() => {
    noteNavigation();
    window.scrollTo(0, 0);
    // Idempotent: a no-op while connected or while a reconnect is scheduled.
    pipkit.socket.connect();
  }, [path]);
  return null;
}
