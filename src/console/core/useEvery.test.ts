// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEvery } from './useEvery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A document whose visibility the test sets. */
function page() {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, show };
}

let root: ReturnType<typeof createRoot> | undefined;
beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

function mount(doc: Document, tick: () => void) {
  const Probe = () => (useEvery(5000, tick, doc), null);
  root = createRoot(document.createElement('div'));
  act(() => root!.render(createElement(Probe)));
}

describe('useEvery', () => {
  it('ticks every interval while the page is visible, never while hidden, and once on coming back', () => {
    const { doc, show } = page();
    const tick = vi.fn();
    mount(doc, tick);
    vi.advanceTimersByTime(4999);
    expect(tick).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(3);

    show('hidden');
    vi.advanceTimersByTime(60_000);
    expect(tick).toHaveBeenCalledTimes(3);
    show('visible');
    expect(tick).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('stops when the screen goes away', () => {
    const { doc } = page();
    const tick = vi.fn();
    mount(doc, tick);
    act(() => root!.unmount());
    root = undefined;
    vi.advanceTimersByTime(60_000);
    expect(tick).not.toHaveBeenCalled();
  });
});
