// Trailing stop of a holding position: a line on its row while it trails, and the field in its detail that turns it
// on (a distance in pips) or off (docs/trading.md "Trailing stop").
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { formatPrice, isZero, pipSize, trailDistance } from '../../core/money';
import type { TFunction } from '../../core';
import { Button } from '../ui/Button';
import { decimalInput } from '../ui/typedInput';

/** The distance in pips, or undefined when the position does not trail. */
export const trailingPips = (pips: string | undefined): string | undefined => (pips && !isZero(pips) ? pips : undefined);

const Line = styled.small`
  grid-column: 1 / -1;
  font-variant-numeric: tabular-nums;
`;

/** Row line: "Trailing stop 1.09950 · 20 pips", the stop as the server last moved it. */
export function TrailingLine({ pips, sl, precision, t }: { pips: string; sl: string; precision: number; t: TFunction }) {
  return <Line data-testid="trailing">{t('trade.trailingActive', { price: formatPrice(sl, precision), pips })}</Line>;
}

const Field = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  label {
    flex: 1;
  }
`;

export interface TrailingFieldProps {
  /** The current distance ('0' or undefined: off). */
  pips?: string;
  precision: number;
  busy?: boolean;
  t: TFunction;
  onSet?: (pips: string) => void;
}

/** Detail field: the distance and a button that starts trailing, or stops it when it is on. */
export function TrailingField({ pips, precision, busy, t, onSet }: TrailingFieldProps) {
  const active = trailingPips(pips);
  const [value, setValue] = useState(active ?? '');
  const errorId = useId();
  const valid = trailDistance(value, precision) !== null;
  const bad = value !== '' && !valid;
  return (
    <Field>
      <label>
        {t('trade.trailingPips')}
        <input
          {...decimalInput(setValue)}
          value={value}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? errorId : undefined}
        />
        {bad && (
          <small id={errorId} role="alert">
            {t('trade.trailingInvalid', { pip: pipSize(precision) })}
          </small>
        )}
      </label>
      {active && value === active ? (
        <Button $variant="secondary" disabled={busy} onClick={() => onSet?.('0')}>
          {t('trade.trailOff')}
        </Button>
      ) : (
        <Button $variant="secondary" disabled={busy || !valid} onClick={() => onSet?.(value)}>
          {t('trade.trail')}
        </Button>
      )}
    </Field>
  );
}
