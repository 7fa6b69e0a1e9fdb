// One instrument row. Memoised and fed by its own quote, so a tick for EURUSD re-renders only EURUSD.
// Rows are plain elements styled from the list (rowStyles): a styled component per cell would recompute its CSS on
// every tick, which was most of the frame time under a 5,000 ticks/s storm (bench/quote-storm.ts).
import { memo } from 'react';
import { css } from 'styled-components';
import type { TradePair } from '../../core/api/forex';
import { direction, formatPercent, formatPrice } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';

export interface QuoteRowProps {
  pair: TradePair;
  /** Live quote; the list's snapshot when absent. */
  quote?: Quote;
  closedLabel: string;
  onSelect?: (code: string) => void;
  /** The pair shown on the trade screen: marked, and announced as current. */
  current?: boolean;
}

/** Styles of `.pk-row` and its cells, applied once by the list container. */
export const rowStyles = css`
  .pk-row {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr) minmax(88px, auto) 84px;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    inline-size: 100%;
    min-block-size: ${({ theme }) => theme.density.row};
    padding-block: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.lg};
    border: none;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    /* Off-screen rows skip style, layout and paint; a tick re-lays out only its own row (bench: layout was most
       of the frame with 500 rows). The intrinsic size is the content box of a one-line row (a button is border-box:
       the row height less its padding and border), so a row drawn for the first time keeps its height: an intrinsic
       size of the whole row made every row on the first screen 17 px taller for a frame, a layout shift of 0.15. */
    content-visibility: auto;
    contain-intrinsic-size: auto calc(${({ theme }) => theme.density.row} - 2 * ${({ theme }) => theme.space.sm} - 1px);
    contain: layout paint style;
  }
  .pk-row[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .pk-row[aria-current='true'] .pk-name {
    color: ${({ theme }) => theme.colors.primary};
  }
  .pk-row:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  .pk-logo {
    display: grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
  }
  .pk-logo img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  .pk-name {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }
  .pk-name strong {
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pk-name small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .pk-price {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.md};
    unicode-bidi: isolate;
    direction: ltr;
  }
  .pk-price {
    text-align: end;
  }
  .pk-change {
    min-inline-size: 76px;
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    text-align: center;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    direction: ltr;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .pk-row[data-dir='up'] .pk-change {
    color: ${({ theme }) => theme.colors.onUpDown};
    background: ${({ theme }) => theme.colors.up};
  }
  .pk-row[data-dir='down'] .pk-change {
    color: ${({ theme }) => theme.colors.onUpDown};
    background: ${({ theme }) => theme.colors.down};
  }
  /* A narrow list (a phone: 343 px, its side panel 330 px): tighter gaps, a smaller logo and change, so a whole pair name
     such as "EUR/USD" still fits beside a five-decimal price. */
  @container (max-width: 359px) {
    .pk-row {
      grid-template-columns: 28px minmax(0, 1fr) auto 72px;
      gap: ${({ theme }) => theme.space.sm};
      padding-inline: ${({ theme }) => theme.space.md};
    }
    .pk-logo {
      inline-size: 28px;
      block-size: 28px;
    }
    .pk-change {
      min-inline-size: 0;
      padding-inline: ${({ theme }) => theme.space.xs};
    }
  }
`;

function QuoteRowImpl({ pair, quote, closedLabel, onSelect, current }: QuoteRowProps) {
  const q = quote ?? { ...pair.ForexQuotations, MarketStatus: pair.MarketStatus };
  const open = q.MarketStatus === 1;
  const dir = direction(q.Change);
  return (
    <button
      type="button"
      className="pk-row"
      aria-current={current || undefined}
      onClick={() => onSelect?.(pair.Code)}
      data-code={pair.Code}
      data-dir={dir}
      data-open={open}
    >
      <span className="pk-logo" aria-hidden="true">
        {pair.Logo ? <img src={pair.Logo} alt="" /> : pair.ShowCode.slice(0, 1)}
      </span>
      <span className="pk-name">
        <strong>{pair.ShowCode}</strong>
        {!open && <small>{closedLabel}</small>}
      </span>
      <span className="pk-price">{formatPrice(q.Close, pair.PricePrecision)}</span>
      <span className="pk-change">{formatPercent(q.Change)}</span>
    </button>
  );
}

export const QuoteRow = memo(QuoteRowImpl);
