import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

/**
 * What a server process started by another one prints (testing-process.ts: tests, benchmarks, `npm run cluster`):
 * each whole line handed to a listener as it arrives, and only the last `keep` characters held. A cluster started by
 * `npm run cluster` runs for hours and its gateways print a line per request: holding all of it grew the parent's
 * memory without bound (about 0.3 kB a request), and would have crashed it once the text outgrew V8's longest string
 * (512 MiB: some 1.8 million requests); each look for the leader's line in a standby's searched all of it. What must
 * not be missed (the URL a process listens on, the leader's line) is found line by line instead.
 */
export class ProcessOutput {
  private text = '';

  constructor(
    /** How many of the last characters `tail()` keeps. */
    private readonly keep: number,
    private readonly onLine: (line: string) => void,
  ) {}

  /**
   * Reads one of the process's streams. Each stream is split into lines on its own (a line half on stdout is not
   * joined with stderr's), and decoded as UTF-8 across chunk boundaries.
   */
  read(stream: Readable): void {
    stream.setEncoding('utf8');
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.onLine(line));
    stream.on('data', (chunk: string) => {
      this.text += chunk;
      // Cut when twice the size kept, so the copying is paid once per `keep` characters printed, not per chunk.
      if (this.text.length > 2 * this.keep) this.text = this.text.slice(-this.keep);
    });
  }

  /** The last `keep` characters printed, both streams in the order they arrived. */
  tail(): string {
    return this.text.length > this.keep ? this.text.slice(-this.keep) : this.text;
  }
}
