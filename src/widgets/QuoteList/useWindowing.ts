// Windowing for long quote lists: only rows near the viewport are mounted, so a tick for an instrument nobody can
// see costs nothing. Lists shorter than VIRTUAL_FROM render every row (all rows stay in the accessibility tree and in
// find-in-page; real categories hold a few dozen pairs). Works for the window and any scrolling ancestor: scroll
// events are listened to in the capture phase, and the viewport bounds any scroll container.
import { useLayoutEffect, useState, type RefObject } from 'react';

export const ROW_HEIGHT = 56;
export const VIRTUAL_FROM = 80;
const OVERSCAN = 6;

export interface Range {
  start: number;
  end: number;
}

export function visibleRange(listTop: number, viewportHeight: number, count: number): Range {
  const first = Math.floor(-listTop / ROW_HEIGHT) - OVERSCAN;
  const last = Math.ceil((viewportHeight - listTop) / ROW_HEIGHT) + OVERSCAN;
  const start = Math.max(0, Math.min(count, first));
  return { start, end: Math.max(start, Math.min(count, last)) };
}

export function useWindowing(ref: RefObject<HTMLElement | null>, count: number): Range | null {
  const enabled = count >= VIRTUAL_FROM;
  const [range, setRange] = useState<Range>({ start: 0, end: Math.min(count, 24) });
  useLayoutEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const next = visibleRange(el.getBoundingClientRect().top, window.innerHeight, count);
      setRange((r) => (r.start === next.start && r.end === next.end ? r : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [enabled, count, ref]);
  return enabled ? range : null;
}
