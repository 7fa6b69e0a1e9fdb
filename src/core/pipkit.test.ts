import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocketLike } from './socket';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: Headers;
}

// Routes answered by the fake transport: path → envelope.
let routes: Record<string, unknown> = {};
let calls: Call[] = [];
const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const req = new Request(input, init);
  const url = new URL(req.url);
  calls.push({ method: req.method, path: url.pathname, query: url.searchParams, body: await req.text(), headers: req.headers });
  const route = routes[url.pathname];
  // a function answers later (a request still on its way)
  const body = (typeof route === 'function' ? await route() : route) ?? { code: 0, msg: `no route ${url.pathname}`, data: null };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

class FakeWs implements WebSocketLike {
  static last: FakeWs;
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWs.last = this;
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

const user = { id: 7, uid: 'U7', email: 'a@b.c', invite_code: 'INV', is_demo: 0 };
const ok = (data: unknown, msg = 'success') => ({ code: 1, msg, data });

async function setup(options: Record<string, unknown> = {}) {
  vi.resetModules();
  const core = await import('./index');
  core.setDictionaryLoaders({ en: async () => ({ default: { msg: { logoutSuccess: 'logout success' } } }) });
  core.$language.set('en');
  const notify = vi.fn();
  const navigate = vi.fn();
  const pipkit = core.createPipkit({
    apiBase: 'http://api.test',
    fetch: fakeFetch,
    WebSocketImpl: FakeWs,
    notify,
    navigate,
    logger: { warn: vi.fn(), error: vi.fn() },
    ...options,
  });
  return { core, pipkit, notify, navigate };
}

let storage: Storage;
beforeEach(() => {
  routes = {};
  calls = [];
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createPipkit', () => {
  it('resolves hosts and is returned by getPipkit()', async () => {
    const { core, pipkit } = await setup();
    expect(pipkit.apiBase).toBe('http://api.test');
    expect(pipkit.wsUrl).toBe('ws://api.test/v1/ws');
    expect(core.getPipkit()).toBe(pipkit);
    // pipkit.api holds the areas the client's own actions use; the others (forex, account, funds, content) are
    // built from pipkit.http where they are used, so they are not part of the core entry.
    expect(Object.keys(pipkit.api).sort()).toEqual(['basic', 'user', 'wallet']);
    expect('createForexApi' in core).toBe(false);
    pipkit.destroy();
    expect(() => core.getPipkit()).toThrow(/createPipkit/);
  });

  it('login posts the form, stores the session and logs the socket in', async () => {
    const { pipkit } = await setup();
    routes['/api/user/loginForU'] = ok({ token: 'T1', user });
    pipkit.socket.connect();
    FakeWs.last.open();
    await expect(pipkit.actions.login({ account: 'a@b.c', password: 'pw', login_type: 'email' })).resolves.toEqual(user);
    const call = calls[0];
    expect(call.method).toBe('POST');
    expect(call.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({ account: 'a@b.c', password: 'pw', login_type: 'email' });
    expect(pipkit.stores.session.$session.get()).toEqual({ token: 'T1', user });
    expect(JSON.parse(storage.getItem('pipkit.session')!).token).toBe('T1');
    expect(FakeWs.last.sent).toContain(JSON.stringify({ type: 'login', params: { token: 'T1' } }));
    expect(pipkit.stores.spinner.$count.get()).toBe(0);
    // later calls carry the token
    routes['/api/user/info'] = ok(user);
    await pipkit.actions.refreshUser();
    expect(calls[1].headers.get('authorization')).toBe('T1');
    expect(calls[1].headers.get('lang')).toBe('en');
    pipkit.destroy();
  });

  it('tryDemo reuses the same demo_id in this browser', async () => {
    const { pipkit } = await setup();
    routes['/api/user/createAccountDemoForU'] = ok({ token: 'D', user: { ...user, is_demo: 1 } });
    await pipkit.actions.tryDemo();
    await pipkit.actions.tryDemo();
    const ids = calls.map((c) => c.query.get('demo_id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(storage.getItem('pipkit.demo_id')).toBe(ids[0]);
    expect(pipkit.stores.session.$isDemo.get()).toBe(true);
    pipkit.destroy();
  });

  it('logout tells the server, clears everything and toasts, even when the server fails', async () => {
    const { pipkit, notify, navigate } = await setup();
    pipkit.stores.session.set('T', user);
    pipkit.stores.$balance.set({ balance: '1.00', lock_balance: '0' });
    pipkit.socket.connect();
    FakeWs.last.open();
    routes['/api/user/logout'] = { code: 999, msg: 'expired', data: null };
    await pipkit.actions.logout();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/user/logout']);
    expect(pipkit.stores.session.$session.get()).toEqual({ token: '', user: null });
    expect(pipkit.stores.$balance.get()).toBeNull();
    expect(FakeWs.last.sent.at(-1)).toBe(JSON.stringify({ type: 'logout', params: {} }));
    expect(notify).toHaveBeenCalledWith('logout success', 'success');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    pipkit.destroy();
  });

  it('999 on a normal call clears the session and navigates to /login', async () => {
    const { pipkit, notify, navigate } = await setup();
    pipkit.stores.session.set('T', user);
    routes['/v1/api/main/wallet/getBalance'] = { code: 999, msg: 'Please log in', data: null };
    await expect(pipkit.actions.refreshBalance()).rejects.toMatchObject({ code: 999 });
    expect(pipkit.stores.session.$session.get().token).toBe('');
    expect(notify).toHaveBeenCalledWith('Please log in', 'error');
    expect(navigate).toHaveBeenCalledWith('/login');
    pipkit.destroy();
  });

  it('refreshBalance and resetDemo update $balance; reset toasts the server msg', async () => {
    const { pipkit, notify } = await setup();
    expect(await pipkit.actions.refreshBalance()).toBeNull(); // logged out: no call
    expect(calls).toHaveLength(0);
    pipkit.stores.session.set('T', { ...user, is_demo: 1 });
    routes['/v1/api/main/user/resetForexDemoAccount'] = ok(null, 'Demo account reset');
    routes['/v1/api/main/wallet/getBalance'] = ok({ balance: '10000.000000', lock_balance: '0.000000' });
    await pipkit.actions.resetDemo();
    expect(notify).toHaveBeenCalledWith('Demo account reset', 'success');
    expect(pipkit.stores.$balance.get()).toEqual({ balance: '10000.000000', lock_balance: '0.000000' });
    pipkit.destroy();
  });

  it('refreshBalance: the last call wins when answers cross, and an answer from before a logout is dropped', async () => {
    const { pipkit } = await setup();
    pipkit.stores.session.set('T', user);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    routes['/v1/api/main/wallet/getBalance'] = async () => (await held, ok({ balance: '1.000000', lock_balance: '0.000000' }));
    const first = pipkit.actions.refreshBalance();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    routes['/v1/api/main/wallet/getBalance'] = ok({ balance: '2.000000', lock_balance: '0.000000' });
    await pipkit.actions.refreshBalance();
    release();
    await first;
    expect(pipkit.stores.$balance.get()?.balance).toBe('2.000000'); // the older answer came last
    let releaseLate!: () => void;
    const late = new Promise<void>((r) => (releaseLate = r));
    routes['/v1/api/main/wallet/getBalance'] = async () => (await late, ok({ balance: '3.000000', lock_balance: '0.000000' }));
    const before = pipkit.actions.refreshBalance();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await pipkit.actions.logout();
    releaseLate();
    await before.catch(() => undefined);
    expect(pipkit.stores.$balance.get()).toBeNull();
    pipkit.destroy();
  });

  it('init loads basic info and the user without toasts', async () => {
    const { pipkit, notify, navigate } = await setup();
    pipkit.stores.session.set('T', null);
    const info = { service_link: 'https://chat', service_link_type: 1, verify_reg_type: 2, trade_fee_type: 1, title: 'DEMO' };
    routes['/api/basicSet/getBasicInfo'] = ok(info);
    routes['/api/user/info'] = ok(user);
    await pipkit.actions.init();
    expect(pipkit.stores.$basicInfo.get()).toEqual(info);
    expect(pipkit.stores.session.$user.get()).toEqual(user);
    expect(notify).not.toHaveBeenCalled();
    // an expired stored token at start: cleared, no toast, no navigation
    pipkit.stores.session.set('OLD', user);
    routes['/api/user/info'] = { code: 999, msg: 'expired', data: null };
    await pipkit.actions.init();
    expect(pipkit.stores.session.$session.get().token).toBe('');
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    pipkit.destroy();
  });

  it('held for the first content, init asks for basic info and the user only then, and not for a session gone meanwhile', async () => {
    const { core, pipkit } = await setup();
    routes['/api/basicSet/getBasicInfo'] = ok({ service_link: '', service_link_type: 1, verify_reg_type: 2, trade_fee_type: 1, title: 'DEMO' });
    routes['/api/user/info'] = ok(user);
    pipkit.stores.session.set('T', null);
    core.holdUntilFirstContent(5000);
    const started = pipkit.actions.init();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.path)).toEqual([]);
    core.endFirstContentHold();
    await started;
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/basicSet/getBasicInfo', '/api/user/info']);
    expect(pipkit.stores.session.$user.get()).toEqual(user);
    pipkit.destroy();

    // A session that ended before the hold did: its user is not asked for.
    const again = await setup();
    calls = [];
    again.pipkit.stores.session.set('T2', null);
    again.core.holdUntilFirstContent(5000);
    const second = again.pipkit.actions.init();
    again.pipkit.stores.session.set('', null);
    again.core.endFirstContentHold();
    await second;
    expect(calls.map((c) => c.path)).toEqual(['/api/basicSet/getBasicInfo']);
    again.pipkit.destroy();
  });

  it('setLanguage sets $language, loads the dictionary and sets <html lang dir>', async () => {
    const documentElement = { lang: '', dir: '' };
    vi.stubGlobal('document', { documentElement });
    const { core, pipkit } = await setup();
    await pipkit.actions.setLanguage('ar');
    expect(core.$language.get()).toBe('ar');
    expect(storage.getItem('pipkit.lang')).toBe('ar');
    expect(documentElement).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(core.$loadedLanguages.get().has('ar')).toBe(true);
    await pipkit.actions.setLanguage('tw' as never);
    expect(core.$language.get()).toBe('hk');
    expect(documentElement).toEqual({ lang: 'zh-HK', dir: 'ltr' });
    pipkit.destroy();
  });

  it('documentLanguage: false leaves the partner page alone', async () => {
    const documentElement = { lang: 'en', dir: 'ltr' };
    vi.stubGlobal('document', { documentElement });
    const { pipkit } = await setup({ documentLanguage: false });
    await pipkit.actions.setLanguage('fa');
    expect(documentElement).toEqual({ lang: 'en', dir: 'ltr' });
    pipkit.destroy();
  });

  it('a token source wins over the stored session, is adopted by init and logs the socket in', async () => {
    let partnerToken = 'SSO1';
    const { pipkit } = await setup({ token: () => partnerToken });
    pipkit.stores.session.set('STORED', null);
    routes['/api/basicSet/getBasicInfo'] = ok({});
    routes['/api/user/info'] = ok(user);
    await pipkit.actions.init();
    expect(pipkit.stores.session.$session.get()).toEqual({ token: 'SSO1', user });
    expect(calls.find((c) => c.path === '/api/user/info')!.headers.get('authorization')).toBe('SSO1');
    pipkit.socket.connect();
    FakeWs.last.open();
    expect(FakeWs.last.sent).toContain(JSON.stringify({ type: 'login', params: { token: 'SSO1' } }));
    // rotated by the partner: the next request carries the new token without any call into Pipkit
    partnerToken = 'SSO2';
    await pipkit.actions.refreshBalance().catch(() => null);
    expect(calls.at(-1)!.headers.get('authorization')).toBe('SSO2');
    // no token from the source: the session from login / demo is used
    partnerToken = '';
    pipkit.stores.session.set('OWN', user);
    await pipkit.actions.refreshUser();
    expect(calls.at(-1)!.headers.get('authorization')).toBe('OWN');
    pipkit.destroy();
  });

  it('each client holds its own stores; without notify, messages go to its own toast queue', async () => {
    const { core, pipkit } = await setup({ notify: undefined });
    const partner = core.createPipkit({ apiBase: 'http://other.test', fetch: fakeFetch, WebSocketImpl: FakeWs, storagePrefix: 'partner', socket: false });
    pipkit.stores.session.set('A', user);
    pipkit.stores.quotes.setCurrentPair('EURUSD');
    expect(partner.stores.session.$session.get().token).toBe('');
    expect(partner.stores.quotes.$currentPair.get()).toBe('');
    pipkit.notify('hello', 'info');
    expect(pipkit.stores.toasts.$toasts.get().map((t) => t.text)).toEqual(['hello']);
    expect(partner.stores.toasts.$toasts.get()).toEqual([]);
    partner.destroy();
    pipkit.destroy();
  });

  it('socket: false never opens a connection, and topic handlers stay registered', async () => {
    const before = FakeWs.last;
    const { pipkit } = await setup({ socket: false });
    const off = pipkit.socket.subscribe('DAY_MARKET', () => undefined);
    pipkit.socket.connect();
    expect(FakeWs.last).toBe(before);
    expect(pipkit.socket.$status.get()).toBe('idle');
    expect(pipkit.socket.topics()).toEqual(['DAY_MARKET']);
    off();
    pipkit.destroy();
  });
});
