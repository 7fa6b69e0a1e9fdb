// Short toast queue. The core only queues; the app/widgets render $toasts.
import { atom } from 'nanostores';
import type { Toast, ToastKind } from '../types';

export const TOAST_DURATION = 2500;
/** Older toasts drop off so a burst of errors cannot cover the screen. */
export const TOAST_LIMIT = 3;

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(text: string, kind: ToastKind = 'info', duration = TOAST_DURATION): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, text, kind }].slice(-TOAST_LIMIT));
  if (duration > 0) setTimeout(() => dismissToast(id), duration);
  return id;
}
