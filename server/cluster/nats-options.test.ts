import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { natsSecurityFromEnv, redactUrl } from './nats-options.js';

const dir = mkdtempSync(join(tmpdir(), 'pipkit-nats-options-'));
const ca = join(dir, 'ca.pem');
writeFileSync(ca, 'not checked here: TLS reads it');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('NATS_* variables', () => {
  it('nothing given: no credentials, no TLS', () => {
    expect(natsSecurityFromEnv({})).toEqual({});
    expect(natsSecurityFromEnv({ NATS_USER: '', NATS_PASSWORD: '' })).toEqual({});
  });

  it('reads a user and password, a token, a creds file, TLS files', () => {
    expect(natsSecurityFromEnv({ NATS_USER: 'gateway', NATS_PASSWORD: 's3cret' })).toEqual({ user: 'gateway', pass: 's3cret' });
    expect(natsSecurityFromEnv({ NATS_TOKEN: 't0ken' })).toEqual({ token: 't0ken' });
    expect(natsSecurityFromEnv({ NATS_CREDS: ca })).toEqual({ credsFile: ca });
    expect(natsSecurityFromEnv({ NATS_TLS_CA: ca })).toEqual({ tls: { caFile: ca } });
    expect(natsSecurityFromEnv({ NATS_TOKEN: 't', NATS_TLS_CA: ca, NATS_TLS_CERT: ca, NATS_TLS_KEY: ca })).toEqual({ token: 't', tls: { caFile: ca, certFile: ca, keyFile: ca } });
  });

  it('refuses half a pair, two ways to log in, and a file that cannot be read, saying which', () => {
    expect(() => natsSecurityFromEnv({ NATS_USER: 'gateway' })).toThrow('NATS_USER and NATS_PASSWORD: give both or neither');
    expect(() => natsSecurityFromEnv({ NATS_PASSWORD: 'x' })).toThrow('give both or neither');
    expect(() => natsSecurityFromEnv({ NATS_USER: 'u', NATS_PASSWORD: 'p', NATS_TOKEN: 't' })).toThrow('NATS_USER, NATS_TOKEN: give one way to log in to NATS');
    expect(() => natsSecurityFromEnv({ NATS_TLS_CERT: ca })).toThrow('NATS_TLS_CERT and NATS_TLS_KEY: give both or neither');
    expect(() => natsSecurityFromEnv({ NATS_TLS_CA: join(dir, 'missing.pem') })).toThrow(`NATS_TLS_CA=${join(dir, 'missing.pem')}: the file cannot be read`);
    expect(() => natsSecurityFromEnv({ NATS_CREDS: join(dir, 'none.creds') })).toThrow('NATS_CREDS=');
  });

  it('keeps passwords written into a URL out of messages', () => {
    expect(redactUrl('nats://gateway:s3cret@nats-1:4222,nats://token@nats-2:4222')).toBe('nats://***@nats-1:4222,nats://***@nats-2:4222');
    expect(redactUrl('nats://127.0.0.1:4222')).toBe('nats://127.0.0.1:4222');
  });
});
