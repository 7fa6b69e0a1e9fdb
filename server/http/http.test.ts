import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeServer, realUser } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
let appDir: string;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'pipkit-app-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><meta name="theme-color" content="#0a7f5c"><title>app</title>');
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(join(appDir, 'assets', 'main-abc.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(appDir, 'assets', 'main-abc.js.gz'), gzipSync('console.log(1)'));
  mkdirSync(join(appDir, 'icons'));
  writeFileSync(join(appDir, 'icons', 'icon-192.png'), '');
  writeFileSync(join(appDir, 'icons', 'icon-512-maskable.png'), '');
  writeFileSync(join(appDir, 'icon.svg'), ICON);
  mkdirSync(join(appDir, '.vite'));
  writeFileSync(join(appDir, '.vite', 'manifest.json'), '{}');
  app = await makeServer({ appDir });
});
afterAll(async () => {
  await app.cleanup();
  rmSync(appDir, { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('documents every API route with request and response schemas', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/default/area_list',
      '/api/default/setting',
      '/api/default/settings',
      '/api/user/loginForU',
      '/api/user/createAccountDemoForU',
      '/api/user/info',
      '/api/user/logout',
      '/api/basicSet/getBasicInfo',
      '/v1/api/main/user/resetForexDemoAccount',
      '/v1/api/main/wallet/getBalance',
      '/admin/api/users',
      '/admin/api/settings',
    ])
      expect(paths).toContain(p);
    expect(paths).not.toContain('/v1/ws');
    const login = doc.paths['/api/user/loginForU'].post;
    expect(Object.keys(login.requestBody.content)).toContain('application/x-www-form-urlencoded');
    expect(login.responses['200'].content['application/json'].schema.properties.data.properties.user.properties.uid).toBeDefined();
    expect(doc.paths['/api/user/createAccountDemoForU'].get.parameters[0]).toMatchObject({ name: 'demo_id', in: 'query', required: true });
  });
});

describe('envelope and hostile input', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const r = await call(app, 'GET', '/api/nope?x=1');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 0, msg: 'Not found: GET /api/nope', data: null });
    expect((await call(app, 'POST', '/v1/api/whatever')).status).toBe(404);
  });

  it('never answers 500 or leaks a stack for garbage', async () => {
    const { token } = await realUser(app);
    const cases: { method: 'GET' | 'POST'; url: string; payload?: string; type?: string }[] = [
      { method: 'POST', url: '/api/user/loginForU', payload: '[]', type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: '"just a string"', type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: '42', type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: 'null', type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: '{"account":{"$gt":""},"password":[1]}', type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: '{oops', type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: 'a'.repeat(2 * 1024 * 1024), type: 'application/json' },
      { method: 'POST', url: '/api/user/loginForU', payload: `account=${'a'.repeat(100_000)}&password=x`, type: 'application/x-www-form-urlencoded' },
      { method: 'POST', url: '/api/user/loginForU', payload: '<xml/>', type: 'application/xml' },
      { method: 'POST', url: '/api/user/loginForU' },
      { method: 'GET', url: `/api/user/createAccountDemoForU?demo_id=${'x'.repeat(10_000)}` },
      { method: 'GET', url: '/api/user/createAccountDemoForU?demo_id[]=abcdefgh1&demo_id[]=x' },
      { method: 'GET', url: '/api/default/setting?key=%00%ff' },
      { method: 'GET', url: '/api/default/setting?%%%' },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: c.method, url: c.url, payload: c.payload, headers: { ...(c.type ? { 'content-type': c.type } : {}), authorization: token } });
      expect(res.statusCode, `${c.url} ${c.payload?.slice(0, 30)}`).toBeLessThan(500);
      const body = res.json();
      expect(body.code, c.url).not.toBe(1);
      expect(typeof body.msg).toBe('string');
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('keeps huge authorization headers and odd tokens at 999', async () => {
    const r = await call(app, 'GET', '/api/user/info', { headers: { authorization: 'x'.repeat(8000) } });
    expect(r.body.code).toBe(999);
  });
});

describe('web', () => {
  it('serves the built app with security headers', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    const asset = await app.inject({ url: '/assets/main-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const api = await app.inject({ url: '/api/basicSet/getBasicInfo' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not serve what the build keeps for itself (dot folders such as .vite/manifest.json)', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toBe('{}');
    }
  });

  it('sends Permissions-Policy everywhere and no-store on answers to requests with credentials', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.headers['permissions-policy']).toContain('camera=()');
    const { token } = await realUser(app);
    const info = await app.inject({ url: '/api/user/info', headers: { authorization: token } });
    expect(info.json().code).toBe(1);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers['permissions-policy']).toContain('geolocation=()');
    const anonymous = await app.inject({ url: '/api/basicSet/getBasicInfo' });
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
    // A route that decided its own caching keeps it.
    const asset = await app.inject({ url: '/assets/main-abc.js', headers: { authorization: token } });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, keeping the caching headers', async () => {
    const br = await app.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await app.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/main-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses large JSON answers, not small envelopes, and never compresses a precompressed file twice', async () => {
    const list = await app.inject({ url: '/v1/api/forex/trade_list', headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).code).toBe(1);
    const doc = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(doc.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/api/basicSet/getBasicInfo', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const asset = await app.inject({ url: '/assets/main-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
  });

  it("answers /favicon.ico with the app's icon.svg so browsers log no 404, and with nothing but no 404 without an app", async () => {
    const res = await app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(ICON);
    const bare = await makeServer({ appDir: join(tmpdir(), 'does-not-exist-' + Date.now()) });
    try {
      expect((await bare.inject({ url: '/favicon.ico' })).statusCode).toBe(204);
    } finally {
      await bare.cleanup();
    }
  });

  it('serves a web app manifest listing the icons', async () => {
    const res = await app.inject({ url: '/manifest.json' });
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const m = res.json();
    // the installed app's bar takes the page's theme colour
    expect(m).toMatchObject({ name: 'Pipkit', id: './', start_url: './', display: 'standalone', theme_color: '#0a7f5c', background_color: '#f4f6fa' });
    expect(m.icons).toEqual(
      expect.arrayContaining([
        { src: './icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: './icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: './icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ]),
    );
  });

  it('explains how to build the app when APP_DIR is missing, and answers CORS only for configured origins', async () => {
    const bare = await makeServer({ appDir: join(tmpdir(), 'does-not-exist-' + Date.now()), corsOrigins: ['https://app.example.com'] });
    try {
      const res = await bare.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build:app');
      // without a page to take it from, the manifest names the app's own primary colour
      expect((await bare.inject({ url: '/manifest.json' })).json()).toMatchObject({ theme_color: '#1b56c4', icons: [] });
      const ok = await bare.inject({ url: '/api/basicSet/getBasicInfo', headers: { origin: 'https://app.example.com' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const pre = await bare.inject({ method: 'OPTIONS', url: '/api/user/loginForU', headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' } });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-headers']).toContain('authorization');
      const evil = await bare.inject({ url: '/api/basicSet/getBasicInfo', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await bare.cleanup();
    }
  });
});
