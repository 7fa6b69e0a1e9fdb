import { describe, expect, it } from 'vitest';
import { makeServer } from '../testing.js';
import { parseTrustProxy } from './proxy.js';

describe('parseTrustProxy', () => {
  it('reads nothing, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16 ,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('refuses settings that would believe any forwarded address, and garbage', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxy hops/);
    expect(() => parseTrustProxy('11')).toThrow(/1 to 10/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
    expect(() => parseTrustProxy('proxy.local')).toThrow(/proxy.local/);
  });
});

// The proxy (127.0.0.1) appends the address it saw; whatever a client forges stands to the left of it.
async function logins(trustProxy: number | string[], forwardedFor: (i: number) => string, count: number) {
  const app = await makeServer({ trustProxy, loginRateLimit: 3 });
  try {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/user/loginForU',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor(i) },
        payload: 'account=a%40b.co&password=x',
      });
      codes.push(r.statusCode);
    }
    return codes;
  } finally {
    await app.cleanup();
  }
}

describe('client address behind a trusted proxy', () => {
  it('rate limits by the address the proxy saw, however the client rotates forged entries (hop count)', async () => {
    const codes = await logins(1, (i) => `198.51.100.${i}, 203.0.113.7`, 6);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('does the same with the proxy given by address', async () => {
    const codes = await logins(['127.0.0.1'], (i) => `198.51.100.${i}, 10.9.8.${i % 2}, 203.0.113.7`, 5);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('keeps separate budgets for separate real clients', async () => {
    const codes = await logins(1, (i) => `203.0.113.${i}`, 6);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
