// Number fields read digits and decimal marks the way src/core/typed.ts does, and show the reading at once: what the
// trader sees in the field is what will be sent (docs/trading-widgets.md "Typing numbers").
import type { ChangeEvent, ChangeEventHandler, CompositionEventHandler, HTMLAttributes, KeyboardEvent, SyntheticEvent } from 'react';
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

export interface TypedHandlers {
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onCompositionEnd?: CompositionEventHandler<HTMLInputElement>;
}

/**
 * The handlers of a field of this input mode, around its change handler: the handler gets the event after the text
 * became the reading; a refused change is not passed on (React then puts the field's value back). A mapping that
 * keeps the length keeps the caret where it was (setting the value would move it to the end).
 *
 * While an input method composes (a Japanese or Chinese IME in full-width mode writes １ before it is committed), the
 * text is passed on as it is and read when the composition ends: rewriting it mid-composition breaks the composition
 * ("１２．５" became "11212." in Chromium). So no hook rewrites what a field passes it either.
 */
export function typedHandlers(mode: InputMode, handler: ChangeEventHandler<HTMLInputElement> | undefined): TypedHandlers {
  if (!handler || !reads(mode)) return { onChange: handler };
  const read = (el: HTMLInputElement, e: SyntheticEvent<HTMLInputElement>) => {
    const reading = typedValue(mode, el.value);
    if (reading === null) return;
    if (reading !== el.value) {
      const { selectionStart, selectionEnd } = el;
      const sameLength = reading.length === el.value.length;
      el.value = reading;
      if (sameLength && selectionStart !== null && selectionEnd !== null) el.setSelectionRange(selectionStart, selectionEnd);
    }
    // Its target is the field, which is all a change handler reads.
    handler(e as ChangeEvent<HTMLInputElement>);
  };
  return {
    onChange: (e) => ((e.nativeEvent as InputEvent).isComposing ? handler(e) : read(e.target, e)),
    onCompositionEnd: (e) => read(e.currentTarget, e),
  };
}

/**
 * The props of a decimal field (lots, prices, pips), given what to do with the reading:
 * `<input {...decimalInput(setLots)} value={lots} />`. Text, not type="number": a number field drops a typed comma
 * ("1,5" lots became 15 in Chromium), refuses Persian and Arabic digits, and changes its value under the mouse wheel
 * while focused, so scrolling the page past the ticket changed the lots or a stop.
 */
export function decimalInput(set: (value: string) => void) {
  return {
    type: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    spellCheck: false,
    ...typedHandlers('decimal', (e) => set(e.target.value)),
  } as const;
}

/** Arrow up and down step a field that has steps (lots), as they did while it was a number field. */
export function stepKey(e: KeyboardEvent<HTMLInputElement>, step: ((dir: 1 | -1) => void) | undefined): void {
  if (!step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
  e.preventDefault();
  step(e.key === 'ArrowUp' ? 1 : -1);
}
