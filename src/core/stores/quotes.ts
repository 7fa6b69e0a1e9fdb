// Live quotes: one atom per instrument so a tick re-renders one row, not the list (DESIGN "How a widget is built").
// The trade list and the current pair live in sessionStorage (docs/product.md#constants-and-limits).
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

const LIST_KEY = 'pipkit.tradeList';
const PAIR_KEY = 'pipkit.currentPair';

export const $tradeList = atom<TradePair[]>(readSession<TradePair[]>(LIST_KEY, []));
/** True until the first trade list of this page arrives (drives the skeleton of 10). */
export const $tradeListLoading = atom<boolean>($tradeList.get().length === 0);
export const $tradeListError = atom<string | null>(null);
/** Code of the pair shown on /trade. */
export const $currentPair = atom<string>(readSession<string>(PAIR_KEY, ''));

/**
 * Rows re-rendered per frame at most. 500 instruments × 10 ticks/s is about 85 per frame at 60 Hz; the cap only
 * bites in bursts or on a slow device, where a quote then shows one frame later instead of the page stuttering.
 */
export const QUOTES_PER_FRAME = 120;

const quoteAtoms = new Map<string, WritableAtom<Quote | undefined>>();

function quoteAtom(code: string): WritableAtom<Quote | undefined> {
  let a = quoteAtoms.get(code);
  if (!a) {
    a = atom<Quote | undefined>(undefined);
    quoteAtoms.set(code, a);
  }
  return a;
}

/** The live quote of one instrument; undefined until the trade list or a tick names it. */
export function $quote(code: string): ReadableAtom<Quote | undefined> {
  return quoteAtom(code);
}

function fromPair(p: TradePair): Quote {
  return { ...p.ForexQuotations, MarketStatus: p.MarketStatus };
}

export function setTradeList(list: TradePair[]): void {
  ticks.clear(); // the list is newer than anything queued
  for (const p of list) quoteAtom(p.Code).set(fromPair(p));
  $tradeList.set(list);
  $tradeListLoading.set(false);
  $tradeListError.set(null);
  writeSession(LIST_KEY, list);
  if (!$currentPair.get() && list[0]) setCurrentPair(list[0].Code);
}

export function setCurrentPair(code: string): void {
  $currentPair.set(code);
  writeSession(PAIR_KEY, code);
}

/** The full pair (static fields from the list, live quote from its atom). */
export function findPair(code: string): TradePair | undefined {
  return $tradeList.get().find((p) => p.Code === code);
}

function flat(u: QuoteUpdate): Partial<Quote> {
  const { Code: _c, ForexQuotations: nested, ...rest } = u;
  const out: Partial<Quote> = { ...(nested ?? {}) };
  for (const k of ['Open', 'Close', 'Change', 'Bid', 'Ask', 'High', 'Low', 'MarketStatus'] as const) {
    if (rest[k] !== undefined) (out as Record<string, unknown>)[k] = rest[k];
  }
  return out;
}

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

/** Queues socket updates; they reach the atoms together on the next frame. */
export function applyQuoteUpdates(data: unknown): void {
  const items = Array.isArray(data) ? data : [data];
  for (const it of items) {
    if (!it || typeof it !== 'object') continue;
    const u = it as QuoteUpdate;
    const code = u.Code ?? (u as { code?: string }).code;
    if (typeof code === 'string') ticks.push(code, flat(u));
  }
}

/** Applies queued ticks now (tests; bench). */
export function flushQuoteUpdates(): void {
  ticks.flush();
}

export interface TopicSocket {
  subscribe(topic: string, handler: (data: unknown) => void): () => void;
}

/** Subscribes DAY_MARKET; returns the unsubscribe. */
export function bindQuoteFeed(socket: TopicSocket): () => void {
  return socket.subscribe('DAY_MARKET', applyQuoteUpdates);
}

/** Fetches trade_list into the stores; errors leave the previous list in place. */
export async function refreshTradeList(load: () => Promise<TradePair[]>): Promise<void> {
  try {
    setTradeList(await load());
  } catch (e) {
    $tradeListLoading.set(false);
    $tradeListError.set(e instanceof Error ? e.message : String(e));
  }
}

/** Forgets everything (tests, logout of a partner page). */
export function resetQuotes(): void {
  ticks.clear();
  quoteAtoms.clear();
  $tradeList.set([]);
  $tradeListLoading.set(true);
  $tradeListError.set(null);
  $currentPair.set('');
}
