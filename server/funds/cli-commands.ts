import type { AdminApi, Command } from '../admin/cli.js';

// Funds commands of the admin CLI (merged into COMMANDS in admin/cli.ts). Field arguments are key=value pairs.

class FundsUsageError extends Error {}

function kv(args: string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const a of args) {
    const i = a.indexOf('=');
    if (i < 1) throw new FundsUsageError(`expected key=value, got "${a}"`);
    const k = a.slice(0, i);
    const v = a.slice(i + 1);
    out[k] = ['type', 'fee_type', 'enabled', 'status'].includes(k) ? Number(v) : v;
  }
  return out;
}

function need(args: string[], n: number, usage: string) {
  if (args.length < n) throw new FundsUsageError(`usage: ${usage}`);
}

const idOf = (s: string) => encodeURIComponent(s);
const statusQuery = (s?: string) => (s !== undefined && s !== '' ? `?status=${encodeURIComponent(s)}` : '');

function cmd(usage: string, min: number, run: (args: string[], api: AdminApi) => Promise<unknown>): Command {
  return { usage, run: async (args, api) => (need(args, min, usage), run(args, api)) };
}

export const FUNDS_COMMANDS: Record<string, Command> = {
  deposits: cmd('deposits [status: 0 unchecked|1 finished|2 rejected|3 invalid]', 0, (a, api) => api('GET', `/admin/api/deposits${statusQuery(a[0])}`)),
  'deposit-approve': cmd('deposit-approve <id> [remark]', 1, (a, api) =>
    api('POST', `/admin/api/deposits/${idOf(a[0])}/approve`, a[1] ? { remark: a[1] } : {})),
  'deposit-reject': cmd('deposit-reject <id> [remark] [status 2|3]', 1, (a, api) =>
    api('POST', `/admin/api/deposits/${idOf(a[0])}/reject`, { ...(a[1] ? { remark: a[1] } : {}), ...(a[2] ? { status: Number(a[2]) } : {}) })),
  withdrawals: cmd('withdrawals [status: 0 pending|1 paid|2 rejected]', 0, (a, api) => api('GET', `/admin/api/withdrawals${statusQuery(a[0])}`)),
  'withdrawal-approve': cmd('withdrawal-approve <id> [notes]', 1, (a, api) =>
    api('POST', `/admin/api/withdrawals/${idOf(a[0])}/approve`, a[1] ? { notes: a[1] } : {})),
  'withdrawal-reject': cmd('withdrawal-reject <id> [notes]', 1, (a, api) =>
    api('POST', `/admin/api/withdrawals/${idOf(a[0])}/reject`, a[1] ? { notes: a[1] } : {})),
  // The books of a period as JSON, for a script closing the month (docs/funds.md "Books").
  books: cmd('books <from YYYY-MM-DD> <to YYYY-MM-DD>', 2, (a, api) => api('GET', `/admin/api/books?from=${idOf(a[0])}&to=${idOf(a[1])}`)),
  'payout-hold-release': cmd('payout-hold-release <user id> <reason>', 2, (a, api) =>
    api('POST', `/admin/api/users/${idOf(a[0])}/payout-hold/release`, { reason: a.slice(1).join(' ') })),
  'deposit-addresses': cmd('deposit-addresses', 0, (_a, api) => api('GET', '/admin/api/deposit-addresses')),
  'deposit-address-add': cmd('deposit-address-add <currency> <protocol> <address>', 3, (a, api) =>
    api('POST', '/admin/api/deposit-addresses', { currency_code: a[0], protocol_code: a[1], address: a[2] })),
  'deposit-address-set': cmd('deposit-address-set <id> key=value… (currency_code, protocol_code, address, enabled)', 2, (a, api) =>
    api('PUT', `/admin/api/deposit-addresses/${idOf(a[0])}`, kv(a.slice(1)))),
  'deposit-banks': cmd('deposit-banks', 0, (_a, api) => api('GET', '/admin/api/deposit-banks')),
  'deposit-bank-add': cmd('deposit-bank-add bank_name=… payee_name=… payee_account=… [bank_address= bank_swift= bank_remark=]', 3, (a, api) =>
    api('POST', '/admin/api/deposit-banks', kv(a))),
  'deposit-bank-set': cmd('deposit-bank-set <id> key=value… (… enabled=0|1)', 2, (a, api) => api('PUT', `/admin/api/deposit-banks/${idOf(a[0])}`, kv(a.slice(1)))),
  'withdraw-currencies': cmd('withdraw-currencies', 0, (_a, api) => api('GET', '/admin/api/withdraw-currencies')),
  'withdraw-currency-add': cmd('withdraw-currency-add type=1|2 code=… [protocol= draw_rate= fee_type=1|2 usd_price=]', 2, (a, api) =>
    api('POST', '/admin/api/withdraw-currencies', kv(a))),
  'withdraw-currency-set': cmd('withdraw-currency-set <id> key=value… (draw_rate, fee_type, usd_price, enabled …)', 2, (a, api) =>
    api('PUT', `/admin/api/withdraw-currencies/${idOf(a[0])}`, kv(a.slice(1)))),
};
