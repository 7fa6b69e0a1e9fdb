import { useEffect, useRef, useState } from 'react';
import { createPipkit, type Pipkit, type PipkitOptions } from '../../core';

/** What <PipkitProvider client> takes: a ready client, or the options to make one. */
export type PipkitClientInput = Pipkit | PipkitOptions;

function isClient(input: PipkitClientInput): input is Pipkit {
  return 'http' in input && 'actions' in input;
}

/**
 * A ready client is used as given. Options make a client owned by the provider: created on mount (and again when
 * apiBase, wsUrl or socket change), started with init(), destroyed on unmount. The token source is read through a
 * ref, so a partner may pass a new function on every render without reconnecting.
 */
export function useClient(input: PipkitClientInput | null | undefined): Pipkit | null {
  const options = input && !isClient(input) ? input : null;
  const latest = useRef(options);
  latest.current = options;
  const [owned, setOwned] = useState<Pipkit | null>(null);
  const key = options ? JSON.stringify([options.apiBase ?? '', options.wsUrl ?? '', options.socket !== false]) : '';

  useEffect(() => {
    if (!latest.current) return;
    const client = createPipkit({
      // A provider inside a partner page leaves the page's <html lang dir> alone unless asked.
      documentLanguage: false,
      ...latest.current,
      token: () => latest.current?.token?.(),
    });
    setOwned(client);
    void client.actions.init();
    return () => {
      client.destroy();
      setOwned(null);
    };
  }, [key]);

  if (!input) return null;
  return options ? owned : (input as Pipkit);
}
