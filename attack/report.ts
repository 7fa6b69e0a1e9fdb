// Counts of the attack suite: each category records what it tried and what failed (with the first examples), and
// prints one line per category when its file ends, so a CI log shows the suite's reach, not just "passed".

export interface Tally {
  tried: number;
  failed: string[];
}

export function tally(): Map<string, Tally> {
  return new Map();
}

export function record(counts: Map<string, Tally>, category: string, ok: boolean, what: string): void {
  const t = counts.get(category) ?? { tried: 0, failed: [] };
  t.tried++;
  if (!ok) t.failed.push(what);
  counts.set(category, t);
}

export function printTally(suite: string, counts: Map<string, Tally>): void {
  for (const [category, t] of counts) {
    console.log(`attack ${suite} / ${category}: ${t.tried} tried, ${t.failed.length} failed`);
    for (const f of t.failed.slice(0, 10)) console.log(`  failed: ${f}`);
  }
}

export const failures = (counts: Map<string, Tally>) => [...counts.values()].flatMap((t) => t.failed);
