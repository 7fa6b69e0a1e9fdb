import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEnvelope } from './envelope.js';

// The envelope's error handler on a bare instance: what a user sees when a route fails for each kind of reason.

const app = Fastify({ logger: false });
const failures: Record<string, () => Error> = {
  deadlock: () => Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  serialization: () => Object.assign(new Error('could not serialize access'), { code: '40001' }),
  'lock-timeout': () => Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
  'sqlite-busy': () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
  unique: () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'x')"),
};
beforeAll(async () => {
  installEnvelope(app);
  app.get('/fail/:kind', async (request) => {
    throw failures[(request.params as { kind: string }).kind]();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a transaction rolled back by a conflict with another', () => {
  it.each(['deadlock', 'serialization', 'lock-timeout', 'sqlite-busy'])('(%s) is a 503 the client may retry, in the reader\'s language', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/fail/${kind}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ code: 0, msg: 'The server was busy with another change to your account. Nothing was changed; please try again.', data: null });
    const fr = await app.inject({ method: 'GET', url: `/fail/${kind}`, headers: { lang: 'fr' } });
    expect(fr.json().msg).toMatch(/^Le serveur traitait une autre modification de votre compte/);
  });

  it('is told apart from errors a retry would not mend: those stay internal errors, without details', async () => {
    for (const kind of ['unique', 'bug']) {
      const res = await app.inject({ method: 'GET', url: `/fail/${kind}` });
      expect(res.statusCode, kind).toBe(500);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(res.json()).toEqual({ code: 0, msg: 'Internal error', data: null });
    }
  });
});
