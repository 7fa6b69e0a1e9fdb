/**
 * What the owner of an account is told when where their money can go changes (docs/funds.md "Payout hold"): a new
 * payout method, a withdrawal request, a changed password. In English, like the verification codes (the server
 * does not know the language a user reads; the outbox is where a translation would plug in).
 */
import type { Db } from '../db/index.js';
import type { User } from '../db/schema.js';
import type { Outbox } from '../accounts/outbox.js';
import { getSetting } from '../settings/index.js';
import { roundTo } from '../../src/core/money/index.js';
import { messageTime, notifyOwner } from './payout-hold.js';

type Owner = Pick<User, 'email' | 'mobile'>;
export interface NoticeDeps {
  db: Db;
  outbox: Pick<Outbox, 'post'>;
}

const brand = async (db: Db) => (await getSetting(db, 'title')) || 'Pipkit';

/** An address or account as a message shows it: enough to recognise, not enough to copy. */
export function maskDestination(m: { dc_address?: string; payee_account?: string; bank_name?: string }): string {
  if (m.dc_address) return m.dc_address.length > 12 ? `${m.dc_address.slice(0, 6)}…${m.dc_address.slice(-4)}` : m.dc_address;
  const account = m.payee_account ?? '';
  return `${m.bank_name ?? ''} ••••${account.slice(-4)}`.trim();
}

const currency = (c: { code: string; protocol: string }) => (c.protocol ? `${c.code}-${c.protocol}` : c.code);
const notMe = 'If this was not you, change your password now and contact support.';

export async function noticeMethodBound(
  deps: NoticeDeps,
  owner: Owner,
  m: { dc_address: string; payee_account: string; bank_name: string; draw_currency: { code: string; protocol: string }; usable_at: string },
) {
  const title = await brand(deps.db);
  const when = m.usable_at > new Date().toISOString() ? `Withdrawals can be paid to it from ${messageTime(m.usable_at)}.` : 'Withdrawals can be paid to it now.';
  await notifyOwner(
    deps.outbox,
    owner,
    `${title}: a payout method was added`,
    `A payout method was added to your ${title} account: ${currency(m.draw_currency)} ${maskDestination(m)}. ${when} ${notMe}`,
  );
}

export async function noticeWithdrawal(
  deps: NoticeDeps,
  owner: Owner,
  w: { id: number; number: string; currency_code: string; protocol: string; address: string; payee_account: string; bank_name: string },
) {
  const title = await brand(deps.db);
  const to = `${currency({ code: w.currency_code, protocol: w.protocol })} ${maskDestination({ dc_address: w.address, payee_account: w.payee_account, bank_name: w.bank_name })}`;
  await notifyOwner(
    deps.outbox,
    owner,
    `${title}: withdrawal #${w.id} requested`,
    `A withdrawal of ${roundTo(w.number, 2)} USD to ${to} was requested from your ${title} account (#${w.id}). It is paid out after review. ${notMe}`,
  );
}

export async function noticePasswordChanged(deps: NoticeDeps, owner: Owner, holdUntil: string | null) {
  const title = await brand(deps.db);
  const hold = holdUntil ? ` Withdrawals are paused until ${messageTime(holdUntil)}.` : '';
  await notifyOwner(
    deps.outbox,
    owner,
    `${title}: your password was changed`,
    `The password of your ${title} account was changed and its other sessions were signed out.${hold} If this was not you, reset your password now and contact support.`,
  );
}
