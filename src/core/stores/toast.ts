// Short toast queue. The core only queues; the Toast widget renders a client's queue.
import { atom, type ReadableAtom } from 'nanostores';
import type { Toast, ToastKind } from '../types';

export const TOAST_DURATION = 2500;
/** Older toasts drop off so a burst of errors cannot cover the screen. */
export const TOAST_LIMIT = 3;

export interface ToastQueue {
  $toasts: ReadableAtom<Toast[]>;
  /** Queues a message; it leaves after `duration` ms (0 = stays until dismissed). Returns its id (that of the same
   * message when it is already showing: it is not shown twice). */
  show(text: string, kind?: ToastKind, duration?: number): number;
  dismiss(id: number): void;
}

export function createToastQueue(): ToastQueue {
  const $toasts = atom<Toast[]>([]);
  let nextId = 1;
  const dismiss = (id: number) => $toasts.set($toasts.get().filter((t) => t.id !== id));
  return {
    $toasts,
    dismiss,
    show(text, kind = 'info', duration = TOAST_DURATION) {
      // Two widgets on one screen (a kept-alive route and the current one) may say the same thing at once; the same
      // words twice say nothing more, so the one already showing stands for both.
      const same = $toasts.get().find((t) => t.text === text && t.kind === kind);
      if (same) return same.id;
      const id = nextId++;
      $toasts.set([...$toasts.get(), { id, text, kind }].slice(-TOAST_LIMIT));
      if (duration > 0) setTimeout(() => dismiss(id), duration);
      return id;
    },
  };
}
