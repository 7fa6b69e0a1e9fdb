import { describe, expect, it, vi } from 'vitest';
import { servePageAsks, takePageAsks, type PageAsks } from './pageAsks';

const BASE = 'http://127.0.0.1:8080';
const headers = { lang: 'en', authorization: 'tok-1' };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
/** theme-boot.js's asks, as it leaves them: by address, session token and language. */
const pageAsks = (...asks: Array<[path: string, answer?: Promise<Response>]>): PageAsks =>
  Object.fromEntries(asks.map(([path, answer]) => [`${BASE}${path} ${headers.authorization} ${headers.lang}`, answer ?? Promise.resolve(json({ from: 'page', path }))]));
/** As the app's client asks: the address with its query and `t=`, the session and language headers. */
const asked = (path: string, init: RequestInit = {}) => [`${BASE}${path}${path.includes('?') ? '&' : '?'}t=${Date.now()}`, { method: 'GET', headers: new Headers(headers), ...init }] as const;
const network = () => vi.fn(async (input: RequestInfo | URL) => json({ from: 'network', url: String(input) }));

describe('servePageAsks', () => {
  it("hands the page's answer to the first ask of the same address, session and language, once", async () => {
    const ask = network();
    const { fetch } = servePageAsks(pageAsks(['/v1/api/forex/my_deal?status=1&page=1']), ask);
    expect(await (await fetch(...asked('/v1/api/forex/my_deal?status=1&page=1'))).json()).toMatchObject({ from: 'page' });
    expect(ask).not.toHaveBeenCalled();
    // a refresh (after a close, say) asks the server
    expect(await (await fetch(...asked('/v1/api/forex/my_deal?status=1&page=1'))).json()).toMatchObject({ from: 'network' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("hands a visitor's answer (no session: an empty token) to a request without a session only", async () => {
    const ask = network();
    const visitor = { ...headers, authorization: '' };
    const { fetch } = servePageAsks({ [`${BASE}/v1/api/forex/trade_list  en`]: Promise.resolve(json({ from: 'page' })) }, ask);
    expect(await (await fetch(...asked('/v1/api/forex/trade_list'))).json()).toMatchObject({ from: 'network' }); // signed in since
    expect(await (await fetch(...asked('/v1/api/forex/trade_list', { headers: new Headers(visitor) }))).json()).toMatchObject({ from: 'page' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks the server for another address, query, session, language or method', async () => {
    const ask = network();
    const { fetch } = servePageAsks(
      pageAsks(['/v1/api/forex/my_deal?status=1&page=1'], ['/v1/api/main/wallet/getBalance']),
      ask,
    );
    await fetch(...asked('/v1/api/forex/my_deal?status=0&page=1')); // another tab
    await fetch(...asked('/v1/api/forex/my_deal?status=1&page=1', { headers: new Headers({ ...headers, authorization: 'tok-2' }) }));
    await fetch(...asked('/v1/api/forex/my_deal?status=1&page=1', { headers: new Headers({ ...headers, lang: 'hk' }) }));
    await fetch(...asked('/v1/api/main/wallet/getBalance', { method: 'POST' }));
    await fetch(`http://api.example.com/v1/api/main/wallet/getBalance?t=1`, { method: 'GET', headers: new Headers(headers) }); // another host
    expect(ask).toHaveBeenCalledTimes(5);
    // both still serve their own ask
    expect(await (await fetch(...asked('/v1/api/main/wallet/getBalance'))).json()).toMatchObject({ from: 'page' });
    expect(await (await fetch(...asked('/v1/api/forex/my_deal?status=1&page=1'))).json()).toMatchObject({ from: 'page' });
    expect(ask).toHaveBeenCalledTimes(5);
  });

  it('asks the server once the offer has ended (the first screen left)', async () => {
    const ask = network();
    const served = servePageAsks(pageAsks(['/v1/api/main/wallet/getBalance']), ask);
    served.end();
    expect(await (await served.fetch(...asked('/v1/api/main/wallet/getBalance'))).json()).toMatchObject({ from: 'network' });
  });

  it("asks the server when the page's ask failed (no network then), without an unhandled rejection", async () => {
    const ask = network();
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const { fetch } = servePageAsks(pageAsks(['/v1/api/main/wallet/getBalance', failed]), ask);
    await new Promise((r) => setTimeout(r, 0)); // the failure settles before anyone asks
    expect(await (await fetch(...asked('/v1/api/main/wallet/getBalance'))).json()).toMatchObject({ from: 'network' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks the server for a request that may be aborted (a timeout): the page\'s answer could not honour it', async () => {
    const ask = network();
    const { fetch } = servePageAsks(pageAsks(['/v1/api/main/wallet/getBalance']), ask);
    const signal = new AbortController().signal;
    expect(await (await fetch(...asked('/v1/api/main/wallet/getBalance', { signal }))).json()).toMatchObject({ from: 'network' });
    expect(await (await fetch(...asked('/v1/api/main/wallet/getBalance'))).json()).toMatchObject({ from: 'page' });
  });

  it("passes the page's answer as it is: an error status or a session expiry is the client's to handle", async () => {
    const expired = Promise.resolve(json({ code: 999, msg: 'expired', data: null }));
    const { fetch } = servePageAsks(pageAsks(['/v1/api/main/wallet/getBalance', expired]), network());
    expect(await (await fetch(...asked('/v1/api/main/wallet/getBalance'))).json()).toEqual({ code: 999, msg: 'expired', data: null });
  });
});

describe('takePageAsks', () => {
  it('takes what theme-boot.js left once', () => {
    const asks = pageAsks(['/v1/api/main/wallet/getBalance']);
    const page: { pipkitPageAsks?: unknown } = { pipkitPageAsks: asks };
    expect(takePageAsks(page)).toBe(asks);
    expect(page.pipkitPageAsks).toBeUndefined();
    expect(takePageAsks(page)).toEqual({});
    expect(takePageAsks({ pipkitPageAsks: 'damaged' })).toEqual({});
  });
});
