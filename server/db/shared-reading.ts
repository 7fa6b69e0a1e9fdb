// A figure read from the database that many requests want and that costs the server to work out (the client
// sentiment, the trader ranking, the margin monitor): read once, kept a while, shared.

/**
 * One reading shared by the requests that want it: kept `maxAge` ms, then read again — one reading at a time, which
 * every request meanwhile waits for (a reading may take many turns of the event loop; ten screens asking must not
 * make ten). `forget()` is for a change that must show at once: the kept reading is dropped, and one under way then
 * is answered to its waiters but not kept.
 */
export class SharedReading<T> {
  private last: { at: number; value: T } | null = null;
  private reading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    /** Reads afresh; `now` is the time the reading was asked at (what a reading dates itself by). */
    private readonly read: (now: number) => Promise<T>,
    private readonly maxAge: number,
    private readonly clock: () => number = Date.now,
    /** When reading again fails and there is a kept reading: what to answer instead of the failure (none: the failure). */
    private readonly whenFailed?: (err: unknown, last: T) => T,
  ) {}

  current(now = this.clock()): Promise<T> {
    if (this.last && now - this.last.at < this.maxAge) return Promise.resolve(this.last.value);
    if (this.reading) return this.reading;
    const started = this.generation;
    const reading = this.read(now)
      .then(
        (value) => {
          if (this.generation === started) this.last = { at: now, value };
          return value;
        },
        (err: unknown) => {
          if (this.whenFailed && this.last) return this.whenFailed(err, this.last.value);
          throw err;
        },
      )
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }

  forget(): void {
    this.last = null;
    this.reading = null;
    this.generation++;
  }
}
