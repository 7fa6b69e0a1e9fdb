/**
 * A check the engine runs by the clock (pending orders' expiry, the swap's rollovers): every `everyMs` and once at
 * its start, never two at a time — a check still running when the next is due is not started again.
 */
export abstract class PeriodicCheck {
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The check running, if any: idle() waits for it. */
  private running: Promise<void> | null = null;

  constructor(private readonly everyMs: number) {}

  /** One check; a failure is the check's own to log (the timer keeps running). */
  protected abstract check(): Promise<void>;

  start(): void {
    const run = () => {
      this.running ??= this.check().finally(() => (this.running = null));
    };
    this.timer = setInterval(run, this.everyMs);
    this.timer.unref?.();
    run();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once the check running (if any) is done. */
  async idle(): Promise<void> {
    await this.running;
  }
}
