import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { add, roundMoney } from '../src/core/money/index.js';
import { createDb } from '../server/db/index.js';
import { STARTUP_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/testing-process.js';
import { failures, printTally, record, tally } from './report.js';
import { unreconciled } from './reconcile.js';

// kill -9 in the middle of concurrent order submits, then a restart on the same data: every order the server
// acknowledged exists exactly once, nothing half-written remains (frozen money equals the margin of open positions,
// the reserve of pending orders and pending withdrawals), and the books balance.

const ADMIN = 'attack-admin-token-0123456789abcdef0123';
const counts = tally();
const root = mkdtempSync(join(tmpdir(), 'pipkit-kill9-'));
const env = { DATA_DIR: join(root, 'data'), FEED: 'manual', APP_DIR: join(root, 'none'), ADMIN_TOKEN: ADMIN, PIPKIT_DEV_ADMIN_TOKEN: '1' };
let server: ServerProcess | null = null;

afterAll(() => {
  printTally('kill -9', counts);
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

async function api(path: string, init: { method?: string; token?: string; admin?: boolean; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = init.token;
  if (init.admin) headers.authorization = `Bearer ${ADMIN}`;
  const res = await fetch(server!.url + path, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers, body: init.body ? JSON.stringify(init.body) : undefined });
  return (await res.json()) as { code: number; msg: string; data: any };
}

it('acknowledged orders survive kill -9 exactly once and the books balance', async () => {
  server = await startServerProcess(env);
  await api('/admin/api/quotes', { admin: true, body: { code: 'EURUSD', bid: '1.08000', ask: '1.08012' } });
  const eurusd = (await api('/v1/api/forex/trade_list')).data.find((i: any) => i.Code === 'EURUSD').Id;
  const users: string[] = [];
  for (let i = 0; i < 4; i++) {
    const account = `kill9-${i}-${Date.now()}@example.com`;
    const created = await api('/admin/api/users', { admin: true, body: { account, password: 'secret-pass' } });
    await api(`/admin/api/users/${created.data.id}/adjust`, { admin: true, body: { value: '100000' } });
    const login = await api('/api/user/loginForU', { body: { account, password: 'secret-pass', login_type: 'email' } });
    users.push(login.data.token);
  }
  const acked = new Map<string, number>();
  let sent = 0;
  const fire = async (token: string, n: number) => {
    const ref = `k9-${n}`;
    sent++;
    try {
      const r = await api('/v1/api/forex/submit', { token, body: { forex_id: eurusd, type: n % 2 ? 1 : 2, cont: '0.01', multiple: 100, status: n % 5 ? 1 : 0, target_price: '1.00000', client_ref: ref } });
      if (r.code === 1) acked.set(ref, r.data.Id);
    } catch {
      // the connection died with the server: not acknowledged
    }
  };
  const inFlight = Array.from({ length: 400 }, (_, n) => fire(users[n % users.length], n));
  await new Promise((r) => setTimeout(r, 150));
  server.child.kill('SIGKILL');
  await Promise.allSettled(inFlight);
  await server.exited;
  record(counts, 'acknowledged before the kill', acked.size > 0, `no order acknowledged out of ${sent} sent`);

  // Restart on the same data: it must come up, then stop cleanly so the files can be read.
  server = await startServerProcess(env);
  server.child.kill('SIGTERM');
  await server.exited;

  const db = createDb({ dataDir: env.DATA_DIR });
  try {
    const orders = await db.selectFrom('orders').selectAll().execute();
    for (const [ref, id] of acked) {
      const same = orders.filter((o) => o.client_ref === ref);
      record(counts, 'acknowledged orders exist exactly once', same.length === 1 && Number(same[0].id) === id, `${ref}: ${same.length} rows`);
    }
    for (const bad of await unreconciled(db)) record(counts, 'books balance', false, bad);
    record(counts, 'books balance', true, '');
    const withdrawals = await db.selectFrom('withdrawals').selectAll().where('status', '=', 0).execute();
    for (const acc of await db.selectFrom('accounts').selectAll().execute()) {
      const uid = Number(acc.user_id);
      let frozen = '0';
      for (const o of orders.filter((x) => Number(x.user_id) === uid)) {
        if (o.status === 1) frozen = add(frozen, o.margin).toString();
        if (o.status === 0) frozen = add(frozen, o.reserved).toString();
      }
      for (const w of withdrawals.filter((x) => Number(x.user_id) === uid)) frozen = add(frozen, w.number).toString();
      record(counts, 'frozen money matches open positions, pending orders and withdrawals', roundMoney(frozen) === roundMoney(acc.lock_balance), `user ${uid}: frozen ${acc.lock_balance}, expected ${frozen}`);
    }
  } finally {
    await db.destroy();
  }
  expect(failures(counts)).toEqual([]);
}, STARTUP_TIMEOUT_MS * 2 + 60_000);
