import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

/**
 * What a server process started by another one prints (testing-process.ts: tests, benchmarks, `npm run cluster`):
 * each whole line handed to a listener as it arrives, and only the last `keep` characters held. A cluster started by
 * `npm run cluster` runs for hours and its gateways print a line per request: all of it was held in one string
 * (about 0.3 kB a request, without bound, up to V8's longest string, 512 MiB, some 1.8 million requests), and
 * searched whole for the URL line at each chunk printed. A regular expression over text built by appending copies it
 * whole first, so each line cost time in proportion to everything printed before it (0.22 ms a line after 2,000
 * lines, 0.77 ms after 8,000; the cluster benchmark's own process spent half its CPU per order on it:
 * docs/cluster.md). What must not be missed (the URL a process listens on, the leader's line) is now found line by
 * line.
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
