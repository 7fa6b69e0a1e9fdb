// What the price-alert feed remembers across visits, per person, in its client's storage (`<prefix>.alertFeed`): the
// catch-up cursor (docs/socket.md "Catching up"), so an alert that fired while the app was closed is told on the
// next visit, and the alerts told lately, because a catch-up starts a few seconds before the cursor and must not
// tell again what the last visit told.
import { readItem, writeItem } from '../../core/stores/persistent';
import { isCatchUpCursor } from '../../core/stores/catch-up-cursor';

/** Enough for a catch-up's margin of a few seconds; older keys can no longer come back. */
export const TOLD_KEPT = 20;

export interface FeedMemory {
  cursor: string;
  /** Keys of alerts told (`Id FiredAt`: an alert armed again fires again), newest last. */
  told: string[];
}

export const toldKey = (a: { Id: number; FiredAt?: string | null }) => `${a.Id} ${a.FiredAt ?? ''}`;

/** The memory of `owner` (a user id); empty for anyone else, or when nothing readable is stored. */
export function restoreFeedMemory(key: string, owner: string): FeedMemory {
  try {
    const saved = JSON.parse(readItem(key) ?? 'null') as { owner?: unknown; cursor?: unknown; told?: unknown } | null;
    if (!saved || saved.owner !== owner || !owner) return { cursor: '', told: [] };
    const told = Array.isArray(saved.told) ? saved.told.filter((k): k is string => typeof k === 'string').slice(-TOLD_KEPT) : [];
    return { cursor: isCatchUpCursor(saved.cursor) ? saved.cursor : '', told };
  } catch {
    return { cursor: '', told: [] };
  }
}

export function saveFeedMemory(key: string, owner: string, memory: FeedMemory): void {
  writeItem(key, owner ? JSON.stringify({ owner, cursor: memory.cursor, told: memory.told.slice(-TOLD_KEPT) }) : null);
}
