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

  it('where the browser reports its largest paints, the first one presented after the next frame began is what counts, one frame after its report', async () => {
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
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => void (frame = cb));
    m.holdUntilFirstContent(5000);
    const fn = vi.fn();
    m.afterFirstContent(fn);
    m.firstContentShown();
    await vi.advanceTimersByTimeAsync(10);
    expect(report).toBeUndefined(); // nothing counts before the frame that can render the content
    frame!();
    const frameAt = performance.now();
    // the app bar, and a frame rendered before the content was committed but presented after it (/order's heading)
    report!({ getEntries: () => [{ startTime: frameAt - 50 }, { startTime: frameAt - 1 }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(fn).not.toHaveBeenCalled();
    report!({ getEntries: () => [{ startTime: frameAt + 16 }] });
    expect(disconnect).toHaveBeenCalled();
    // and then one frame more (a frame presented late, the content's paint one frame after it)
    await vi.advanceTimersByTimeAsync(10);
    expect(fn).not.toHaveBeenCalled();
    frame!();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  describe('a content the screen names (the balance)', () => {
    // A balance of 100 × 20 px at the top of a 400 × 800 viewport, and the heading above it.
    const setUp = async () => {
      const m = await load();
      let report: ((list: { getEntries: () => Array<{ startTime: number; element?: unknown; size?: number }> }) => void) | undefined;
      class Observer {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(cb: typeof report) {
          report = cb;
        }
        observe() {}
        disconnect() {}
      }
      vi.stubGlobal('PerformanceObserver', Observer);
      vi.stubGlobal('innerWidth', 400);
      vi.stubGlobal('innerHeight', 800);
      let frame: (() => void) | undefined;
      vi.stubGlobal('requestAnimationFrame', (cb: () => void) => void (frame = cb));
      const digits = {};
      const balance = { getBoundingClientRect: () => ({ left: 0, top: 40, right: 100, bottom: 60 }), contains: (el: unknown) => el === balance || el === digits };
      m.holdUntilFirstContent(5000);
      const fn = vi.fn();
      m.afterFirstContent(fn);
      m.firstContentShown(balance as unknown as Element);
      return { fn, digits, report: report!, frame: () => frame!() };
    };

    it("waits for the content's own paint, whenever another is presented (then one frame more)", async () => {
      const { fn, digits, report, frame } = await setUp();
      const later = performance.now() + 30;
      // the heading, in a frame presented after the commit: not the balance
      report({ getEntries: () => [{ startTime: later, element: {}, size: 1600 }] });
      await vi.advanceTimersByTimeAsync(50);
      expect(fn).not.toHaveBeenCalled();
      report({ getEntries: () => [{ startTime: later + 16, element: digits, size: 1700 }] });
      await vi.advanceTimersByTimeAsync(10);
      expect(fn).not.toHaveBeenCalled();
      frame();
      await vi.advanceTimersByTimeAsync(1);
      expect(fn).toHaveBeenCalledOnce();
    });

    it('lets go when a paint at least as large as its element makes it never the largest', async () => {
      const { fn, report, frame } = await setUp();
      report({ getEntries: () => [{ startTime: 10, element: {}, size: 2000 }] }); // the balance's element is 2,000 px²
      frame();
      await vi.advanceTimersByTimeAsync(1);
      expect(fn).toHaveBeenCalledOnce();
    });
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
