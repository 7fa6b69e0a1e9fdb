/**
 * A gateway's copy of the engine leader's quotes (a QuoteSource): filled from a snapshot when the gateway starts or
 * re-syncs, then kept current by the quotes the leader publishes every tick round. Views and P&L on the gateway read
 * it exactly as they would read the feed in one process.
 */
import type { QuoteSource, QuoteState, TickListener } from '../feed/types.js';
import type { QuotesMessage } from './subjects.js';

export class MirrorFeed implements QuoteSource {
  private readonly byCode = new Map<string, QuoteState>();
  private readonly status = new Map<string, 0 | 1>();
  private readonly listeners = new Set<TickListener>();

  /** A whole snapshot: replaces what was known (instruments the leader no longer quotes are dropped). */
  reset(m: QuotesMessage): void {
    this.byCode.clear();
    this.status.clear();
    this.apply(m);
  }

  /** One tick round from the leader. */
  apply(m: QuotesMessage): void {
    for (const [code, s] of Object.entries(m.status ?? {})) this.status.set(code, s === 1 ? 1 : 0);
    const quotes = Array.isArray(m.quotes) ? m.quotes : [];
    for (const q of quotes) this.byCode.set(q.code, q);
    if (quotes.length) for (const l of this.listeners) l(quotes);
  }

  getQuote(code: string): QuoteState | undefined {
    return this.byCode.get(code);
  }

  quotes(): QuoteState[] {
    return [...this.byCode.values()];
  }

  marketStatus(code: string): 0 | 1 {
    return this.status.get(code) ?? 0;
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
