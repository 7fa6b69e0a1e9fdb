import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http';
import { chatUrl, COMPANY_COOKIE_MAX_AGE, createContentApi, readCompanyChoice, renewCompanyChoice, writeCompanyChoice } from './content';

function fakeHttp(answer: (url: string) => unknown) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return new Response(JSON.stringify({ code: 1, msg: 'success', data: answer(url) }), { headers: { 'content-type': 'application/json' } });
  });
  const http = createHttp({ baseURL: 'https://api.broker.example', getToken: () => 'tok', getLang: () => 'en', notify: () => {}, clearSession: () => {}, fetch: fetch as typeof globalThis.fetch });
  return { http, calls, fetch };
}

describe('content api', () => {
  it('news list asks for category 1 and the page; info by id', async () => {
    const { http, calls } = fakeHttp(() => ({ data: [], total: 0 }));
    const api = createContentApi(http);
    await api.news.list(2);
    await api.news.info(7);
    expect(new URL(calls[0]).pathname).toBe('/api/news/list');
    expect(new URL(calls[0]).searchParams.get('category_id')).toBe('1');
    expect(new URL(calls[0]).searchParams.get('page')).toBe('2');
    expect(new URL(calls[1]).searchParams.get('id')).toBe('7');
  });

  it('company search, status, follow list', async () => {
    const { http, calls } = fakeHttp((u) => (u.includes('Status') ? { type: 0, status: 1, url: '/unavailable.html' } : []));
    const api = createContentApi(http);
    expect(await api.company.status()).toEqual({ type: 0, status: 1, url: '/unavailable.html' });
    await api.company.search('hel');
    await api.follow.list();
    expect(new URL(calls[1]).searchParams.get('name')).toBe('hel');
    expect(new URL(calls[2]).pathname).toBe('/api/follow/list');
  });

  it('complaint e-mail: this server by default (with the chosen company), an external host without the token', async () => {
    const { http, calls } = fakeHttp(() => ({ email: 'care@broker.example' }));
    const api = createContentApi(http);
    expect(await api.complaintEmail(undefined, { companyId: 3 })).toBe('care@broker.example');
    expect(new URL(calls[0]).pathname).toBe('/api/company/complaint_email');
    expect(new URL(calls[0]).searchParams.get('company_id')).toBe('3');
    const external = vi.fn(async () => new Response(JSON.stringify({ code: 1, data: { email: 'x@vendor.example' } })));
    vi.stubGlobal('fetch', external);
    try {
      expect(await api.complaintEmail('https://vendor.example/email')).toBe('x@vendor.example');
      expect(external).toHaveBeenCalledWith('https://vendor.example/email', { credentials: 'omit' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('chatUrl', () => {
  it('resolves the built-in chat against the API origin, passes uid, email and lang, and the token in the fragment', () => {
    const u = new URL(chatUrl('/support/chat', 'https://api.broker.example', { uid: '12345678', email: 'a@b.c', lang: 'fa', token: 't0k' }));
    expect(`${u.origin}${u.pathname}`).toBe('https://api.broker.example/support/chat');
    expect(Object.fromEntries(u.searchParams)).toEqual({ uid: '12345678', email: 'a@b.c', lang: 'fa' });
    expect(u.hash).toBe('#token=t0k');
    const dark = new URL(chatUrl('/support/chat', 'https://api.broker.example', { lang: 'en', theme: 'dark' }));
    expect(Object.fromEntries(dark.searchParams)).toEqual({ lang: 'en', theme: 'dark' });
  });
  it('an empty link means the built-in chat; external links never get the token (nor the colour scheme)', () => {
    expect(chatUrl('', 'https://api.broker.example')).toBe('https://api.broker.example/support/chat');
    const ext = new URL(chatUrl('https://vendor.example/c?x=1', 'https://api.broker.example', { uid: '1', token: 't0k', theme: 'dark' }));
    expect(ext.hash).toBe('');
    expect(ext.searchParams.has('theme')).toBe(false);
    expect(ext.searchParams.get('x')).toBe('1');
    expect(ext.searchParams.get('uid')).toBe('1');
  });
});

describe('company cookie', () => {
  it('writes 3 years, reads it back, renews it', () => {
    let jar = '';
    const writes: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return jar;
      },
      set cookie(v: string) {
        writes.push(v);
        jar = v.split(';')[0];
      },
    });
    try {
      expect(readCompanyChoice()).toBeNull();
      writeCompanyChoice(4);
      expect(writes[0]).toBe(`pipkit_company=4; Max-Age=${3 * 365 * 24 * 3600}; Path=/; SameSite=Lax`);
      expect(COMPANY_COOKIE_MAX_AGE).toBe(94_608_000);
      expect(readCompanyChoice()).toBe(4);
      renewCompanyChoice();
      expect(writes).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
