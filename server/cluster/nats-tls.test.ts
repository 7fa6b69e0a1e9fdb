import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '../testing.js';
import { NatsBus } from './nats-bus.js';
import { natsSecurityFromEnv } from './nats-options.js';
import { startNatsServer, type NatsServer } from './nats-server.js';

// The bus over TLS with client certificates (docs/cluster.md "Securing the bus"): a throwaway CA, a server and a
// client certificate made by openssl, nats-server requiring a certificate signed by that CA. The options come from the
// environment as a process reads them (NATS_TLS_CA, NATS_TLS_CERT, NATS_TLS_KEY). Skipped, with the reason printed,
// where openssl or nats-server is missing.

const dir = mkdtempSync(join(tmpdir(), 'pipkit-nats-tls-'));
const file = (name: string) => join(dir, name);

/** A CA, and server and client certificates signed by it (P-256 keys, one day); the reason when openssl fails. */
function makeCertificates(): string | null {
  const run = (...args: string[]) => spawnSync('openssl', args, { encoding: 'utf8' });
  if (run('version').status !== 0) return 'openssl not found';
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  writeFileSync(file('client.ext'), 'extendedKeyUsage=clientAuth\n');
  const steps = [
    ['req', '-x509', ...key, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '1', '-subj', '/CN=Pipkit test CA'],
    ...['server', 'client'].flatMap((who) => [
      ['req', ...key, '-keyout', file(`${who}.key`), '-out', file(`${who}.csr`), '-subj', `/CN=pipkit-${who}`],
      ['x509', '-req', '-in', file(`${who}.csr`), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file(`${who}.pem`), '-days', '1', '-extfile', file(`${who}.ext`)],
    ]),
  ];
  for (const step of steps) {
    const r = run(...step);
    if (r.status !== 0) return `openssl ${step[0]} failed: ${r.stderr.trim()}`;
  }
  return null;
}

const noCertificates = makeCertificates();
const nats: NatsServer | { skipped: string } = noCertificates
  ? { skipped: noCertificates }
  : await startNatsServer({ args: ['--tlsverify', '--tlscert', file('server.pem'), '--tlskey', file('server.key'), '--tlscacert', file('ca.pem')] });
if ('skipped' in nats) console.warn(`NATS TLS tests skipped: ${nats.skipped}`);
const quiet = { warn() {}, error() {} };

afterAll(async () => {
  if (!('skipped' in nats)) await nats.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf('skipped' in nats)('NATS over TLS with client certificates', () => {
  const url = () => (nats as NatsServer).url;

  it('connects with the CA and a client certificate from the environment, and carries messages', async () => {
    const security = natsSecurityFromEnv({ NATS_TLS_CA: file('ca.pem'), NATS_TLS_CERT: file('client.pem'), NATS_TLS_KEY: file('client.key') });
    const [a, b] = [await NatsBus.connect({ url: url(), name: 'tls-a', log: quiet, security }), await NatsBus.connect({ url: url(), name: 'tls-b', log: quiet, security })];
    try {
      const heard: unknown[] = [];
      b.subscribe('pipkit.test', (m) => void heard.push(m));
      await b.flush();
      a.publish('pipkit.test', { over: 'tls' });
      await until('the message crossed', () => heard.length === 1);
      expect(heard).toEqual([{ over: 'tls' }]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses a client without a certificate, and a client that does not trust the server', { timeout: 20_000 }, async () => {
    // The server ends a handshake without a client certificate silently: the client gives up after its 5 s.
    await expect(NatsBus.connect({ url: url(), name: 'no-cert', log: quiet, security: { tls: { caFile: file('ca.pem') } } })).rejects.toThrow(/^cannot connect to NATS at /);
    await expect(NatsBus.connect({ url: url(), name: 'no-ca', log: quiet, security: { tls: { certFile: file('client.pem'), keyFile: file('client.key') } } })).rejects.toThrow(/certificate/i);
  });
});
