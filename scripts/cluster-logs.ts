/**
 * Which of a cluster process's lines `npm run cluster` shows on its console besides the process's log file, and how:
 * pino's JSON lines at warn and above as "WARN message (the error's message)", and what is not a JSON line (a crash's
 * stack trace, a start refused with its reason) as printed. The rest, a line per request among them, stays in the file.
 */
const NAMES: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export function consoleLine(line: string): string | undefined {
  if (!line.trim()) return undefined;
  // pino writes the level first: the lines below warn (most of them) are told apart without parsing.
  const level = /^\{"level":(\d+),/.exec(line);
  if (level && Number(level[1]) < 40) return undefined;
  let entry: { level?: unknown; msg?: unknown; err?: { message?: unknown } };
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object' || typeof entry.level !== 'number') return line;
  if (entry.level < 40) return undefined;
  const msg = typeof entry.msg === 'string' ? entry.msg : '';
  const why = typeof entry.err?.message === 'string' && entry.err.message !== msg ? ` (${entry.err.message})` : '';
  return `${NAMES[entry.level] ?? `level ${entry.level}`} ${msg}${why}`;
}
