// Count of open loading requests; the app shows a click-blocking spinner while > 0 (docs/product.md#constants-and-limits: no timeout).
import { atom, type ReadableAtom } from 'nanostores';

export interface SpinnerCount {
  $count: ReadableAtom<number>;
  open(): void;
  /** Never below 0, so an unbalanced close cannot hide the spinner of a later request. */
  close(): void;
}

export function createSpinnerCount(): SpinnerCount {
  const $count = atom(0);
  return {
    $count,
    open: () => $count.set($count.get() + 1),
    close: () => $count.set(Math.max(0, $count.get() - 1)),
  };
}
