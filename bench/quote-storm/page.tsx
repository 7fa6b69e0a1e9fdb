// Bench page: the real QuoteList rows (one atom per instrument, memoised rows) fed through the same entry point
// as socket DAY_MARKET messages (the client's quotes.applyUpdates), with frame and long-task measurement in the page.

import { createRoot } from 'react-dom/client';
import type { TradePair } from '../../src/core/api/forex';
import { createPipkit } from '../../src/core';
import { LiveQuoteRow, QuoteListView } from '../../src/widgets/QuoteList';
import { PipkitProvider } from '../../src/widgets/provider';

declare global {
  interface Window {
    __storm: (opts: { instruments: number; ticksPerSecond: number; seconds: number; render?: boolean; windowing?: 'auto' | 'off' }) => Promise<unknown>;
  }
}

function pairs(n: number): TradePair[] {
  return Array.from({ length: n }, (_, i) => ({
    Id: i + 1,
    Code: `SYM${i}`,
    ShowCode: `SYM/${i}`,
    Logo: '',
    CategoryId: 1,
    MarketStatus: 1,
    PricePrecision: 5,
    ForexQuotations: { Open: '1.00000', Close: '1.00000', Change: '0.00', Bid: '1.00000', Ask: '1.00010', High: '1', Low: '1' },
    HasForexMultiple: [{ Value: 100 }],
    MarginMode: 0,
    ForexMinCont: '0.01',
    ForexContNum: '100000',
    ForexFeeRate: '0.001',
    Pip: '0.01',
  }));
}

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0;
};

window.__storm = async ({ instruments, ticksPerSecond, seconds, render = true, windowing = 'auto' }) => {
  const list = pairs(instruments);
  // A client without server or socket: its quote store is what the rows read.
  const client = createPipkit({ apiBase: 'http://bench.test', socket: false, documentLanguage: false, notify: () => {} });
  const { setTradeList, applyUpdates: applyQuoteUpdates } = client.stores.quotes;
  setTradeList(list);
  const root = createRoot(document.getElementById('root')!);
  // render=false measures the tick plumbing alone (baseline for the machine's noise).
  root.render(<PipkitProvider client={client} locale="en">{render ? <QuoteListView pairs={list} Row={LiveQuoteRow} windowing={windowing} /> : null}</PipkitProvider>);
  await new Promise((r) => setTimeout(r, 1000)); // first render and dictionary load are not part of the storm

  const longTasks: number[] = [];
  const po = new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration)));
  po.observe({ type: 'longtask' });

  // The server publishes one DAY_MARKET message per tick round; here a round every 20 ms carries the ticks that are
  // due by the clock (not a fixed count, so a late timer does not lower the rate), spread over every instrument.
  const roundMs = 20;
  const rate = instruments * ticksPerSecond; // ticks per second in total
  const t0 = performance.now();
  let sent = 0;
  let seq = 0;
  const prices = list.map(() => 100000);
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate) - sent;
    const items = [];
    for (let k = 0; k < due; k++) {
      const i = (seq++ * 7919) % instruments; // 7919 is prime: every instrument equally often, in scattered order
      prices[i] += Math.random() < 0.5 ? -3 : 3;
      const close = (prices[i] / 100000).toFixed(5);
      const change = ((prices[i] - 100000) / 1000).toFixed(2);
      items.push({ Code: list[i].Code, ForexQuotations: { Close: close, Bid: close, Change: change } });
    }
    sent += items.length;
    if (items.length) applyQuoteUpdates(items);
  }, roundMs);

  const frames: number[] = [];
  await new Promise<void>((done) => {
    const end = performance.now() + seconds * 1000;
    let last = performance.now();
    const loop = (now: number) => {
      frames.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(loop);
      else done();
    };
    requestAnimationFrame(loop);
  });
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 100));
  po.disconnect();
  return {
    instruments,
    ticks: sent,
    ticksPerSecond: Math.round(sent / seconds),
    frames: frames.length,
    p95FrameMs: Number(p95(frames).toFixed(2)),
    maxFrameMs: Number(Math.max(...frames).toFixed(2)),
    longTasksOver50ms: longTasks.filter((d) => d > 50).length,
    rowsInDom: document.querySelectorAll('button[data-code]').length,
  };
};
