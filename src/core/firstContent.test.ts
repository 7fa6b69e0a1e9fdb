import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The gate is the page's own (one per document): each test loads a fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./firstContent');
};

describe('first content first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds nothing by default: work starts as soon as the browser is idle', async () => {
    const m = await load();
    const fn = vi.fn();
    m.afterFirstContent(fn);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledOnce();
    await expect(m.firstContent()).resolves.toBeUndefined();
  });

  it('held: work waits for the content, then starts once its paint is on screen', async () => {
    const m = await load();
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    const settled = vi.fn();
    m.afterFirstContent(fn);
    void m.firstContent().then(settled);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fn).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    // No largest-paint entries here (node): the task after the next frame counts.
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => void (frame = cb));
    m.firstContentShown();
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).not.toHaveBeenCalled();
    frame!();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('where the browser reports its largest paints, the first paint after the content is what counts', async () => {
    const m = await load();
    let report: ((list: { getEntries: () => Array<{ startTime: number }> }) => void) | undefined;
    const disconnect = vi.fn();
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(cb: typeof report) {
        report = cb;
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    m.afterFirstContent(fn);
    const now = performance.now();
    m.firstContentShown();
    report!({ getEntries: () => [{ startTime: now - 50 }] }); // an earlier paint (the app bar): not this content
    await vi.advanceTimersByTimeAsync(10);
    expect(fn).not.toHaveBeenCalled();
    report!({ getEntries: () => [{ startTime: now + 16 }] });
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
  });

  it('a content whose paint is never reported lets go after a second', async () => {
    const m = await load();
    vi.stubGlobal('requestAnimationFrame', () => 0); // a frame that never comes (a tab in the background)
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    m.afterFirstContent(fn);
    m.firstContentShown();
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('a content that never shows lets go at the hold\'s limit', async () => {
    const m = await load();
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    m.afterFirstContent(fn);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('a person who moves on before the content comes ends the hold at once', async () => {
    const m = await load();
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    m.afterFirstContent(fn);
    await vi.advanceTimersByTimeAsync(200);
    m.endFirstContentHold();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('a cancelled piece of work never runs', async () => {
    const m = await load();
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    const cancel = m.afterFirstContent(fn);
    cancel();
    await vi.advanceTimersByTimeAsync(6000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('whenIdle waits for requestIdleCallback, within its limit, where the browser has it', async () => {
    const m = await load();
    const idle = vi.fn((cb: () => void, opts: { timeout: number }) => {
      void opts;
      setTimeout(cb, 20);
      return 7;
    });
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const fn = vi.fn();
    m.whenIdle(fn, { maxMs: 3000 });
    expect(idle.mock.calls[0][1]).toEqual({ timeout: 3000 });
    await vi.advanceTimersByTimeAsync(20);
    expect(fn).toHaveBeenCalledOnce();
    m.whenIdle(fn)();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });
});
