// Short toast queue. The core only queues; the Toast widget renders a client's queue.
import { atom, type ReadableAtom } from 'nanostores';
import type { Toast, ToastKind } from '../types';

export const TOAST_DURATION = 2500;
/** Older toasts drop off so a burst of errors cannot cover the screen. */
export const TOAST_LIMIT = 3;

export interface ToastQueue {
  $toasts: ReadableAtom<Toast[]>;
  /** Queues a message; it leaves after `duration` ms (0 = stays until dismissed). Returns its id (that of the same
   * message when it is already showing: it is not shown twice, and its time starts again from now). */
  show(text: string, kind?: ToastKind, duration?: number): number;
  dismiss(id: number): void;
}

export function createToastQueue(): ToastQueue {
  const $toasts = atom<Toast[]>([]);
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    $toasts.set($toasts.get().filter((t) => t.id !== id));
  };
  const leaveAfter = (id: number, duration: number) => {
    clearTimeout(timers.get(id));
    if (duration > 0) timers.set(id, setTimeout(() => dismiss(id), duration));
    else timers.delete(id);
  };
  return {
    $toasts,
    dismiss,
    show(text, kind = 'info', duration = TOAST_DURATION) {
      // Two widgets on one screen (a kept-alive route and the current one) may say the same thing at once; the same
      // words twice say nothing more, so the one already showing stands for both. It is said again now, so it stays
      // its full time from now: a message repeated just before it would leave must not vanish at once.
      const same = $toasts.get().find((t) => t.text === text && t.kind === kind);
      if (same) {
        if (timers.has(same.id)) leaveAfter(same.id, duration); // one that stays until dismissed keeps staying
        return same.id;
      }
      const id = nextId++;
      const kept = [...$toasts.get(), { id, text, kind }];
      for (const dropped of kept.slice(0, -TOAST_LIMIT)) leaveAfter(dropped.id, 0);
      $toasts.set(kept.slice(-TOAST_LIMIT));
      leaveAfter(id, duration);
      return id;
    },
  };
}
