/**
 * The bus over NATS (@nats-io/transport-node): core NATS subjects, JSON payloads. Reconnects by itself when the
 * server goes away (the client buffers what is published meanwhile); `onReconnect` lets a gateway re-sync its sockets
 * from the database after such a gap (docs/cluster.md "After a hiccup").
 */
import { readFileSync } from 'node:fs';
import { connect, credsAuthenticator, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { AppError } from '../http/envelope.js';
import { answer, REQUEST_TIMEOUT_MS, unwrap, type Bus, type Handler, type Reply, type Server } from './bus.js';
import { redactUrl, type NatsSecurity } from './nats-options.js';

type Log = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export interface NatsBusOptions {
  /** nats://host:port, comma-separated for several servers of a NATS cluster. */
  url: string;
  /** Shown in the NATS server's connection list (e.g. `pipkit-gateway-1`). */
  name: string;
  log: Log;
  /** Credentials and TLS (nats-options.ts); none by default. */
  security?: NatsSecurity;
}

const enc = new TextEncoder();
const PING_INTERVAL_MS = 2000;
const MAX_PING_OUT = 2;
/** How long a connection lost without a word (a silent network) can go unnoticed: the pings' window, and one more. */
export const SILENT_LOSS_NOTICED_MS = PING_INTERVAL_MS * (MAX_PING_OUT + 1);

export class NatsBus implements Bus {
  private subs = new Set<Subscription>();
  private reconnectListeners = new Set<(lostAt: string) => void>();
  private up = true;
  private changed: string | null = null;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly log: Log,
  ) {}

  static async connect(opts: NatsBusOptions): Promise<NatsBus> {
    const sec = opts.security ?? {};
    let nc: NatsConnection;
    try {
      nc = await connect({
        servers: opts.url.split(',').map((s) => s.trim()),
        name: opts.name,
        // Never give up: a gateway or engine without its bus is useless, and NATS restarts are routine.
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
        // Two missed pings at 2 s: a dead server is noticed within ~4 s, not the default 4 minutes.
        pingInterval: PING_INTERVAL_MS,
        maxPingOut: MAX_PING_OUT,
        // A start against a server that never completes the handshake (TLS without the client certificate it
        // requires ends silently) fails after 5 s, not the default 20.
        timeout: 5000,
        // No stack captured per request: it cost a gateway a tenth of its time per order, and a timeout is reported
        // with its subject by request() below anyway.
        noAsyncTraces: true,
        ...(sec.user ? { user: sec.user, pass: sec.pass } : {}),
        ...(sec.token ? { token: sec.token } : {}),
        ...(sec.credsFile ? { authenticator: credsAuthenticator(readFileSync(sec.credsFile)) } : {}),
        ...(sec.tls ? { tls: sec.tls } : {}),
      });
    } catch (e) {
      // The start stops with this line (main.ts): where, and what NATS said (a refused login, a certificate).
      throw new Error(`cannot connect to NATS at ${redactUrl(opts.url)}: ${(e as Error).message}`, { cause: e });
    }
    const bus = new NatsBus(nc, opts.log);
    void (async () => {
      let lostAt = new Date().toISOString();
      for await (const s of nc.status()) {
        if (s.type === 'reconnect') {
          bus.up = true;
          bus.changed = new Date().toISOString();
          opts.log.warn({ server: s.server }, 'bus: reconnected to NATS');
          for (const l of bus.reconnectListeners) l(lostAt);
        } else if (s.type === 'error') {
          // A permission the server's configuration does not give this user (docs/cluster.md "Securing the bus").
          opts.log.error({ err: s.error }, 'bus: NATS refused an operation');
        } else if (s.type === 'disconnect') {
          bus.up = false;
          lostAt = new Date().toISOString();
          bus.changed = lostAt;
          opts.log.warn({ server: s.server }, 'bus: lost NATS, reconnecting');
        }
      }
    })();
    return bus;
  }

  /** Whether the connection to NATS is up now (false from a disconnect until the reconnect, and once closed). */
  get connected(): boolean {
    return this.up && !this.nc.isClosed();
  }

  get changedAt(): string | null {
    return this.changed;
  }

  onReconnect(listener: (lostAt: string) => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  publish(subject: string, data: unknown): void {
    if (this.nc.isClosed() || this.nc.isDraining()) return;
    this.nc.publish(subject, enc.encode(JSON.stringify(data ?? null)));
  }

  subscribe(subject: string, handler: Handler): () => void {
    const sub = this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return this.log.error({ err, subject }, 'bus: subscription failed');
        let data: unknown;
        try {
          data = msg.json();
        } catch (e) {
          return this.log.error({ err: e, subject: msg.subject }, 'bus: message is not JSON');
        }
        try {
          handler(data, msg.subject);
        } catch (e) {
          this.log.error({ err: e, subject: msg.subject }, 'bus: handler failed');
        }
      },
    });
    return this.track(sub);
  }

  serve(subject: string, queue: string, server: Server): () => void {
    const sub = this.nc.subscribe(subject, {
      queue,
      callback: (err, msg) => {
        if (err) return this.log.error({ err, subject }, 'bus: service failed');
        let data: unknown;
        try {
          data = msg.json();
        } catch {
          return void msg.respond(enc.encode(JSON.stringify({ failed: 'request is not JSON' } satisfies Reply)));
        }
        void answer(server, data).then((reply) => {
          try {
            msg.respond(enc.encode(JSON.stringify(reply)));
          } catch (e) {
            // An answer over the server's max_payload: logged, and the asker told at once that the engine failed
            // rather than left to time out. Never thrown into the void (an unhandled rejection).
            this.log.error({ err: e, subject: msg.subject }, 'bus: the answer could not be sent');
            try {
              msg.respond(enc.encode(JSON.stringify({ failed: `the answer could not be sent: ${(e as Error).message}` } satisfies Reply)));
            } catch {
              // the connection itself is gone: the asker's request times out as engineUnavailable
            }
          }
        });
      },
    });
    return this.track(sub);
  }

  async request<T>(subject: string, data: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<T> {
    let reply: Reply;
    try {
      const msg = await this.nc.request(subject, enc.encode(JSON.stringify(data ?? null)), { timeout: timeoutMs });
      reply = msg.json<Reply>();
    } catch (e) {
      // No responder (no leader yet, or it just died), a timeout or a closed connection: the trader may retry; an
      // order retried with the same client_ref is placed once (docs/cluster.md).
      this.log.warn({ err: e, subject }, 'bus: request got no answer');
      throw new AppError('engineUnavailable');
    }
    return unwrap<T>(reply, subject);
  }

  flush(): Promise<void> {
    return this.nc.flush();
  }

  async close(): Promise<void> {
    for (const s of this.subs) s.unsubscribe();
    this.subs.clear();
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => this.nc.close());
  }

  private track(sub: Subscription): () => void {
    this.subs.add(sub);
    return () => {
      if (this.subs.delete(sub) && !this.nc.isClosed()) sub.unsubscribe();
    };
  }
}
