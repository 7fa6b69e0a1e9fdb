// "−20.00 USD if reached": what a stop loss or a take profit would make or lose, under its price (valueAt.ts).
import { styled } from 'styled-components';
import type { TFunction } from '../../../core';
import { direction, formatBalance } from '../../../core/money';

const Amount = styled.output<{ $dir: 'up' | 'down' | 'flat' }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.textMuted)};
`;

export interface IfReachedProps {
  /** USD, from valueAt; nothing is shown while it is null. */
  value: string | null;
  t: TFunction;
  /** For the input's aria-describedby. */
  id?: string;
  className?: string;
}

export function IfReached({ value, t, id, className }: IfReachedProps) {
  if (value === null) return null;
  return (
    <Amount $dir={direction(value)} id={id} className={className} data-testid="if-reached">
      {t('trade.ifReached', { amount: formatBalance(value, { sign: true }) })}
    </Amount>
  );
}
