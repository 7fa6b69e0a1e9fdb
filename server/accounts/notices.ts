/**
 * What the owner of an account is told when someone could be acting in their name (docs/accounts.md "What the owner
 * is told"): a sign-in from a new device, a changed password, a new payout method, a withdrawal request. In English,
 * like the verification codes (the server does not know the language a user reads; the outbox is where a
 * translation would plug in).
 */
import type { Db } from '../db/index.js';
import type { User } from '../db/schema.js';
import type { Outbox } from './outbox.js';
import { getSetting } from '../settings/index.js';
import { roundTo } from '../../src/core/money/index.js';

type Owner = Pick<User, 'email' | 'mobile'>;

/** How a time reads in a message: to the minute, in UTC, the same in every language. */
export const messageTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Tells the owner on the channel they registered with. Stored after the change is saved and delivered in the
 * background; a delivery failure is recorded in the outbox and logged, and never undoes the change.
 */
export async function notifyOwner(outbox: Pick<Outbox, 'post'>, user: Owner, subject: string, body: string) {
  const target = user.email ?? user.mobile;
  if (!target) return;
  await outbox.post({ channel: user.email ? 'email' : 'sms', target, subject, body });
}

export interface NoticeDeps {
  db: Db;
  outbox: Pick<Outbox, 'post'>;
}

// A notice never fails its request (it follows a saved change): without the setting, the product's own name.
const brand = async (db: Db) => (await getSetting(db, 'title').catch(() => '')) || 'Pipkit';

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

/** A sign-in from a browser the account has not used (docs/accounts.md "Signed-in devices"); `device` as people name it. */
export async function noticeNewDevice(deps: NoticeDeps, owner: Owner, sign: { device: string; ip: string; at: string }) {
  const title = await brand(deps.db);
  await notifyOwner(
    deps.outbox,
    owner,
    `${title}: new sign-in`,
    `Your ${title} account was signed in to from ${sign.device || 'an unknown browser'} (address ${sign.ip}) at ${messageTime(sign.at)}. ` +
      'If this was you, there is nothing to do. If not, change your password now: that signs out every other device.',
  );
}

/** An operator ended the payout hold: the owner hears of it too, in case the operator was talked into it. */
export async function noticeHoldReleased(deps: NoticeDeps, owner: Owner) {
  const title = await brand(deps.db);
  await notifyOwner(
    deps.outbox,
    owner,
    `${title}: withdrawals are no longer on hold`,
    `Our support team ended the wait on withdrawals of your ${title} account: your new payout methods can be used now. ${notMe}`,
  );
}
