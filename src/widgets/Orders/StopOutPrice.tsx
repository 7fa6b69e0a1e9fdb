// The stop-out price of a holding position: on its row (one line) and in its detail (with what it means).
import { styled } from 'styled-components';
import { formatPrice } from '../../core/money';
import type { TFunction } from '../../core';
import { VisuallyHidden } from '../ui/VisuallyHidden';

export interface StopOutPriceProps {
  /** The price, or undefined when there is none (no price of this pair alone reaches the level, or not known yet). */
  price?: string;
  precision: number;
  t: TFunction;
}

const Line = styled.small`
  grid-column: 1 / -1;
  bdi {
    color: ${({ theme }) => theme.colors.down};
    font-variant-numeric: tabular-nums;
  }
`;

// A dash, as for an unset stop loss, when there is none; the detail says why.
const shown = ({ price, precision }: StopOutPriceProps) => (price ? formatPrice(price, precision) : '--');

/** Row line: "Stop-out 1.04321", always there so the row does not grow when the price arrives. */
export function StopOutLine(p: StopOutPriceProps) {
  return (
    <Line data-testid="stop-out">
      {p.t('risk.stopOut')} <bdi>{shown(p)}</bdi>
      {/* a dash alone says nothing to a screen reader: the reason is read out with it */}
      {!p.price && <VisuallyHidden>{p.t('risk.stopOutNone')}</VisuallyHidden>}
    </Line>
  );
}

const Hint = styled.small`
  display: block;
  max-inline-size: 28ch;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Detail value: the price (or a dash) with the sentence saying what it is, or why there is none. */
export function StopOutValue(p: StopOutPriceProps) {
  return (
    <span data-testid="detail-stop-out">
      <bdi>{shown(p)}</bdi>
      <Hint>{p.t(p.price ? 'risk.stopOutHint' : 'risk.stopOutNone')}</Hint>
    </span>
  );
}
