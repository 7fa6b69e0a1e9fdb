// Shared by the trading widgets (not an entry point: no index.ts, so tsup does not publish it alone).
import { useEffect, useMemo } from 'react';
import { createForexApi, type ForexApi, type ForexHttp } from '../../core/api/forex';
import { bindQuoteFeed, type TopicSocket } from '../../core/stores/quotes';
import { bindOrderFeed, resetLiveOrders } from '../../core/stores/orders';
import { $session } from '../../core/stores/session';
import { usePipkit } from '../provider/context';

interface PipkitLike {
  http: ForexHttp;
  socket: TopicSocket & { connect?: () => void };
  api: Record<string, unknown>;
}

/** The forex area of the client; built from its http when the client was created without it. */
export function useForexApi(): ForexApi {
  const pipkit = usePipkit() as unknown as PipkitLike;
  return useMemo(() => (pipkit.api.forex as ForexApi | undefined) ?? createForexApi(pipkit.http), [pipkit]);
}

export function useSocket(): PipkitLike['socket'] {
  return (usePipkit() as unknown as PipkitLike).socket;
}

// Several widgets on one page need the same topics; one subscription per socket is enough because the
// stores are shared, and a second one would only apply every tick twice.
function refCounted(bind: (s: TopicSocket) => () => void) {
  const counts = new WeakMap<TopicSocket, { n: number; off: () => void }>();
  return (socket: TopicSocket) => {
    const cur = counts.get(socket);
    if (cur) cur.n++;
    else counts.set(socket, { n: 1, off: bind(socket) });
    return () => {
      const c = counts.get(socket);
      if (!c) return;
      if (--c.n === 0) {
        c.off();
        counts.delete(socket);
      }
    };
  };
}

const quoteFeed = refCounted(bindQuoteFeed);
// Per-user figures must not survive a logout or a switch of account.
const orderFeed = refCounted((socket) => {
  let token = $session.get().token;
  const stop = $session.listen((s) => {
    if (s.token !== token) resetLiveOrders();
    token = s.token;
  });
  const off = bindOrderFeed(socket);
  return () => {
    stop();
    off();
  };
});

/** Keeps DAY_MARKET flowing into the quote atoms while the calling widget is mounted. */
export function useQuoteFeed(): void {
  const socket = useSocket();
  useEffect(() => {
    socket.connect?.();
    return quoteFeed(socket);
  }, [socket]);
}

/** Keeps FOREX_TRADE / FOREX_CLOSED flowing into the order stores while mounted. */
export function useOrderFeed(): void {
  const socket = useSocket();
  useEffect(() => {
    socket.connect?.();
    return orderFeed(socket);
  }, [socket]);
}
