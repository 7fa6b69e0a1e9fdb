import { type ReadableAtom } from 'nanostores';
import type { LiveSummary, Order } from '../api/forex';
import type { TopicSocket } from './quotes';
export interface LivePosition {
    UpdatePrice: string;
    FactProfits: string;
}
/** The latest per-user summary; null until the first FOREX_TRADE after login. */
export declare const $liveSummary: import("nanostores").PreinitializedWritableAtom<LiveSummary | null> & object;
/** Live price and P&L per open order id, from FOREX_TRADE.TransOrder. */
export declare const $livePositions: import("nanostores").PreinitializedWritableAtom<Record<number, LivePosition>> & object;
type ClosedListener = (ids: number[]) => void;
/** Called with the ids of positions the server closed (SL, TP, stop-out, pending fill). */
export declare function onOrdersClosed(fn: ClosedListener): () => void;
export declare function applyLiveSummary(data: unknown): void;
export declare function flushLiveSummary(): void;
/** Accepts the shapes a closed message may have: [1,2], [{Id}], {Id}, {ids:[…]}, {Ids:[…]}. */
export declare function closedIds(data: unknown): number[];
export declare function applyOrdersClosed(data: unknown): void;
/** Subscribes the per-user topics (the socket sends them only after its login message). */
export declare function bindOrderFeed(socket: TopicSocket): () => void;
export declare function resetLiveOrders(): void;
export interface OrderListState {
    items: Order[];
    total: number;
    page: number;
    loading: boolean;
    refreshing: boolean;
    finished: boolean;
    error: string | null;
}
export type FetchOrders = (page: number) => Promise<{
    data: Order[];
    total: number;
}>;
export declare const REFRESH_CLOSE_MS = 500;
export interface OrderList {
    $state: ReadableAtom<OrderListState>;
    load(): Promise<void>;
    loadMore(): Promise<void>;
    refresh(): Promise<void>;
    remove(ids: number[]): void;
    patch(id: number, fields: Partial<Order>): void;
}
export declare function createOrderList(fetchPage: FetchOrders, wait?: (ms: number) => Promise<unknown>): OrderList;
export {};
