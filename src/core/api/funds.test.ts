import { describe, expect, it } from 'vitest';
import { createHttp } from '../http';
import { createFundsApi, newIdempotencyKey } from './funds';

// The funds calls against a recording fetch: docs/product.md#api paths, forms for posts, query for gets, the idempotency header.
function recorder() {
  const calls: { method: string; url: URL; headers: Record<string, string>; body: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    calls.push({
      method: req.method,
      url: new URL(req.url),
      headers: Object.fromEntries(req.headers.entries()),
      body: req.method === 'GET' ? null : await req.text(),
    });
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data: { data: [], total: 0 } }), { headers: { 'content-type': 'application/json' } });
  };
  const http = createHttp({ baseURL: 'https://api.x.test', getToken: () => 'tok', getLang: () => 'en', notify: () => undefined, clearSession: () => undefined, fetch: fetch as typeof globalThis.fetch });
  return { api: createFundsApi(http), calls };
}

describe('funds api', () => {
  it('reads with GET and the documented parameter names', async () => {
    const { api, calls } = recorder();
    await api.depositAddresses();
    await api.depositBanks();
    await api.depositHistory(1, 2);
    await api.withdrawCurrencies(2);
    await api.withdrawRecords(1, 3);
    await api.drawMethods(1, 4);
    await api.ledger(5);
    expect(calls.map((c) => [c.method, c.url.pathname, Object.fromEntries([...c.url.searchParams].filter(([k]) => k !== 't'))])).toEqual([
      ['GET', '/api/quickCharge/info', {}],
      ['GET', '/api/quickCharge/wire_info', {}],
      ['GET', '/api/quickCharge/quick_ist', { type: '1', page: '2' }],
      ['GET', '/api/account/draw_symbol_list', { type: '2' }],
      ['GET', '/api/account/draw_list', { type: '1', page: '3' }],
      ['GET', '/api/wallet/get_draw_method', { draw_type: '1', draw_id: '4' }],
      ['GET', '/v1/api/main/accountLog/forexChange', { page: '5' }],
    ]);
    expect(calls.every((c) => c.url.searchParams.has('t') && c.headers.authorization === 'tok')).toBe(true);
  });

  it('posts money-moving forms with the idempotency key as a form field', async () => {
    const { api, calls } = recorder();
    const key = newIdempotencyKey();
    await api.withdraw({ draw_currency_id: 1, number: '10.5', memo: 'x', draw_method_id: 7 }, key);
    await api.submitCoinDeposit({ number: '20', proofImg: '/uploads/a.png', address: 'T1', charge_id: 1 }, key);
    await api.submitBankDeposit({ number: '30', proofImg: '/uploads/b.png', wire_id: 2 });
    await api.deleteDrawMethod(9);
    expect(calls.map((c) => [c.url.pathname, c.headers['content-type'], Object.fromEntries(new URLSearchParams(c.body ?? ''))])).toEqual([
      ['/api/account/draw', 'application/x-www-form-urlencoded', { draw_currency_id: '1', number: '10.5', memo: 'x', draw_method_id: '7', idempotency_key: key }],
      ['/api/quickCharge/submit', 'application/x-www-form-urlencoded', { number: '20', proofImg: '/uploads/a.png', address: 'T1', charge_id: '1', idempotency_key: key }],
      ['/api/quickCharge/wire_submit', 'application/x-www-form-urlencoded', { number: '30', proofImg: '/uploads/b.png', wire_id: '2' }],
      ['/api/wallet/del_draw_method', 'application/x-www-form-urlencoded', { id: '9' }],
    ]);
    // No custom header: a cross-origin API host needs no CORS allowance for it.
    expect(calls.every((c) => !('idempotency-key' in c.headers))).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});
