// Abuse limits of the live socket (docs/socket.md "Limits"; docs/security.md). A connection that breaks one is closed
// with an application close code that names the limit, so a client (and an operator reading logs) can tell why:
// the Pipkit client reconnects with backoff after any of them, and never sends that much in normal use (a ping every
// 5 s, a handful of sub/unsub when a screen changes).

export interface SocketLimits {
  /** Sustained messages per second per connection (token bucket refill rate). */
  messagesPerSecond: number;
  /** Messages a connection may send in a burst before the rate applies. */
  messageBurst: number;
  /** Open connections per client address (behind a proxy: the address the configured proxy hops report). */
  connectionsPerIp: number;
  /** sub/unsub per minute per connection: each sub may send a snapshot, so churn would amplify traffic. */
  subscriptionChangesPerMinute: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  messagesPerSecond: 10,
  messageBurst: 60,
  connectionsPerIp: 50,
  subscriptionChangesPerMinute: 120,
};

/** Close codes (4000–4999 are the application's own, RFC 6455 §7.4.2). */
export const CLOSE_CODES = {
  messageRate: 4429,
  connectionsPerIp: 4430,
  subscriptionChurn: 4431,
} as const;

export const CLOSE_REASONS: Record<keyof typeof CLOSE_CODES, string> = {
  messageRate: 'Too many messages',
  connectionsPerIp: 'Too many connections from this address',
  subscriptionChurn: 'Too many subscription changes',
};

/** A token bucket: `take()` is false once `burst` tokens are spent faster than `perSecond` refills them. */
export class TokenBucket {
  private tokens: number;
  private at: number;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.at) / 1000) * this.perSecond);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Open connections per address; `open()` is false (and counts nothing) when the address is at its cap. */
export class ConnectionCounter {
  private readonly open_ = new Map<string, number>();
  constructor(private readonly cap: number) {}

  open(ip: string): boolean {
    const n = this.open_.get(ip) ?? 0;
    if (n >= this.cap) return false;
    this.open_.set(ip, n + 1);
    return true;
  }

  close(ip: string): void {
    const n = (this.open_.get(ip) ?? 0) - 1;
    if (n > 0) this.open_.set(ip, n);
    else this.open_.delete(ip);
  }

  count(ip: string): number {
    return this.open_.get(ip) ?? 0;
  }
}

/** The per-connection meters of one socket. */
export function connectionMeters(limits: SocketLimits, now: () => number = Date.now) {
  return {
    messages: new TokenBucket(limits.messagesPerSecond, limits.messageBurst, now),
    subscriptions: new TokenBucket(limits.subscriptionChangesPerMinute / 60, limits.subscriptionChangesPerMinute, now),
  };
}
