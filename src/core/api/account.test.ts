import { describe, expect, it } from 'vitest';
import { createHttp } from '../http';
import { createAccountApi, inviteLink, resolveUploadUrl, reviewStep } from './account';

function fakeHttp(answer: unknown = null) {
  const calls: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    return new Response(JSON.stringify({ code: 1, msg: 'The code has been sent', data: answer }), { headers: { 'content-type': 'application/json' } });
  };
  const toasts: string[] = [];
  const http = createHttp({
    baseURL: 'https://api.example.com',
    getToken: () => 'tok',
    getLang: () => 'en',
    notify: (text) => toasts.push(text),
    clearSession: () => undefined,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api: createAccountApi(http), calls, toasts };
}

describe('account api', () => {
  it('posts registration and codes form-urlencoded and toasts the server message of a code send', async () => {
    const { api, calls, toasts } = fakeHttp();
    await api.sendEmailCode('a@b.co', 1);
    expect(calls[0].url).toContain('/api/notify/send_email');
    expect(String(calls[0].body)).toBe('to=a%40b.co&type=1');
    expect(calls[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(toasts).toEqual(['The code has been sent']);
    await api.register({ type: 'email', account: 'a@b.co', password: 'p', re_password: 'p', sms_code: '1', invite_code: undefined });
    expect(String(calls[1].body)).toBe('type=email&account=a%40b.co&password=p&re_password=p&sms_code=1');
    await api.sendSmsCode('912', undefined, 2);
    expect(String(calls[2].body)).toBe('to=912&type=2');
  });

  it('uploads an image as multipart field file', async () => {
    const { api, calls } = fakeHttp({ url: '/uploads/x.png' });
    const r = await api.uploadImage(new Blob([new Uint8Array([1, 2])], { type: 'image/png' }), 'front.png');
    expect(r).toEqual({ url: '/uploads/x.png' });
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('front.png');
  });

  it('reads the captcha and the review state with GET and t=', async () => {
    const { api, calls } = fakeHttp({ review_status: 'waiting' });
    expect(await api.realNameCenter()).toEqual({ review_status: 'waiting' });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toMatch(/\/api\/user_real\/center\?t=\d+/);
  });

  it('maps review states to steps, builds invite links and upload addresses', () => {
    expect(['none', 'rejected', 'waiting', 'finish'].map((s) => reviewStep(s as never))).toEqual([0, 0, 1, 2]);
    expect(inviteLink('https://app.example.com/', 'AB CD')).toBe('https://app.example.com/#/register?invite_code=AB%20CD');
    expect(resolveUploadUrl('https://api.example.com/', '/uploads/a.png')).toBe('https://api.example.com/uploads/a.png');
    expect(resolveUploadUrl('', '/uploads/a.png')).toBe('/uploads/a.png');
    expect(resolveUploadUrl('https://api.example.com', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
