import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeServer } from '../testing.js';

let app: Awaited<ReturnType<typeof makeServer>>;
beforeAll(async () => {
  app = await makeServer();
});
afterAll(async () => {
  await app.cleanup();
});

describe('health probes', () => {
  it('answers liveness and readiness with 200, uncached and outside the envelope', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while draining, and stays alive', async () => {
    app.lifecycle.draining = true;
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'draining' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('is not ready when the database does not answer; liveness does not depend on it', async () => {
    const spy = vi.spyOn(app.db, 'getExecutor').mockImplementation(() => {
      throw new Error('connection refused');
    });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('documents both probes in the OpenAPI as operations', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/healthz'].get.tags).toEqual(['operations']);
    expect(Object.keys(doc.paths['/readyz'].get.responses)).toEqual(['200', '503']);
  });
});
