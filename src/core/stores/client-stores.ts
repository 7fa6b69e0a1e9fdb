// The state one client holds, as TanStack Query's client holds its cache: session, balance, server settings, the
// toast queue, the request spinner, quotes and live orders. createPipkit() makes one set per client, so two
// providers on one page never share a session or a quote cache. What belongs to the page rather than to a client —
// the language and the display preferences ($language, $settings) — stays page-wide.
import { atom, type WritableAtom } from 'nanostores';
import type { Balance, BasicInfo } from '../types';
import { createLiveOrders, type LiveOrders } from './orders';
import { createQuoteStore, type QuoteStore, type TopicSocket } from './quotes';
import { createSessionStore, type SessionStore } from './session';
import { createSpinnerCount, type SpinnerCount } from './spinner';
import { createToastQueue, type ToastQueue } from './toast';

export interface PipkitStores {
  session: SessionStore;
  /** The wallet balance; null when logged out or not loaded yet. */
  $balance: WritableAtom<Balance | null>;
  /** Server settings for the UI (get_basic_info); null until loaded. */
  $basicInfo: WritableAtom<BasicInfo | null>;
  toasts: ToastQueue;
  spinner: SpinnerCount;
  quotes: QuoteStore;
  orders: LiveOrders;
}

/** `prefix` names the storage entries (`<prefix>.session`, …); clients with different prefixes persist apart. */
export function createStores(prefix = 'pipkit'): PipkitStores {
  const session = createSessionStore(`${prefix}.session`);
  return {
    session,
    $balance: atom<Balance | null>(null),
    $basicInfo: atom<BasicInfo | null>(null),
    toasts: createToastQueue(),
    spinner: createSpinnerCount(),
    quotes: createQuoteStore({ list: `${prefix}.tradeList`, pair: `${prefix}.currentPair` }),
    orders: createLiveOrders({ key: `${prefix}.notices`, owner: () => String(session.$session.get().user?.id ?? '') }),
  };
}

export interface LiveFeeds {
  /** Keeps DAY_MARKET flowing into the quote store until the returned release is called. */
  holdQuotes(): () => void;
  /** Keeps FOREX_TRADE / FOREX_CLOSED flowing into the live orders until released. */
  holdOrders(): () => void;
}

/**
 * Several widgets on one page need the same topics: the first hold subscribes, the last release unsubscribes, so
 * every tick is applied once however many widgets show it.
 */
export function createLiveFeeds(socket: TopicSocket & { connect?(): void }, stores: PipkitStores): LiveFeeds {
  const counted = (bind: () => () => void) => {
    let n = 0;
    let off: (() => void) | null = null;
    return () => {
      socket.connect?.();
      if (n++ === 0) off = bind();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        if (--n === 0) {
          off?.();
          off = null;
        }
      };
    };
  };
  return {
    holdQuotes: counted(() => stores.quotes.bindFeed(socket)),
    holdOrders: counted(() => {
      let token = stores.session.$session.get().token;
      // Per-user figures must not survive a logout or a switch of account.
      const stop = stores.session.$session.listen((s) => {
        if (s.token !== token) stores.orders.reset();
        token = s.token;
      });
      const off = stores.orders.bindFeed(socket);
      return () => {
        stop();
        off();
      };
    }),
  };
}
