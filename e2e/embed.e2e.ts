import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { serveStatic, type StaticServer } from './static';

// The embed bundle (dist/embed/index.js) on a partner page with broad, hostile-ish CSS: every widget renders in its
// own shadow root, so the page's rules do not reach it and its styles do not reach the page; custom elements clean
// up when removed; callbacks leave as DOM events.

const HOST_CSS = `
  body { text-align: right; line-height: 3; letter-spacing: 2px; }
  div { font-family: serif; color: rgb(255, 0, 0); }
  button { background: hotpink; font-family: serif; padding: 13px; border-radius: 0; }
`;
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><style>${HOST_CSS}</style></head>
<body>
  <div id="host-div">A host div</div>
  <button id="host-button" type="button">A host button</button>
  <div id="list"></div>
  <div id="ticket"></div>
  <div id="light"></div>
  <script type="module">
    import * as pipkit from '/embed/index.js';
    window.pipkit = pipkit;
    window.events = [];
    for (const name of ['pipkit-select-pair', 'pipkit-login-required', 'pipkit-order-placed']) {
      document.addEventListener(name, (e) => window.events.push({ name, detail: e.detail, composed: e.composed }));
    }
    document.title = 'ready';
  </script>
</body></html>`;

const STYLE_PROPS = ['font-family', 'color', 'background-color', 'padding-top', 'border-radius', 'line-height', 'text-align', 'letter-spacing', 'font-size'];

let server: RunningServer;
let site: StaticServer;
let browser: Browser;
let page: Page;
let problems: string[];
const frames: string[] = [];

const hostStyles = () =>
  page.evaluate(
    (props) =>
      ['#host-div', '#host-button', 'body'].map((sel) => {
        const cs = getComputedStyle(document.querySelector(sel)!);
        return props.map((p) => `${sel} ${p}: ${cs.getPropertyValue(p)}`);
      }),
    STYLE_PROPS,
  );

beforeAll(async () => {
  if (!existsSync('dist/embed/index.js')) {
    throw new Error('dist/embed/index.js is missing: run `npm run build:lib` first (npm test builds it)');
  }
  site = await serveStatic({ '/embed/': 'dist/embed' }, { '/': PAGE });
  server = await startServer({ FEED: 'manual', CORS_ORIGINS: site.origin });
  const res = await fetch(`${server.url}/admin/api/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'EURUSD', bid: '1.10000', ask: '1.10010' }),
  }).then((r) => r.json());
  expect(res.code).toBe(1);
  browser = await launchBrowser();
  const opened = await newPage(browser, { viewport: { width: 1000, height: 1200 } });
  page = opened.page;
  problems = opened.problems;
  page.on('websocket', (ws) => ws.on('framesent', (f) => frames.push(String(f.payload))));
  await page.goto(`${site.origin}/`);
  await page.waitForFunction(() => document.title === 'ready');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});

