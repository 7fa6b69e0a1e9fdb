import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { darkTheme, defaultTheme } from '../widgets/theme';
import { resolveApiBase } from '../core/host';
import { FIRST_ASKS, type FirstAsks } from './firstAsks';

describe('theme-boot.js', () => {
  it('paints the backgrounds of the two themes (kept equal to src/widgets/theme.ts)', () => {
    const boot = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
    expect(boot).toContain(`'${darkTheme.colors.bg}'`);
    expect(boot).toContain(`'${defaultTheme.colors.bg}'`);
    expect(boot).toContain("'pipkit.settings'");
  });

  it('reads the language under the key the app stores it, and the island the build writes', async () => {
    const boot = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
    const { LANGUAGE_KEY } = await import('../core/stores/language');
    expect(boot).toContain(`'${LANGUAGE_KEY}'`);
    expect(boot).toContain("'pipkit-dictionaries'");
  });

  it('preloads a listed screen only with a session, read under the key the app stores it', async () => {
    const boot = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
    const { SESSION_KEY } = await import('../core/stores/session');
    expect(boot).toContain(`'${SESSION_KEY}'`);
    expect(boot).toContain("'pipkit-screens'");
  });
});

describe("theme-boot.js: the first screen's requests with the page", () => {
  type Sent = { url: string; headers: Record<string, string> };
  /** Runs theme-boot.js on a page at `href` with `storage`, the build's islands, and a fetch that records. */
  function boot(href: string, storage: Record<string, string>, asks: Record<string, FirstAsks> = FIRST_ASKS, built: Record<string, unknown> = {}) {
    const sent: Sent[] = [];
    const preloaded: string[] = [];
    const timers: Array<{ run: () => void; delay: number }> = [];
    const formatters: unknown[][] = [];
    const page = new URL(href);
    const islands: Record<string, string> = {
      'pipkit-asks': JSON.stringify(asks),
      'pipkit-screens': JSON.stringify(built['pipkit-screens'] ?? {}),
      'pipkit-dictionaries': JSON.stringify(built['pipkit-dictionaries'] ?? {}),
    };
    const window: Record<string, unknown> = {
      location: { hash: page.hash, hostname: page.hostname, origin: page.origin },
      localStorage: { getItem: (k: string) => storage[k] ?? null },
      matchMedia: () => ({ matches: false }),
      document: {
        documentElement: { setAttribute() {}, style: {} },
        head: { appendChild: (link: { rel: string; href: string }) => void preloaded.push(`${link.rel} ${link.href}`) },
        createElement: () => ({}),
        getElementById: (id: string) => (id in islands ? { textContent: islands[id] } : null),
      },
      fetch: (url: string, init: { headers: Record<string, string> }) => {
        sent.push({ url, headers: init.headers });
        return Promise.resolve(new Response('{}'));
      },
      setTimeout: (run: () => void, delay: number) => void timers.push({ run, delay }),
      Intl: {
        NumberFormat: class {
          constructor(...args: unknown[]) {
            formatters.push(['NumberFormat', ...args]);
          }
          format = (n: number) => String(n);
        },
        DateTimeFormat: class {
          constructor(...args: unknown[]) {
            formatters.push(['DateTimeFormat', ...args]);
          }
          format = (n: number) => String(n);
        },
      },
    };
    window.window = window;
    runInNewContext(readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8'), window);
    return { sent, asks: window.pipkitPageAsks as Record<string, Promise<Response>> | undefined, timers, formatters, preloaded, labels: window.pipkitFirstLabels };
  }
  const session = { 'pipkit.session': JSON.stringify({ token: 'tok-1', user: {} }), 'pipkit.lang': 'en' };

  it("sends the listed requests of the screen the page opens on, with the session's token and the language", () => {
    const { sent, asks } = boot('http://127.0.0.1:8080/#/order', session);
    expect(sent.map((s) => s.url.replace(/[?&]t=\d+$/, ''))).toEqual(FIRST_ASKS['/order'].urls.map((p) => `http://127.0.0.1:8080${p}`));
    expect(sent.every((s) => /[?&]t=\d+$/.test(s.url))).toBe(true); // as the client's reads, past any HTTP cache
    expect(sent[0].headers).toEqual({ lang: 'en', authorization: 'tok-1' });
    // left for src/app/pageAsks.ts by what it compares: the address, the session's token, the language
    expect(Object.keys(asks ?? {})).toEqual(FIRST_ASKS['/order'].urls.map((p) => `http://127.0.0.1:8080${p} tok-1 en`));
  });

  it('sets up number and date formatting each in a task of its own, not while the head is parsed, on every screen', () => {
    for (const [href, storage] of [['http://127.0.0.1:8080/#/trade', session], ['http://127.0.0.1:8080/#/news', {}]] as const) {
      const { timers, formatters } = boot(href, storage);
      expect(formatters).toEqual([]); // nothing yet: the first paint does not wait for it
      expect(timers.map((t) => t.delay)).toEqual([0, 0]);
      timers[0].run();
      expect(formatters).toEqual([['NumberFormat']]);
      timers[1].run();
      expect(formatters).toEqual([['NumberFormat'], ['DateTimeFormat']]);
    }
  });

  it("starts a listed screen's code and its part of the labels with a session, or for a visitor where it shows to one", () => {
    const built = {
      'pipkit-screens': { '/trade': ['./assets/trade.js', './assets/shared.js'], '/order': ['./assets/order.js', './assets/shared.js'] },
      'pipkit-dictionaries': {
        full: { hk: './assets/hk.js', en: './assets/en.js' },
        first: { hk: './assets/first-hk.js', en: './assets/first-en.js' },
        screens: { '/trade': { hk: './assets/first-trade-hk.js', en: './assets/first-trade-en.js' }, '/order': { hk: './assets/first-order-hk.js', en: './assets/first-order-en.js' } },
      },
    };
    const run = (href: string, storage: Record<string, string>) => boot(href, storage, FIRST_ASKS, built);
    // a visitor on the trade screen (which shows to visitors): its code and its part, in the default language
    const visitor = run('http://127.0.0.1:8080/#/trade', {});
    expect(visitor.preloaded).toEqual(['modulepreload ./assets/first-trade-hk.js', 'modulepreload ./assets/trade.js', 'modulepreload ./assets/shared.js']);
    expect(visitor.labels).toEqual({ lang: 'hk', href: './assets/first-trade-hk.js', screen: '/trade' });
    // and on another pair of it (a query): the same screen's code, its first requests left to the app
    expect(run('http://127.0.0.1:8080/#/trade?id=3', {}).preloaded).toContain('modulepreload ./assets/trade.js');
    // a visitor on a screen that sends visitors to /login: the whole dictionary, none of the screen's code
    const away = run('http://127.0.0.1:8080/#/order', {});
    expect(away.preloaded).toEqual(['modulepreload ./assets/hk.js']);
    expect(away.labels).toBeUndefined();
    // with a session, that screen's code and part in the stored language
    expect(run('http://127.0.0.1:8080/#/order', session).preloaded).toEqual(['modulepreload ./assets/first-order-en.js', 'modulepreload ./assets/order.js', 'modulepreload ./assets/shared.js']);
    // a screen not listed: the whole dictionary only
    expect(run('http://127.0.0.1:8080/#/news', session).preloaded).toEqual(['modulepreload ./assets/en.js']);
  });

  it("sends a visitor's too on the screens that show to visitors, with no token and the app's default language", () => {
    for (const screen of ['/', '/trade']) {
      const { sent, asks } = boot(`http://127.0.0.1:8080/#${screen}`, {});
      expect(sent.map((s) => s.url.replace(/[?&]t=\d+$/, '')), screen).toEqual(FIRST_ASKS[screen].urls.map((p) => `http://127.0.0.1:8080${p}`));
      expect(sent[0].headers).toEqual({ lang: 'hk', authorization: '' });
      // the key src/app/pageAsks.ts builds from a request without a session (its authorization header empty)
      expect(Object.keys(asks ?? {})).toEqual(FIRST_ASKS[screen].urls.map((p) => `http://127.0.0.1:8080${p}  hk`));
    }
    // and a trader's with their token
    expect(boot('http://127.0.0.1:8080/#/', session).sent[0].headers).toEqual({ lang: 'en', authorization: 'tok-1' });
    // '#/trade?id=3' is another address: the app asks for it itself
    expect(boot('http://127.0.0.1:8080/#/trade?id=3', {}).sent).toEqual([]);
  });

  it('sends nothing without a session, on a screen not listed, or on another tab (a query)', () => {
    expect(boot('http://127.0.0.1:8080/#/order', {}).sent).toEqual([]);
    expect(boot('http://127.0.0.1:8080/#/order', { 'pipkit.session': '{"token":""}' }).sent).toEqual([]);
    expect(boot('http://127.0.0.1:8080/#/order', { 'pipkit.session': 'damaged' }).sent).toEqual([]);
    expect(boot('http://127.0.0.1:8080/#/wallet', session).sent).toEqual([]);
    expect(boot('http://127.0.0.1:8080/#/order?type=0', session).sent).toEqual([]);
  });

  it('sends the language as the app does (its legacy code tw is hk; none stored is hk)', () => {
    expect(boot('http://127.0.0.1:8080/#/user', { ...session, 'pipkit.lang': 'tw' }).sent[0].headers.lang).toBe('hk');
    expect(boot('http://127.0.0.1:8080/#/user', { ...session, 'pipkit.lang': '"ar"' }).sent[0].headers.lang).toBe('ar');
    expect(boot('http://127.0.0.1:8080/#/user', { 'pipkit.session': session['pipkit.session'] }).sent[0].headers.lang).toBe('hk');
  });

  it("asks the API's host by src/core/host.ts's rule", () => {
    const pages = [
      'http://localhost:8080/',
      'http://app.localhost/',
      'http://192.168.1.20:8080/',
      'http://[::1]:8080/',
      'http://intranet/',
      'https://www.example.com/',
      'https://m.broker.example.com:8443/',
      'https://example.com/',
    ];
    for (const href of pages) {
      const page = new URL(href);
      const { sent } = boot(`${href}#/user`, session);
      expect(sent[0].url, href).toBe(`${resolveApiBase({ location: page })}/v1/api/main/wallet/getBalance?${sent[0].url.split('?')[1]}`);
    }
  });

  it('takes the list from the island the build writes (a screen listed there is asked for)', () => {
    expect(boot('http://127.0.0.1:8080/#/wallet', session, { '/wallet': { urls: ['/x'] } }).sent.map((s) => s.url.split('?')[0])).toEqual(['http://127.0.0.1:8080/x']);
  });
});
