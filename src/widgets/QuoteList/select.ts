// Which pairs a list shows: a category (or the favourites, in their order) and what the search finds. The matcher is
// passed in: the list loads the common-names matcher (core/instrument-names) only once someone types, so a first
// screen without a search does not carry every name of gold in 21 languages.
import type { TradePair } from '../../core/api/forex';

/** The category id of the "Favourites" chip. */
export const FAVOURITES = -1;

export type PairMatcher = (pair: { Code: string; ShowCode?: string }, query: string) => boolean;

/** Until the names load: the code and display name only, letters and digits ("eur/u" finds EUR/USD). */
export const codeMatch: PairMatcher = (pair, query) => {
  const compact = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const q = compact(query);
  return query.trim() === '' || (q !== '' && [pair.Code, pair.ShowCode ?? ''].some((c) => compact(c).includes(q)));
};

export function selectPairs(pairs: TradePair[], category: number, search: string, favourites: number[], match: PairMatcher): TradePair[] {
  if (category === FAVOURITES) {
    const byId = new Map(pairs.map((p) => [p.Id, p]));
    return favourites.flatMap((id) => byId.get(id) ?? []).filter((p) => match(p, search));
  }
  return pairs.filter((p) => (category === 0 || p.CategoryId === category) && match(p, search));
}
