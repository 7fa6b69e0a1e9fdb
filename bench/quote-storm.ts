// Quote list under a tick storm in headless Chromium: ≥500 instruments, 10 ticks/s each, ~10 s.
// Prints p95 frame time and the number of long tasks over 50 ms (issue 3 targets: p95 ≤ 16.7 ms, none > 50 ms).
// Usage: node --import tsx bench/quote-storm.ts [instruments=500] [ticksPerSecond=10] [seconds=10]
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';

export interface StormResult {
  instruments: number;
  ticks: number;
  ticksPerSecond: number;
  frames: number;
  p95FrameMs: number;
  maxFrameMs: number;
  longTasksOver50ms: number;
  rowsInDom: number;
  mainThread?: { scriptS: number; styleS: number; layoutS: number; taskS: number };
}

export async function quoteStorm(instruments = 500, ticksPerSecond = 10, seconds = 10, render = true): Promise<StormResult> {
  // Production React and styled-components, as a partner page would ship them.
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./quote-storm/page.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    logLevel: 'error',
  });
  const js = out.outputFiles[0].text;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 420, height: 900 } });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>');
    await page.addScriptTag({ content: js });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const r = (await page.evaluate((o) => window.__storm(o), { instruments, ticksPerSecond, seconds, render })) as StormResult;
    // Where the main thread went (seconds, whole run): script vs style vs layout vs everything else.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x: { name: string; value: number }) => [x.name, x.value]));
    r.mainThread = {
      scriptS: +(m.ScriptDuration ?? 0).toFixed(2),
      styleS: +(m.RecalcStyleDuration ?? 0).toFixed(2),
      layoutS: +(m.LayoutDuration ?? 0).toFixed(2),
      taskS: +(m.TaskDuration ?? 0).toFixed(2),
    };
    return r;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [n, tps, s] = process.argv.slice(2).map(Number);
  const r = await quoteStorm(n || 500, tps || 10, s || 10, !process.env.STORM_NO_RENDER);
  console.log(`quote storm: ${r.instruments} instruments, ${r.ticksPerSecond} ticks/s delivered (${r.ticks} total), ${r.rowsInDom} rows in DOM`);
  console.log(`  frames ${r.frames}, p95 frame ${r.p95FrameMs} ms (target ≤ 16.7), max ${r.maxFrameMs} ms`);
  console.log(`  long tasks > 50 ms: ${r.longTasksOver50ms} (target 0)`);
  console.log(`  main thread (s): ${JSON.stringify(r.mainThread)}`);
}
