// One instrument row. Memoised and fed by its own quote, so a tick for EURUSD re-renders only EURUSD.
// Rows are plain elements styled from the list (rowStyles): a styled component per cell would recompute its CSS on
// every tick, which was most of the frame time under a 5,000 ticks/s storm (bench/quote-storm.ts).
import { memo, type PointerEvent as ReactPointerEvent } from 'react';
import type { TradePair } from '../../core/api/forex';
import { direction, formatPercent, formatPrice } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { StarGlyph } from '../ui/StarGlyph';

/** Accessible names of a row's own buttons, made once per list (a function of the pair's name). */
export interface RowLabels {
  star(name: string): string;
  unstar(name: string): string;
  buy(name: string): string;
  sell(name: string): string;
  move(name: string): string;
  buyShort: string;
  sellShort: string;
}

export interface QuoteRowProps {
  pair: TradePair;
  /** Live quote; the list's snapshot when absent. */
  quote?: Quote;
  closedLabel: string;
  onSelect?: (code: string) => void;
  /** The pair shown on the trade screen: marked, and announced as current. */
  current?: boolean;
  labels?: RowLabels;
  /** In the watchlist. The star shows when onStar is given. */
  starred?: boolean;
  onStar?: (pair: TradePair) => void;
  /** One-click trading is on: Sell and Buy on the row place a market order at once. */
  onTrade?: (pair: TradePair, side: 1 | 2) => void;
  /** A one-click sell or buy of this pair is on its way: its button shows busy. */
  placingSell?: boolean;
  placingBuy?: boolean;
  /** The favourites are shown in their order: a handle moves the row (drag, or arrow keys). */
  onMoveKey?: (pair: TradePair, by: -1 | 1) => void;
  onDragHandle?: (pair: TradePair, e: ReactPointerEvent<HTMLButtonElement>) => void;
}



function QuoteRowImpl(props: QuoteRowProps) {
  const { pair, labels, onStar, onTrade, onMoveKey, onDragHandle } = props;
  const row = <RowButton {...props} />;
  if (!labels || (!onStar && !onTrade && !onMoveKey)) return row;
  const name = pair.ShowCode;
  return (
    <div className="pk-line" data-line={pair.Code} data-compact={onTrade || onMoveKey ? '' : undefined}>
      {onMoveKey && (
        <button
          type="button"
          className="pk-tool"
          data-handle=""
          aria-label={labels.move(name)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
            e.preventDefault();
            onMoveKey(pair, e.key === 'ArrowUp' ? -1 : 1);
          }}
          onPointerDown={(e) => onDragHandle?.(pair, e)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
            <path d="M8 6h8M8 12h8M8 18h8" />
          </svg>
        </button>
      )}
      {row}
      {onTrade && (
        <span className="pk-quick">
          <button type="button" aria-label={labels.sell(name)} aria-busy={props.placingSell || undefined} onClick={() => onTrade(pair, 2)}>
            {labels.sellShort}
          </button>
          <button type="button" aria-label={labels.buy(name)} aria-busy={props.placingBuy || undefined} onClick={() => onTrade(pair, 1)}>
            {labels.buyShort}
          </button>
        </span>
      )}
      {onStar && (
        <button type="button" className="pk-tool" aria-pressed={!!props.starred} aria-label={props.starred ? labels.unstar(name) : labels.star(name)} onClick={() => onStar(pair)}>
          <StarGlyph on={!!props.starred} />
        </button>
      )}
    </div>
  );
}

function RowButton({ pair, quote, closedLabel, onSelect, current }: QuoteRowProps) {
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
