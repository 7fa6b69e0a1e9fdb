/**
 * The message bus between the processes of a cluster (docs/cluster.md): gateways and the engine leader talk only
 * through it and through the database. Messages are JSON. Two kinds of traffic:
 *
 * - events (publish/subscribe): quotes, candles and per-account pushes, engine → every gateway; session drops and
 *   chat messages, gateway → every gateway. At most once: a gateway that missed some re-syncs its sockets from the
 *   database (docs/cluster.md "After a hiccup").
 * - requests (request/serve): a trader's order reaching the engine leader. The leader alone serves, in a queue group,
 *   so a request is answered once; a refusal (AppError) travels back as its catalogue key and is thrown again on the
 *   caller's side, so a gateway answers exactly as a single process would.
 *
 * NatsBus (nats-bus.ts) is the implementation between processes; LocalBus is the same contract inside one process,
 * for tests of the wiring without a NATS server.
 */
import { AppError, conflictRefusal } from '../http/envelope.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';

export type Handler = (data: unknown, subject: string) => void;
export type Server = (data: unknown) => Promise<unknown>;

export interface Bus {
  /** Whether the connection to the bus is up now (a LocalBus always is). */
  readonly connected: boolean;
  /** When it last went down or came back (ISO), null while it has not changed since the start. */
  readonly changedAt: string | null;
  publish(subject: string, data: unknown): void;
  /** Every subscriber gets every message; `subject` may end with `.>` (everything below) or hold `*` (one token). */
  subscribe(subject: string, handler: Handler): () => void;
  /** Answers requests on `subject`; with several servers in one `queue`, each request goes to one of them. */
  serve(subject: string, queue: string, server: Server): () => void;
  /** Resolves with the server's answer; rejects with its AppError, or `engineUnavailable` when nobody answers in time. */
  request<T = unknown>(subject: string, data: unknown, timeoutMs?: number): Promise<T>;
  /**
   * Called each time the connection came back after a loss (what was published meanwhile is lost), with the time
   * (ISO) the loss was noticed: whoever relays pushes catches its clients up from then.
   */
  onReconnect(listener: (lostAt: string) => void): () => void;
  /** Delivers what was published so far (tests and shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const REQUEST_TIMEOUT_MS = 5000;

/** An answer on the wire: the value, or the refusal's key and params (anything else is an internal error). */
export type Reply = { ok: unknown } | { refused: { key: MessageKey; params: MessageParams; code: number; httpStatus: number } } | { failed: string };

export async function answer(server: Server, data: unknown): Promise<Reply> {
  try {
    return { ok: (await server(data)) ?? null };
  } catch (e) {
    const refusal = e instanceof AppError ? e : conflictRefusal(e);
    if (refusal) return { refused: { key: refusal.key, params: refusal.params, code: refusal.code, httpStatus: refusal.httpStatus } };
    return { failed: e instanceof Error ? e.message : String(e) };
  }
}

export function unwrap<T>(reply: Reply, subject: string): T {
  if ('ok' in reply) return reply.ok as T;
  if ('refused' in reply) {
    const r = reply.refused;
    throw new AppError(r.key, r.params, r.code, r.httpStatus);
  }
  // The engine's own failure: the gateway answers with its generic error and logs this message.
  throw new Error(`${subject} failed on the engine: ${reply.failed}`);
}

/** NATS subject matching: `*` is one token, a final `>` one or more. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return i === p.length - 1 && s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

/** The bus inside one process: delivery is asynchronous (as over NATS) and copies the data through JSON. */
export class LocalBus implements Bus {
  readonly connected = true;
  readonly changedAt = null;
  private subs = new Set<{ subject: string; handler: Handler }>();
  private servers = new Map<string, Array<{ queue: string; server: Server }>>();
  private pending = new Set<Promise<void>>();
  private turn = 0;
  private closed = false;

  constructor(private readonly log: { error(obj: unknown, msg?: string): void } = { error: (obj, msg) => console.error(msg, obj) }) {}

  publish(subject: string, data: unknown): void {
    if (this.closed) return;
    const text = JSON.stringify(data ?? null);
    const targets = [...this.subs].filter((s) => subjectMatches(s.subject, subject));
    // A handler that throws is logged and the others still get the message, as over NATS (nats-bus.ts).
    const p = Promise.resolve().then(() => {
      for (const t of targets) {
        if (!this.subs.has(t)) continue;
        try {
          t.handler(JSON.parse(text), subject);
        } catch (e) {
          this.log.error({ err: e, subject }, 'bus: handler failed');
        }
      }
    });
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  subscribe(subject: string, handler: Handler): () => void {
    const sub = { subject, handler };
    this.subs.add(sub);
    return () => this.subs.delete(sub);
  }

  serve(subject: string, queue: string, server: Server): () => void {
    const entry = { queue, server };
    const list = this.servers.get(subject) ?? [];
    list.push(entry);
    this.servers.set(subject, list);
    return () => {
      const now = (this.servers.get(subject) ?? []).filter((e) => e !== entry);
      if (now.length) this.servers.set(subject, now);
      else this.servers.delete(subject);
    };
  }

  async request<T>(subject: string, data: unknown): Promise<T> {
    const list = this.closed ? [] : (this.servers.get(subject) ?? []);
    if (!list.length) throw new AppError('engineUnavailable');
    const { server } = list[this.turn++ % list.length];
    const reply = await answer(server, JSON.parse(JSON.stringify(data ?? null)));
    return unwrap<T>(JSON.parse(JSON.stringify(reply)) as Reply, subject);
  }

  /** One process has no connection to lose. */
  onReconnect(): () => void {
    return () => undefined;
  }

  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    this.subs.clear();
    this.servers.clear();
  }
}
