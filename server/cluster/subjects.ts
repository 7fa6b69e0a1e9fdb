/**
 * The bus subjects between the engine leader and the gateways (docs/cluster.md "Subjects"), and the messages on them.
 * Socket pushes have their own subjects (pushes.ts).
 */
import type { QuoteState } from '../feed/types.js';

export const SUBJECTS = {
  /** engine → gateways, every tick round: the quotes that changed and the market status of every instrument. */
  quotes: 'pipkit.quotes',
  /** gateway → engine (request): the feed's kind, every quote and market status, for a gateway that starts or re-syncs. */
  snapshot: 'pipkit.engine.snapshot',
  /** gateway → engine (request): a trader's request or a read only the engine can answer (EngineCall). */
  call: 'pipkit.engine.call',
  /** gateway → engine: balances changed outside trading (operator, deposit); check stop-out, push summaries. */
  sweep: 'pipkit.engine.sweep',
  /** gateway → engine: these orders were closed or cancelled by a demo reset; drop them from the book. */
  forget: 'pipkit.engine.forget',
  /** any → every process: this instrument changed in the database; read it again. */
  instrument: 'pipkit.instrument',
  /** any → every process: the trading settings changed in the database. */
  settings: 'pipkit.settings',
  /** any → every process: the desk's market closures changed in the database; read them again. */
  closures: 'pipkit.closures',
  /** gateway → engine: this price alert was created, changed or deleted; read it again. */
  alert: 'pipkit.alert',
  /** gateway → engine (request): a copy of this trader started or changed ({ traderId }); answered once the leader knows. */
  copied: 'pipkit.engine.copied',
  /** engine → gateways: a new leader took over; what its predecessor pushed since `since` may be lost (LeaderMessage). */
  leader: 'pipkit.leader',
} as const;

/** The queue group the engine leader serves in (only the leader subscribes; the group keeps a switch-over safe). */
export const ENGINE_QUEUE = 'engine';

export interface QuotesMessage {
  quotes: QuoteState[];
  status: Record<string, 0 | 1>;
}

export interface LeaderMessage {
  /** ISO time from which the predecessor's pushes may not have reached anyone: gateways re-sync their sockets. */
  since: string;
}

export interface SnapshotMessage extends QuotesMessage {
  kind: 'sim' | 'manual';
}

/** The engine's methods a gateway may call, with their arguments in order. */
export const ENGINE_METHODS = ['submit', 'close', 'closeAll', 'cancel', 'cancelAll', 'reverse', 'setTrailing', 'setStops', 'modifyPending', 'deskClose', 'candles', 'pushQuote'] as const;
export type EngineMethod = (typeof ENGINE_METHODS)[number];

export interface EngineCall {
  method: EngineMethod;
  args: unknown[];
}
