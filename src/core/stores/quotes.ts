// Live quotes: one atom per instrument so a tick re-renders one row, not the list (DESIGN "How a widget is built").
// The trade list and the current pair live in sessionStorage (docs/product.md#constants-and-limits). Each client
// holds its own quote store (createStores), so two providers on one page never share a cache.
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ForexQuotations, TradePair } from '../api/forex';
import { createBatcher } from './frame';
import { readSession, writeSession } from './session-storage';

export interface Quote extends ForexQuotations {
  MarketStatus: number;
}

/** What a DAY_MARKET item may carry: nested ForexQuotations (like trade_list) or flat fields. */
export type QuoteUpdate = { Code: string; MarketStatus?: number } & Partial<ForexQuotations> & {
  ForexQuotations?: Partial<ForexQuotations>;
};

/** The part of the socket (socket-types.ts `Socket`) the stores use. */
export interface TopicSocket {
  subscribe(topic: string, handler: (data: unknown) => void, params?: () => Record<string, unknown>): () => void;
  /** Every parsed message (acknowledgements too); absent on sockets that only deliver topics. */
  onMessage?(handler: (message: { type: string; [field: string]: unknown }) => void): () => void;
}

/**
 * Rows re-rendered per frame at most. 500 instruments × 10 ticks/s is about 85 per frame at 60 Hz; the cap only
 * bites in bursts or on a slow device, where a quote then shows one frame later instead of the page stuttering.
 */
export const QUOTES_PER_FRAME = 120;

export interface QuoteStore {
  $tradeList: ReadableAtom<TradePair[]>;
  /** True until the first trade list of this page arrives (drives the skeleton of 10). */
  $tradeListLoading: ReadableAtom<boolean>;
  $tradeListError: ReadableAtom<string | null>;
  /** Code of the pair shown on /trade. */
  $currentPair: ReadableAtom<string>;
  /** The live quote of one instrument; undefined until the trade list or a tick names it. */
  quote(code: string): ReadableAtom<Quote | undefined>;
  /** Takes a list as of now: its quotes replace every instrument's, and ticks still queued are dropped. */
  setTradeList(list: TradePair[]): void;
  setCurrentPair(code: string): void;
  /** The full pair (static fields from the list, live quote from its atom). */
  findPair(code: string): TradePair | undefined;
  /** Queues socket updates; they reach the atoms together on the next frame. */
  applyUpdates(data: unknown): void;
  /** Applies queued ticks now (tests; bench). */
  flush(): void;
  /** Subscribes DAY_MARKET; returns the unsubscribe. */
  bindFeed(socket: TopicSocket): () => void;
  /**
   * Fetches trade_list into the store; errors leave the previous list in place. A refresh asked for while one is on
   * its way joins it (an early prefetch and the screen's own refresh on mount make one request). An instrument that
   * ticked after the request left keeps the tick's price: the answer, written before it, may arrive after it.
   */
  refresh(load: () => Promise<TradePair[]>): Promise<void>;
  /** Forgets everything (tests, logout of a partner page). */
  reset(): void;
}

function flat(u: QuoteUpdate): Partial<Quote> {
  const { Code: _c, ForexQuotations: nested, ...rest } = u;
  const out: Partial<Quote> = { ...(nested ?? {}) };
  for (const k of ['Open', 'Close', 'Change', 'Bid', 'Ask', 'High', 'Low', 'MarketStatus'] as const) {
    if (rest[k] !== undefined) (out as Record<string, unknown>)[k] = rest[k];
  }
  return out;
}

const fromPair = (p: TradePair): Quote => ({ ...p.ForexQuotations, MarketStatus: p.MarketStatus });

/** `keys` name the sessionStorage entries of the list and the current pair. */
export function createQuoteStore(keys = { list: 'pipkit.tradeList', pair: 'pipkit.currentPair' }): QuoteStore {
  const $tradeList = atom<TradePair[]>(readSession<TradePair[]>(keys.list, []));
  const $tradeListLoading = atom<boolean>($tradeList.get().length === 0);
  const $tradeListError = atom<string | null>(null);
  const $currentPair = atom<string>(readSession<string>(keys.pair, ''));
  const atoms = new Map<string, WritableAtom<Quote | undefined>>();
  let inFlight: Promise<void> | null = null;

  const quoteAtom = (code: string) => {
    let a = atoms.get(code);
    if (!a) atoms.set(code, (a = atom<Quote | undefined>(undefined)));
    return a;
  };

  const ticks = createBatcher<string, Partial<Quote>>(
    (batch) => {
      for (const [code, patch] of batch) {
        const a = quoteAtom(code);
        const prev = a.get();
        a.set(prev ? { ...prev, ...patch } : (patch as Quote));
      }
    },
    (prev, next) => (prev ? { ...prev, ...next } : next),
    QUOTES_PER_FRAME,
  );

  const setCurrentPair = (code: string) => {
    $currentPair.set(code);
    writeSession(keys.pair, code);
  };

  // Socket messages counted, and the count at each instrument's last tick: a trade list answer written by the
  // server before a tick may reach the page after it (two connections), and must not put the older price back.
  let tickCount = 0;
  const tickedAt = new Map<string, number>();

  /** The list's quotes replace those of instruments not ticked since `since` (the count when it was asked for). */
  const applyList = (list: TradePair[], since: number) => {
    for (const p of list) {
      if ((tickedAt.get(p.Code) ?? 0) > since) continue; // the socket's price is as new as the list's, or newer
      ticks.drop(p.Code); // queued before the list was asked for: older than it
      quoteAtom(p.Code).set(fromPair(p));
    }
    $tradeList.set(list);
    $tradeListLoading.set(false);
    $tradeListError.set(null);
    writeSession(keys.list, list);
    if (!$currentPair.get() && list[0]) setCurrentPair(list[0].Code);
  };
  const setTradeList = (list: TradePair[]) => applyList(list, tickCount);

  const applyUpdates = (data: unknown) => {
    const items = Array.isArray(data) ? data : [data];
    tickCount++;
    for (const it of items) {
      if (!it || typeof it !== 'object') continue;
      const u = it as QuoteUpdate;
      const code = u.Code ?? (u as { code?: string }).code;
      if (typeof code !== 'string') continue;
      tickedAt.set(code, tickCount);
      ticks.push(code, flat(u));
    }
  };

  return {
    $tradeList, $tradeListLoading, $tradeListError, $currentPair,
    quote: quoteAtom,
    setTradeList,
    setCurrentPair,
    findPair: (code) => $tradeList.get().find((p) => p.Code === code),
    applyUpdates,
    flush: () => ticks.flush(),
    bindFeed: (socket) => socket.subscribe('DAY_MARKET', applyUpdates),
    refresh(load) {
      inFlight ??= (async () => {
        const since = tickCount;
        try {
          applyList(await load(), since);
        } catch (e) {
          $tradeListLoading.set(false);
          $tradeListError.set(e instanceof Error ? e.message : String(e));
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
    reset() {
      ticks.clear();
      atoms.clear();
      tickedAt.clear();
      $tradeList.set([]);
      $tradeListLoading.set(true);
      $tradeListError.set(null);
      $currentPair.set('');
    },
  };
}
