import type { TradePair } from '../../core/api/forex';
import { matchesInstrument } from '../../core/instrument-names';
import { selectPairs } from './select';

/** The pairs of a category (or the favourites) that the search finds: code, display name or a common name in any language ("gold"). */
export function filterPairs(pairs: TradePair[], category: number, search: string, favourites: number[] = []): TradePair[] {
  return selectPairs(pairs, category, search, favourites, matchesInstrument);
}
