/**
 * Bench: what reading a client's linked accounts costs (docs/operators.md "Linked accounts"). BENCH_LINKED_USERS
 * (20,000) real accounts with 90 days of sign-ins: each account signs in 12 times from two addresses of its own
 * (a home shared with one other account, a phone's) and, for half of them, 6 times from one address they all share
 * (a mobile network's carrier-grade NAT: 10,000 accounts, 60,000 sign-ins there), each binds a payout address, and
 * every hundredth shares it with another. The client read is on the shared address, so the read groups every
 * sign-in made there. SQLite in a temporary folder, which answers inside the process: the time a read takes is the
 * time the event loop is held.
 * Run: node --import tsx bench/linked.ts
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { linkedAccounts } from '../server/operators/linked.js';
import { realAccounts, runBench, withServer } from './seed.js';

const USERS = Number(process.env.BENCH_LINKED_USERS ?? 20_000);
const DAY_MS = 86_400_000;
const SHARED = '100.64.0.1';

async function seed(app: FastifyInstance, ids: number[], now: number) {
  const rows: Array<{ user_id: number; at: string; ip: string; user_agent: string; method: 'password'; outcome: 'ok' }> = [];
  const flush = async () => {
    if (rows.length) await app.db.insertInto('sign_ins').values(rows.splice(0)).execute();
  };
  for (const [i, id] of ids.entries()) {
    const at = (k: number) => new Date(now - ((i * 31 + k * 7919) % 90) * DAY_MS - k * 60_000).toISOString();
    const ips = [`10.${(i >> 9) & 255}.${(i >> 1) & 255}.1`, `172.16.${(i >> 8) & 255}.${i & 255}`];
    for (let k = 0; k < 12; k++) rows.push({ user_id: id, at: at(k), ip: ips[k % 2], user_agent: 'Bench', method: 'password', outcome: 'ok' });
    if (i % 2 === 0) for (let k = 12; k < 18; k++) rows.push({ user_id: id, at: at(k), ip: SHARED, user_agent: 'Bench', method: 'password', outcome: 'ok' });
    if (rows.length >= 2000) await flush();
  }
  await flush();
  const currency = await app.db.selectFrom('withdraw_currencies').select('id').where('type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  for (let i = 0; i < ids.length; i += 500) {
    const methods = ids.slice(i, i + 500).map((id, j) => {
      const n = i + j;
      const address = `T${String(n % 100 === 1 ? n - 1 : n).padStart(33, '0')}`;
      return {
        user_id: id, type: 1, draw_currency_id: currency.id, dc_address: address, bank_name: '', bank_address: '', bank_branch: '', bank_swift: '',
        payee_name: '', payee_account: '', fingerprint: `1:${currency.id}:${address}`, deleted: 0, created_at: new Date(now).toISOString(), usable_at: new Date(now).toISOString(),
      };
    });
    await app.db.insertInto('draw_methods').values(methods).execute();
  }
}

async function main(app: FastifyInstance) {
  const now = Date.now();
  const ids = await realAccounts(app, USERS, 'k', 60_000_000);
  await seed(app, ids, now);
  const client = ids[0]; // on the shared address, and sharing its payout address with the account after it
  const found = await linkedAccounts(app.db, client);
  const shared = found.addresses.find((a) => a.ip === SHARED);
  const N = 30;
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await linkedAccounts(app.db, client);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const signIns = Number((await app.db.selectFrom('sign_ins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  console.log(`linked: ${USERS.toLocaleString('en')} accounts, ${signIns.toLocaleString('en')} sign-ins; the client's address shared with ${shared?.total.toLocaleString('en')} others, its payout address with ${found.payouts[0]?.total ?? 0} (SQLite)`);
  console.log(`  a read: ${times[N >> 1].toFixed(1)} ms at the median, ${times[N - 1].toFixed(1)} ms at the most (${N} reads; the event loop held as long)`);
  console.log(`  load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

runBench(() => withServer('manual', main));
