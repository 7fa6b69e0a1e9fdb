// Ordering the favourites by dragging a row's handle (mouse, pen or finger): the row follows the pointer and lands
// where it is let go, whole rows at a time. A lazy chunk of the quote list, fetched when the favourites show in their
// order; keyboard ordering (arrow keys on the handle) needs none of it.
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { TradePair } from '../../core/api/forex';

export function startDrag(e: ReactPointerEvent<HTMLButtonElement>, order: TradePair[], pair: TradePair, onMove: (id: number, to: number) => void): void {
  const line = e.currentTarget.closest<HTMLElement>('.pk-line');
  if (!line || e.button !== 0) return;
  e.preventDefault();
  const from = order.findIndex((p) => p.Id === pair.Id);
  const startY = e.clientY;
  const height = line.getBoundingClientRect().height || 1;
  const handle = e.currentTarget;
  handle.setPointerCapture?.(e.pointerId);
  line.setAttribute('data-dragging', '');
  const by = (y: number) => Math.max(-from, Math.min(order.length - 1 - from, Math.round((y - startY) / height)));
  const move = (ev: PointerEvent) => {
    line.style.transform = `translateY(${by(ev.clientY) * height}px)`;
  };
  const end = (ev: PointerEvent) => {
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', end);
    handle.removeEventListener('pointercancel', end);
    line.removeAttribute('data-dragging');
    line.style.transform = '';
    const steps = ev.type === 'pointerup' ? by(ev.clientY) : 0;
    if (steps !== 0) onMove(pair.Id, from + steps);
  };
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
}
