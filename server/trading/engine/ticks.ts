/**
 * The tick queue: instruments whose price moved are marked dirty and checked one round at a time. Ticks that arrive
 * while a round runs coalesce into the next round, so a burst of ticks never queues up work per tick.
 */
export class TickQueue {
  private dirty = new Set<string>();
  private running: Promise<void> | null = null;

  constructor(
    private process: (codes: string[]) => Promise<void>,
    private log: { error(obj: unknown, msg?: string): void },
  ) {}

  /** Schedule a check of these instruments. */
  enqueue(codes: Iterable<string>): void {
    for (const c of codes) this.dirty.add(c);
    if (!this.running) this.running = this.drain();
  }

  /** Resolves when every scheduled check has been processed. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      await Promise.resolve();
      while (this.dirty.size) {
        const codes = [...this.dirty];
        this.dirty.clear();
        try {
          await this.process(codes);
        } catch (err) {
          this.log.error({ err }, 'tick processing failed');
        }
      }
    } finally {
      this.running = null;
    }
  }
}
