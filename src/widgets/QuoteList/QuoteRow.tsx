// One instrument row. Memoised and fed by its own quote, so a tick for EURUSD re-renders only EURUSD.
import { memo } from 'react';
import { styled } from 'styled-components';
import type { TradePair } from '../../core/api/forex';
import { direction, formatPercent, formatPrice } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';

export interface QuoteRowProps {
  pair: TradePair;
  /** Live quote; the list's snapshot when absent. */
  quote?: Quote;
  closedLabel: string;
  onSelect?(code: string): void;
}

export const RowButton = styled.button`
  display: grid;
  grid-template-columns: 32px 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  min-block-size: 56px;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Price = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.md};
  unicode-bidi: isolate;
  direction: ltr;
`;

export const Change = styled.span<{ $dir: 'up' | 'down' | 'flat' }>`
  min-inline-size: 76px;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  direction: ltr;
  color: ${({ theme, $dir }) => ($dir === 'flat' ? theme.colors.text : theme.colors.onUpDown)};
  background: ${({ theme, $dir }) =>
    $dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.surfaceAlt};
`;

function QuoteRowImpl({ pair, quote, closedLabel, onSelect }: QuoteRowProps) {
  const q = quote ?? { ...pair.ForexQuotations, MarketStatus: pair.MarketStatus };
  const open = q.MarketStatus === 1;
  const dir = direction(q.Change);
  return (
    <RowButton
      type="button"
      onClick={() => onSelect?.(pair.Code)}
      data-code={pair.Code}
      data-dir={dir}
      data-open={open}
    >
      <Logo aria-hidden="true">{pair.Logo ? <img src={pair.Logo} alt="" /> : pair.ShowCode.slice(0, 1)}</Logo>
      <Name>
        <strong>{pair.ShowCode}</strong>
        {!open && <small>{closedLabel}</small>}
      </Name>
      <Price>{formatPrice(q.Close, pair.PricePrecision)}</Price>
      <Change $dir={dir}>{formatPercent(q.Change)}</Change>
    </RowButton>
  );
}

export const QuoteRow = memo(QuoteRowImpl);
