// How long the event loop was held — the process could answer nothing else, the engine's ticks included — while a
// piece of work ran: a delay histogram started before it and read after it.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const turn = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts watching; the returned function stops and answers the longest stall in ms. The histogram counts a delay only
 * from its timer's first firing on, so this waits for that before answering (work started at once would go unseen),
 * and gives the timer its late turn at the end (work that held the loop until its very end).
 */
export async function watchStall(): Promise<() => Promise<number>> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await turn(5);
  return async () => {
    await turn(5);
    histogram.disable();
    return histogram.max / 1e6;
  };
}
