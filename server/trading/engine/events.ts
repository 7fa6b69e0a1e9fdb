/** What the engine tells the rest of the server. The engine knows nothing of sockets; publishing.ts listens. */
import type { LiveSummary } from './pricing.js';
import type { OrderRow } from '../schema.js';
import { ZERO } from './pricing.js';
import type { CloseReason } from './transitions.js';

export interface ClosedEvent {
  Id: number;
  /** 1 holding (a pending order filled), 2 cancelled, 3 closed */
  Status: number;
  Reason: CloseReason | 'fill';
  Code: string;
  UpdatePrice: string;
  FactProfits: string;
  /** When it happened (ISO, extension): the fill's time for `fill`, else the close or cancel time. */
  At: string;
}

/** What a trader's own request did to an order (FOREX_ORDER, docs/socket.md). */
export type OrderChange = 'opened' | 'modified' | 'closed' | 'cancelled';

/** Every member is optional: a listener takes the events it needs. */
export interface EngineEvents {
  /** An order changed state without the user asking: SL/TP/stop-out close, pending fill, forced cancel. */
  closed?(userId: number, ev: ClosedEvent): void;
  /**
   * An order the user changed by a request, from any device: placed, modified (price, stops, expiry, trailing, the
   * lots left after a partial close), closed or cancelled; `row` is the order as committed.
   */
  order?(userId: number, row: OrderRow, change: OrderChange): void;
  /** The user's summary changed after a request (submit, close, cancel); listeners compute it when they need it. */
  changed?(userId: number): void;
  /** A summary the risk sweep computed after a tick. */
  summary?(userId: number, s: LiveSummary): void;
  /**
   * A batch of new orders was written (placement-queue.ts): how many orders it held, refused and repeated ones
   * included, and the seconds from the start of its write to its answers (the metrics, docs/deploy.md "Metrics").
   */
  ordersWritten?(orders: number, seconds: number): void;
}

export function closedEvent(row: OrderRow, reason: CloseReason | 'fill'): ClosedEvent {
  return {
    Id: Number(row.id), Status: Number(row.status), Reason: reason, Code: row.code,
    UpdatePrice: row.close_price ?? row.open_price ?? row.origin_price, FactProfits: row.profit ?? ZERO,
    At: (reason === 'fill' ? row.opened_at : row.closed_at) ?? row.updated_at,
  };
}

/** Listeners of engine events; a failing listener is logged and never stops the others or the engine. */
export class EngineEmitter {
  private listeners = new Set<EngineEvents>();

  constructor(private log: { error(obj: unknown, msg?: string): void }) {}

  on(listener: EngineEvents): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<K extends keyof EngineEvents>(event: K, ...args: Parameters<NonNullable<EngineEvents[K]>>): void {
    for (const l of this.listeners) {
      try {
        (l[event] as ((...a: typeof args) => void) | undefined)?.(...args);
      } catch (err) {
        this.log.error({ err }, `engine ${event} listener failed`);
      }
    }
  }
}
