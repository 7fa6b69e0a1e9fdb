// The watchlist star of the ticket's pair (docs/trading.md "Watchlist"): pressed when the pair is a favourite.
import { styled } from 'styled-components';
import { useT } from '../provider';
import { StarGlyph } from '../ui/StarGlyph';

const Star = styled.button`
  align-self: flex-end;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] svg {
    color: ${({ theme }) => theme.colors.warning};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export function StarToggle({ on, name, onToggle }: { on: boolean; name: string; onToggle: () => void }) {
  const t = useT();
  return (
    // Its name is its visible word; pressed says whether the ticket's pair (named by the form) is a favourite.
    <Star type="button" aria-pressed={on} title={on ? t('watch.unstar', { name }) : t('watch.star', { name })} onClick={onToggle} data-testid="ticket-star">
      <StarGlyph on={on} size={16} />
      {t('watch.favourite')}
    </Star>
  );
}
