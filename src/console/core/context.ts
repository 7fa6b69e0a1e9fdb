import { createContext, useContext } from 'react';
import type { ConsoleClient } from './client';

export const ConsoleContext = createContext<ConsoleClient | null>(null);

/** The console's client (main.tsx provides it; stories of bound screens give their own). */
export function useConsole(): ConsoleClient {
  const client = useContext(ConsoleContext);
  if (!client) throw new Error('useConsole needs a <ConsoleContext.Provider>');
  return client;
}
