// Count of open loading requests; the app shows a click-blocking spinner while > 0 (docs/product.md#constants-and-limits: no timeout).
import { atom } from 'nanostores';

export const $spinner = atom(0);

export function openSpinner(): void {
  $spinner.set($spinner.get() + 1);
}

/** Never below 0, so an unbalanced close cannot hide the spinner of a later request. */
export function closeSpinner(): void {
  $spinner.set(Math.max(0, $spinner.get() - 1));
}
