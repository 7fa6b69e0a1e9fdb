// Number fields read digits and decimal marks the way src/core/typed.ts does, and show the reading at once: what the
// trader sees in the field is what will be sent (docs/trading-widgets.md "Typing numbers").
import type { ChangeEvent, ChangeEventHandler, HTMLAttributes, KeyboardEvent } from 'react';
import { latinDigits, typedDecimal } from '../../core/typed';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

/** Digits with at most one point: what a decimal field may hold (empty, "1", "1.", ".5" while typing). */
const DECIMAL_TEXT = /^\d*\.?\d*$/;

/**
 * What a field of this input mode reads from its text: decimals their point (null: not a decimal, the change is
 * refused, as a number field refused a letter), codes and phone numbers Latin digits.
 */
export function typedValue(mode: InputMode, text: string): string | null {
  if (mode === 'decimal') {
    const d = typedDecimal(text).trim();
    return DECIMAL_TEXT.test(d) ? d : null;
  }
  if (mode === 'numeric' || mode === 'tel') return latinDigits(text);
  return text;
}

const reads = (mode: InputMode) => mode === 'decimal' || mode === 'numeric' || mode === 'tel';

/**
 * The field's change handler, given the event after its text became the reading; a refused change is not passed on
 * (React then puts the field's value back). A mapping that keeps the length keeps the caret where it was (setting
 * the value would move it to the end).
 */
export function typedOnChange(mode: InputMode, handler: ChangeEventHandler<HTMLInputElement> | undefined): ChangeEventHandler<HTMLInputElement> | undefined {
  if (!handler || !reads(mode)) return handler;
  return (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const read = typedValue(mode, el.value);
    if (read === null) return;
    if (read !== el.value) {
      const { selectionStart, selectionEnd } = el;
      const sameLength = read.length === el.value.length;
      el.value = read;
      if (sameLength && selectionStart !== null && selectionEnd !== null) el.setSelectionRange(selectionStart, selectionEnd);
    }
    handler(e);
  };
}

/**
 * A decimal field (lots, prices, pips, amounts). Text, not type="number": a number field drops a typed comma
 * ("1,5" lots became 15 in Chromium), refuses Persian and Arabic digits, and changes its value under the mouse wheel
 * while focused, so scrolling the page past the ticket changed the lots or a stop.
 */
export const decimalField = { type: 'text', inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;

/** The change handler of a decimal field, given the reading: `onChange={decimalChange(setLots)}`. */
export const decimalChange = (set: (value: string) => void) => typedOnChange('decimal', (e) => set(e.target.value))!;

/** Arrow up and down step a field that has steps (lots), as they did while it was a number field. */
export function stepKey(e: KeyboardEvent<HTMLInputElement>, step: ((dir: 1 | -1) => void) | undefined): void {
  if (!step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
  e.preventDefault();
  step(e.key === 'ArrowUp' ? 1 : -1);
}
