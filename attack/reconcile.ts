import type { FastifyInstance } from 'fastify';
import { add, roundMoney } from '../src/core/money/index.js';

/**
 * The books balance: for every account, available and frozen balances equal the sums of its ledger rows, and neither
 * is negative. Returns the accounts that do not (empty when the books hold).
 */
export async function unreconciled(db: FastifyInstance['db']): Promise<string[]> {
  const accounts = await db.selectFrom('accounts').selectAll().execute();
  const rows = await db.selectFrom('ledger').select(['user_id', 'value', 'lock_value']).execute();
  const sums = new Map<number, { value: string; lock: string }>();
  for (const r of rows) {
    const s = sums.get(Number(r.user_id)) ?? { value: '0', lock: '0' };
    sums.set(Number(r.user_id), { value: add(s.value, r.value).toString(), lock: add(s.lock, r.lock_value).toString() });
  }
  const bad: string[] = [];
  for (const a of accounts) {
    const s = sums.get(Number(a.user_id)) ?? { value: '0', lock: '0' };
    const ok = roundMoney(s.value) === roundMoney(a.balance) && roundMoney(s.lock) === roundMoney(a.lock_balance) && !a.balance.startsWith('-') && !a.lock_balance.startsWith('-');
    if (!ok) bad.push(`user ${a.user_id}: balance ${a.balance} / ledger ${s.value}, frozen ${a.lock_balance} / ledger ${s.lock}`);
  }
  return bad;
}
