// The one Pipkit client of a partner page, and the page-wide bits the embedded widgets share.
import { createPipkit, type Notify, type Pipkit } from '../core';
import { createForexApi } from '../core/api/forex';
import { createTheme, type DeepPartial } from '../widgets/theme';

export type { DeepPartial };

export interface ClientOptions {
  /** API origin, e.g. `https://api.broker.example` or `http://localhost:8080`. Default: the host rule (docs/core.md). */
  apiBase?: string;
  /** WebSocket URL; default `ws(s)://<api host>/v1/ws`. */
  wsUrl?: string;
  /** Where the client's messages go; default: the client's toast queue, shown by the embed's toast layer. */
  notify?: Notify;
}

// Widgets that name the same API share one client (and so one session and one quote cache); another apiBase gets a
// client of its own, with its own stores. The language stays page-wide.
const clients = new Map<string, Pipkit>();

/** The page's client for these options (created, and its init() started, on first use). */
export function getClient(options: ClientOptions = {}): Pipkit {
  const key = `${options.apiBase ?? ''}|${options.wsUrl ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createPipkit({
      apiBase: options.apiBase,
      wsUrl: options.wsUrl,
      notify: options.notify,
      // Never rewrite the partner's <html lang dir>; the provider sets dir/lang on the widget's own wrapper.
      documentLanguage: false,
      // A widget has no /login route to go to: a 999 clears the session and the partner hears
      // `pipkit-session-expired` on window (docs/embedding.md).
      navigate: (path) => {
        if (path === '/login' && typeof window !== 'undefined') {
          window.dispatchEvent(new CustomEvent('pipkit-session-expired'));
        }
      },
    });
    clients.set(key, client);
    void client.actions.init();
  }
  return client;
}

// trade_list is fetched once per page however many trading widgets are embedded.
const tradeLists = new WeakMap<Pipkit, Promise<void>>();

export function ensureTradeList(client: Pipkit): Promise<void> {
  let p = tradeLists.get(client);
  if (!p) {
    const forex = (client.api as { forex?: ReturnType<typeof createForexApi> }).forex ?? createForexApi(client.http);
    p = client.stores.quotes.refresh(() => forex.tradeList());
    tradeLists.set(client, p);
  }
  return p;
}

/** defaultTheme with the partner's overrides (`createTheme`; kept under the name the embed has always exported). */
export const resolveTheme = createTheme;
