/**
 * Catching up (docs/socket.md "Catching up"). Pushes reach only the sockets open at that moment; a per-user topic
 * whose events the database keeps registers how to read them back. A logged-in socket subscribing such a topic with
 * `since` (the `at` of an earlier acknowledgement) gets what it missed right after the acknowledgement, each item as a
 * message of the topic; a gateway whose bus came back sends its open subscribers what was published since it noticed
 * the loss (`resend`).
 */
import pLimit from 'p-limit';
import type { Hub, HubClient } from './hub.js';

/** Read this much before the cursor: in a cluster one machine stamps the event, another the cursor; clients de-dup. */
export const CATCH_UP_MARGIN_MS = 5_000;
/** Nothing older than this is replayed: a week-old stop loss is history, not news. */
export const CATCH_UP_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Reads of catch-ups and re-syncs in flight at once, of the pool's 10 connections (server/db/index.ts). They come in
 * bursts — a gateway's bus came back, or every socket of a restarted gateway reconnects — and without a bound they
 * would take every connection, so an order placed meanwhile would wait behind hundreds of them.
 */
export const CATCH_UP_READS_AT_ONCE = 4;

/** A cursor as a client may send it: '' (none yet) or a time. */
export function isCursor(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && (value === '' || Number.isFinite(Date.parse(value)));
}

/** The time (ISO) to read from for a cursor: the margin before it, a week back at most. */
export function catchUpFrom(since: string, now = Date.now()): string {
  return new Date(Math.max(Date.parse(since) - CATCH_UP_MARGIN_MS, now - CATCH_UP_WINDOW_MS)).toISOString();
}

/** What `userId` missed on a topic since a cursor: the data of each message to send, in order. */
export type CatchUpReader = (userId: number, since: string) => Promise<unknown[]>;

type Log = { error(obj: unknown, msg?: string): void };

export class CatchUps {
  private readonly readers = new Map<string, CatchUpReader>();
  private readonly limit = pLimit(CATCH_UP_READS_AT_ONCE);

  constructor(
    private readonly hub: Hub,
    private readonly log: Log,
  ) {
    hub.onSubscribe((client, topic, params) => {
      if (typeof params.since === 'string' && params.since) this.send(client, topic, params.since);
    });
  }

  register(topic: string, read: CatchUpReader): () => void {
    this.readers.set(topic, read);
    return () => this.readers.delete(topic);
  }

  /**
   * Reads for one subscriber in the queue, CATCH_UP_READS_AT_ONCE at a time (catch-ups, a re-sync's summaries). By its
   * turn the socket may have closed, unsubscribed or logged in as someone else: then nothing is read, and what was read
   * is dropped (undefined).
   */
  paced<T>(client: HubClient, topic: string, read: (userId: number) => Promise<T>): Promise<T | undefined> {
    const userId = client.userId;
    if (userId === null) return Promise.resolve(undefined);
    const current = () => client.userId === userId && client.topics.has(topic);
    return this.limit(async () => {
      if (!current()) return undefined;
      const data = await read(userId);
      return current() ? data : undefined;
    });
  }

  /** Every logged-in subscriber of a registered topic gets what was published since `lostAt` (a bus came back). */
  resend(lostAt: string): void {
    this.hub.resend((client, topic) => this.send(client, topic, lostAt));
  }

  private send(client: HubClient, topic: string, since: string): void {
    const read = this.readers.get(topic);
    if (!read || client.userId === null) return;
    this.paced(client, topic, (userId) => read(userId, since)).then(
      (items) => items?.forEach((data) => this.hub.sendTo(client, topic, data)),
      (err) => this.log.error({ err, topic }, 'catch-up failed'),
    );
  }
}
