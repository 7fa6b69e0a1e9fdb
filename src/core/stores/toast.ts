// Short toast queue. The core only queues; the Toast widget renders a client's queue.
import { atom, type ReadableAtom } from 'nanostores';
import type { Toast, ToastKind } from '../types';

export const TOAST_DURATION = 2500;
/** Older toasts drop off so a burst of errors cannot cover the screen. */
export const TOAST_LIMIT = 3;

export interface ToastQueue {
  $toasts: ReadableAtom<Toast[]>;
  /** Queues a message; it leaves after `duration` ms (0 = stays until dismissed). Returns its id. */
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
      const id = nextId++;
      $toasts.set([...$toasts.get(), { id, text, kind }].slice(-TOAST_LIMIT));
      if (duration > 0) setTimeout(() => dismiss(id), duration);
      return id;
    },
  };
}
