import { type ReadableAtom } from 'nanostores';
import type { ForexQuotations, TradePair } from '../api/forex';
export interface Quote extends ForexQuotations {
    MarketStatus: number;
}
/** What a DAY_MARKET item may carry: nested ForexQuotations (like trade_list) or flat fields. */
export type QuoteUpdate = {
    Code: string;
    MarketStatus?: number;
} & Partial<ForexQuotations> & {
    ForexQuotations?: Partial<ForexQuotations>;
};
export declare const $tradeList: import("nanostores").PreinitializedWritableAtom<TradePair[]> & object;
/** True until the first trade list of this page arrives (drives the skeleton of 10). */
export declare const $tradeListLoading: import("nanostores").PreinitializedWritableAtom<boolean> & object;
export declare const $tradeListError: import("nanostores").PreinitializedWritableAtom<string | null> & object;
/** Code of the pair shown on /trade. */
export declare const $currentPair: import("nanostores").PreinitializedWritableAtom<string> & object;
/**
 * Rows re-rendered per frame at most. 500 instruments × 10 ticks/s is about 85 per frame at 60 Hz; the cap only
 * bites in bursts or on a slow device, where a quote then shows one frame later instead of the page stuttering.
 */
export declare const QUOTES_PER_FRAME = 120;
/** The live quote of one instrument; undefined until the trade list or a tick names it. */
export declare function $quote(code: string): ReadableAtom<Quote | undefined>;
export declare function setTradeList(list: TradePair[]): void;
export declare function setCurrentPair(code: string): void;
/** The full pair (static fields from the list, live quote from its atom). */
export declare function findPair(code: string): TradePair | undefined;
/** Queues socket updates; they reach the atoms together on the next frame. */
export declare function applyQuoteUpdates(data: unknown): void;
/** Applies queued ticks now (tests; bench). */
export declare function flushQuoteUpdates(): void;
export interface TopicSocket {
    subscribe(topic: string, handler: (data: unknown) => void): () => void;
}
/** Subscribes DAY_MARKET; returns the unsubscribe. */
export declare function bindQuoteFeed(socket: TopicSocket): () => void;
/** Fetches trade_list into the stores; errors leave the previous list in place. */
export declare function refreshTradeList(load: () => Promise<TradePair[]>): Promise<void>;
/** Forgets everything (tests, logout of a partner page). */
export declare function resetQuotes(): void;
