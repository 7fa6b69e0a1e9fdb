// The watchlist star for one pair, outside a list (the trade screen's heading, a partner's pair page): pressed when
// it is a favourite (docs/trading.md "Watchlist").
import { styled } from 'styled-components';
import type { TradePair } from '../../core/api/forex';
import { useWatchlist } from '../internal/traders/watchlist';
import { useT } from '../provider';
import { StarGlyph } from '../ui/StarGlyph';

const Star = styled.button`
  display: grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.warning};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export function WatchStar({ pair }: { pair: Pick<TradePair, 'Id' | 'ShowCode'> | undefined }) {
  const t = useT();
  const { ids, toggle } = useWatchlist();
  if (!pair) return null;
  const on = ids.includes(pair.Id);
  return (
    <Star type="button" aria-pressed={on} aria-label={t(on ? 'watch.unstar' : 'watch.star', { name: pair.ShowCode })} onClick={() => void toggle(pair.Id)} data-testid="watch-star">
      <StarGlyph on={on} size={22} />
    </Star>
  );
}