describe('embed bundle on a partner page', () => {
  it('widgets render in shadow roots: host CSS stays out, widget CSS stays in', async () => {
    const before = await hostStyles();
    await page.evaluate((apiBase) => {
      const { mount } = (window as any).pipkit;
      const opts = { apiBase, lang: 'en' };
      (window as any).handles = [
        mount(document.getElementById('list'), 'quote-list', opts),
        mount(document.getElementById('ticket'), 'order-ticket', { ...opts, props: { code: 'EURUSD' } }),
      ];
    }, server.url);
    const eur = page.locator('#list button[data-code="EURUSD"]'); // playwright's CSS pierces open shadow roots
    await expect.poll(() => eur.textContent(), { timeout: 10_000 }).toContain('1.10000');
    const buy = page.locator('#ticket').getByRole('button', { name: /^Buy/ });
    await buy.waitFor();

    // Nothing the widgets brought changed the host's elements.
    expect(await hostStyles()).toEqual(before);
    // Both widgets are in open shadow roots with their styles inside, none in the document.
    const where = await page.evaluate(() => ({
      shadows: ['list', 'ticket'].map((id) => !!document.getElementById(id)!.shadowRoot),
      shadowStyles: document.getElementById('ticket')!.shadowRoot!.querySelectorAll('style').length,
      documentStyles: document.querySelectorAll('style[data-styled]').length,
    }));
    expect(where).toEqual({ shadows: [true, true], shadowStyles: expect.any(Number), documentStyles: 0 });
    expect(where.shadowStyles).toBeGreaterThan(1); // the :host reset and styled-components' sheet

    // Inside: the theme's font and colour, not the page's serif / red / right / hotpink.
    const inside = await page.evaluate(() => {
      const root = document.getElementById('ticket')!.shadowRoot!;
      const theme = (window as any).pipkit.defaultTheme;
      const wrapper = root.querySelector('[data-pipkit-root] > div')!;
      const button = [...root.querySelectorAll('button')].find((b) => /^Buy/.test(b.textContent ?? ''))!;
      const cs = getComputedStyle(wrapper);
      // Everything the widget renders (the <style> elements inherit from the host, which the page may style).
      const all = [...root.querySelectorAll('[data-pipkit-root], [data-pipkit-root] *')].map((e) => getComputedStyle(e));
      const probe = document.createElement('span');
      probe.style.color = theme.colors.text;
      document.body.append(probe);
      const themeText = getComputedStyle(probe).color;
      probe.remove();
      return {
        font: cs.fontFamily,
        themeFont: theme.fonts.body,
        color: cs.color,
        themeText,
        textAlign: cs.textAlign,
        lineHeight: cs.lineHeight,
        letterSpacing: cs.letterSpacing,
        buttonBackground: getComputedStyle(button).backgroundColor,
        buttonFont: getComputedStyle(button).fontFamily,
        red: all.filter((s) => s.color === 'rgb(255, 0, 0)').length,
        serif: all.filter((s) => s.fontFamily === 'serif').length,
        right: all.filter((s) => s.textAlign === 'right').length,
        hotpink: all.filter((s) => s.backgroundColor === 'rgb(255, 105, 180)').length,
      };
    });
    expect(inside.font.replace(/\s/g, '')).toBe(inside.themeFont.replace(/\s/g, ''));
    expect(inside.color).toBe(inside.themeText);
    expect(inside.textAlign).not.toBe('right');
    expect(inside.letterSpacing).toBe('normal');
    expect(inside.buttonBackground).not.toBe('rgb(255, 105, 180)');
    expect(inside.buttonFont).not.toBe('serif');
    expect({ red: inside.red, serif: inside.serif, right: inside.right, hotpink: inside.hotpink }).toEqual({ red: 0, serif: 0, right: 0, hotpink: 0 });

    // The opt-out really is exposed to the page: `shadow: false` lets the page's `div` rule reach the widget.
    const light = await page.evaluate((apiBase) => {
      const h = (window as any).pipkit.mount(document.getElementById('light'), 'order-ticket', { apiBase, props: { code: 'EURUSD' }, shadow: false });
      (window as any).handles.push(h);
      return !!document.getElementById('light')!.shadowRoot;
    }, server.url);
    expect(light).toBe(false);
    await page.locator('#light').getByRole('button', { name: /^Buy/ }).waitFor();
    const lightRed = await page.evaluate(
      () => [...document.querySelectorAll('#light *')].filter((e) => getComputedStyle(e).color === 'rgb(255, 0, 0)').length,
    );
    expect(lightRed).toBeGreaterThan(0);
    expect(await hostStyles()).toEqual(before);
    expect(problems).toEqual([]);
  });

  it('callbacks leave the shadow root as composed DOM events', async () => {
    await page.locator('#list button[data-code="EURUSD"]').click();
    await page.locator('#ticket').getByRole('button', { name: /^Buy/ }).click(); // no session yet
    await expect.poll(() => page.evaluate(() => (window as any).events.map((e: { name: string }) => e.name))).toEqual([
      'pipkit-select-pair',
      'pipkit-login-required',
    ]);
    const events = await page.evaluate(() => (window as any).events);
    expect(events[0]).toEqual({ name: 'pipkit-select-pair', detail: 'EURUSD', composed: true });

    // With a session the ticket places the order and says so, with the order.
    await page.evaluate((apiBase) => (window as any).pipkit.getClient({ apiBase }).actions.tryDemo(), server.url);
    await page.locator('#ticket').getByRole('button', { name: /^Buy/ }).click();
    // one-click trading is off: the ticket first shows what it will place
    await page.locator('#ticket [data-testid="confirm-order"]').click();
    await expect.poll(() => page.evaluate(() => (window as any).events.length), { timeout: 10_000 }).toBe(3);
    const placed = (await page.evaluate(() => (window as any).events[2])) as { name: string; detail: Record<string, any> };
    expect(placed.name).toBe('pipkit-order-placed');
    expect(placed.detail).toMatchObject({ code: 'EURUSD', side: 1, mode: 1, form: { cont: '0.01', type: 1 } });
    expect(problems).toEqual([]);
  });

  it('links out of a widget become pipkit-navigate events with the app path', async () => {
    await page.evaluate((apiBase) => {
      const host = document.createElement('div');
      host.id = 'login';
      document.body.append(host);
      const paths: string[] = [];
      (window as any).paths = paths;
      host.addEventListener('pipkit-navigate', (e) => paths.push((e as CustomEvent).detail));
      (window as any).handles.push((window as any).pipkit.mount(host, 'login', { apiBase, lang: 'en' }));
    }, server.url);
    await page.locator('#login').getByRole('button', { name: /^(Sign up|Register)$/ }).click();
    await page.locator('#login').getByRole('button', { name: /Forgot/ }).click();
    expect(await page.evaluate(() => (window as any).paths)).toEqual(['/register', '/forgot']);
    expect(problems).toEqual([]);
  });

  it('a removed custom element leaves no React root and releases its socket subscriptions', async () => {
    // Only the element below uses the quote feed (the mounts go first), so its removal is the last unsubscribe.
    await page.evaluate(() => {
      for (const h of (window as any).handles) h.unmount();
      (window as any).handles = [];
    });
    expect(await page.evaluate(() => ['list', 'ticket', 'login'].map((id) => document.getElementById(id)!.shadowRoot!.childNodes.length))).toEqual([0, 0, 0]);
    expect(await page.locator('[data-pipkit-toasts]').count()).toBe(0); // the page-wide toast layer went with them

    await page.evaluate((apiBase) => {
      (window as any).pipkit.defineElements({ apiBase, lang: 'en' });
      const el = document.createElement('pipkit-quote-list');
      el.id = 'el';
      document.body.append(el);
    }, server.url);
    await expect.poll(() => page.locator('#el button[data-code="EURUSD"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-pipkit-toasts]').count()).toBe(1);
    // Moving the element keeps its widget.
    await page.evaluate(() => document.getElementById('list')!.append(document.getElementById('el')!));
    await page.waitForTimeout(50);
    expect(await page.locator('#el button[data-code="EURUSD"]').count()).toBe(1);

    const sentBefore = frames.length;
    const left = await page.evaluate(async () => {
      const el = document.getElementById('el')!;
      const root = el.shadowRoot!;
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      return { nodes: root.childNodes.length, toasts: document.querySelectorAll('[data-pipkit-toasts]').length };
    });
    expect(left).toEqual({ nodes: 0, toasts: 0 });
    await expect.poll(() => frames.slice(sentBefore).some((f) => f.includes('"unsub"')), { timeout: 5000 }).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the page-wide layer shows what any live widget asks for, whichever mounted first', async () => {
    const layer = () =>
      page.evaluate(() => {
        const hosts = document.querySelectorAll('[data-pipkit-toasts]');
        const root = hosts[0]?.shadowRoot;
        return { hosts: hosts.length, banner: !!root?.querySelector('[data-connection]') };
      });
    await page.evaluate((apiBase) => {
      const { mount } = (window as any).pipkit;
      for (const id of ['quiet', 'loud']) document.body.append(Object.assign(document.createElement('div'), { id }));
      // The first widget's page shows messages its own way; the second takes the defaults.
      (window as any).quiet = mount(document.getElementById('quiet'), 'quote-list', { apiBase, lang: 'en', toasts: false, connectionStatus: false });
    }, server.url);
    expect((await layer()).hosts).toBe(0);
    await page.evaluate((apiBase) => {
      (window as any).loud = (window as any).pipkit.mount(document.getElementById('loud'), 'quote-list', { apiBase, lang: 'en' });
    }, server.url);
    expect(await layer()).toMatchObject({ hosts: 1, banner: true });
    // The second widget's options change: the layer follows (toasts only, then nothing), and comes back.
    await page.evaluate(() => (window as any).loud.update({ connectionStatus: false }));
    expect(await layer()).toMatchObject({ hosts: 1, banner: false });
    await page.evaluate(() => (window as any).loud.update({ toasts: false }));
    expect((await layer()).hosts).toBe(0);
    await page.evaluate(() => (window as any).loud.update({ toasts: true, connectionStatus: true }));
    expect(await layer()).toMatchObject({ hosts: 1, banner: true });
    // It goes with the last widget that wants it, while the quiet one stays.
    await page.evaluate(() => (window as any).loud.unmount());
    expect((await layer()).hosts).toBe(0);
    await page.evaluate(() => {
      (window as any).quiet.unmount();
      for (const id of ['quiet', 'loud']) document.getElementById(id)!.remove();
    });
    expect(problems).toEqual([]);
  });
});
