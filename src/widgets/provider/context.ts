import { createContext, useContext } from 'react';
import type { Pipkit } from '../../core';

// The one configured client (http, socket, api, actions) that bound widgets talk to.
export const PipkitContext = createContext<Pipkit | null>(null);

/** The Pipkit object of the nearest <PipkitProvider>; throws so a missing provider fails loudly, not with undefined calls. */
export function usePipkit(): Pipkit {
  const pipkit = useContext(PipkitContext);
  if (!pipkit) throw new Error('usePipkit() needs a <PipkitProvider client={…}> above it');
  return pipkit;
}

/** The stores of the nearest provider's client (session, balance, quotes, orders, toasts, …). */
export function useStores(): Pipkit['stores'] {
  return usePipkit().stores;
}
