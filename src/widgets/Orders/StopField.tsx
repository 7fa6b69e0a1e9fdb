// A take profit or stop loss in an order's detail, with what the order would make or lose there under it
// (docs/trading.md "Money at the stops"). Part of the lazy holding and pending tools.
import { useId, type ReactNode } from 'react';
import type { TFunction } from '../../core';
import { decimalInput } from '../ui/typedInput';
import { IfReached } from '../internal/trading/IfReached';

export interface StopFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** USD at this price (valueAt), or null: nothing is said. */
  worth: string | null;
  /** The server's rule this stop breaks, said instead of its worth (the field is invalid); undefined when it fits. */
  refusal?: string;
  placeholder?: string;
  t: TFunction;
  /** Under the field: a control that fills it (a position's "To entry price"). */
  children?: ReactNode;
}

export function StopField({ label, value, onChange, worth, refusal, placeholder, t, children }: StopFieldProps) {
  const id = useId();
  const described = refusal !== undefined || worth !== null;
  return (
    <div>
      <label>
        {label}
        <input
          {...decimalInput(onChange)}
          value={value}
          placeholder={placeholder}
          aria-invalid={refusal !== undefined || undefined}
          aria-describedby={described ? id : undefined}
        />
      </label>
      {refusal === undefined ? (
        <IfReached id={id} value={worth} t={t} />
      ) : (
        <small id={id} role="alert" data-testid="stop-refused">
          {refusal}
        </small>
      )}
      {children}
    </div>
  );
}
