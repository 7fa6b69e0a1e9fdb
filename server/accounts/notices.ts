/**
 * What the owner of an account is told when someone could be acting in their name (docs/accounts.md "What the owner
 * is told"): a sign-in from a new device, a changed password, a new payout method, a withdrawal request. Written in the
 * owner's language (`users.lang`: the one they registered in, then the one of their last sign-in from a browser the
 * account had used; English when unknown), from the `mail` section of the server's dictionaries.
 */
import type { Db } from '../db/index.js';
import type { User } from '../db/schema.js';
import type { Outbox } from './outbox.js';
import { getSetting } from '../settings/index.js';
import { renderMail, type MailKey, type MessageParams } from '../i18n/messages.js';
import { roundTo } from '../../src/core/money/index.js';

type Owner = Pick<User, 'email' | 'mobile' | 'lang'>;

/** How a time reads in a message: to the minute, in UTC, the same in every language. */
export const messageTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Tells the owner on the channel they registered with, in their language: a subject and the body's sentences (each
 * a `mail` key with its values). Stored after the change is saved and delivered in the background; a delivery
 * failure is recorded in the outbox, tried again and logged, and never undoes the change.
 */
export async function notifyOwner(
  outbox: Pick<Outbox, 'post'>,
  user: Owner,
  subject: [MailKey, MessageParams],
  ...sentences: Array<[MailKey, MessageParams?]>
) {
  const target = user.email ?? user.mobile;
  if (!target) return;
  const body = sentences.map(([key, params]) => renderMail(user.lang, key, params)).join(' ');
  await outbox.post({ channel: user.email ? 'email' : 'sms', target, subject: renderMail(user.lang, ...subject), body });
}

export interface NoticeDeps {
  db: Db;
  outbox: Pick<Outbox, 'post'>;
}

/** The brand the messages name; a notice never fails its request (it follows a saved change): without the setting, or
 * without the database for a moment, the product's own name. */
export const brandName = async (db: Db) => (await getSetting(db, 'title').catch(() => '')) || 'Pipkit';

/** An address or account as a message shows it: enough to recognise, not enough to copy. */
export function maskDestination(m: { dc_address?: string; payee_account?: string; bank_name?: string }): string {
  if (m.dc_address) return m.dc_address.length > 12 ? `${m.dc_address.slice(0, 6)}…${m.dc_address.slice(-4)}` : m.dc_address;
  const account = m.payee_account ?? '';
  return `${m.bank_name ?? ''} ••••${account.slice(-4)}`.trim();
}

const currency = (c: { code: string; protocol: string }) => (c.protocol ? `${c.code}-${c.protocol}` : c.code);

export async function noticeMethodBound(
  deps: NoticeDeps,
  owner: Owner,
  m: { dc_address: string; payee_account: string; bank_name: string; draw_currency: { code: string; protocol: string }; usable_at: string },
) {
  const brand = await brandName(deps.db);
  const method = `${currency(m.draw_currency)} ${maskDestination(m)}`;
  const later = m.usable_at > new Date().toISOString();
  await notifyOwner(
    deps.outbox,
    owner,
    ['methodBoundSubject', { brand }],
    later ? ['methodBoundLater', { brand, method, time: messageTime(m.usable_at) }] : ['methodBoundNow', { brand, method }],
    ['notMe'],
  );
}

export async function noticeWithdrawal(
  deps: NoticeDeps,
  owner: Owner,
  w: { id: number; number: string; currency_code: string; protocol: string; address: string; payee_account: string; bank_name: string },
) {
  const brand = await brandName(deps.db);
  const to = `${currency({ code: w.currency_code, protocol: w.protocol })} ${maskDestination({ dc_address: w.address, payee_account: w.payee_account, bank_name: w.bank_name })}`;
  await notifyOwner(
    deps.outbox,
    owner,
    ['withdrawalSubject', { brand, id: w.id }],
    ['withdrawal', { brand, id: w.id, amount: roundTo(w.number, 2), to }],
    ['notMe'],
  );
}

export async function noticePasswordChanged(deps: NoticeDeps, owner: Owner, holdUntil: string | null) {
  const brand = await brandName(deps.db);
  await notifyOwner(
    deps.outbox,
    owner,
    ['passwordSubject', { brand }],
    ['password', { brand }],
    ...(holdUntil ? [['passwordHold', { time: messageTime(holdUntil) }] as [MailKey, MessageParams]] : []),
    ['passwordNotMe'],
  );
}

/** Where and when something was done, as a notice says it: the browser as people name it, the address, the minute. */
interface DoneFrom {
  device: string;
  ip: string;
  at: string;
}
const whereFrom = (owner: Owner, from: DoneFrom) => ({ device: from.device || renderMail(owner.lang, 'unknownBrowser'), ip: from.ip, time: messageTime(from.at) });

/** A sign-in from a browser the account has not used (docs/accounts.md "Signed-in devices"); `device` as people name it. */
export async function noticeNewDevice(deps: NoticeDeps, owner: Owner, sign: DoneFrom) {
  const brand = await brandName(deps.db);
  await notifyOwner(deps.outbox, owner, ['newDeviceSubject', { brand }], ['newDevice', { brand, ...whereFrom(owner, sign) }], ['newDeviceAdvice']);
}

/** An operator ended the payout hold: the owner hears of it too, in case the operator was talked into it. */
export async function noticeHoldReleased(deps: NoticeDeps, owner: Owner) {
  const brand = await brandName(deps.db);
  await notifyOwner(deps.outbox, owner, ['holdReleasedSubject', { brand }], ['holdReleased', { brand }], ['notMe']);
}

/**
 * Two-step sign-in was turned on or off by the owner, or off by an operator (someone who lost their phone): a change
 * to how the account is protected, which the owner must hear of in case it was not them (or the operator was fooled).
 */
/**
 * A passkey added to the account or removed from it (users/passkeys.ts), named as the owner knows it; or every one
 * removed by support (operators/users.ts). An added one the owner did not add outlives a password change: the notice
 * says to remove it.
 */
export async function noticePasskey(deps: NoticeDeps, owner: Owner, change: 'added' | 'removed' | 'removed-by-support', name: string) {
  const brand = await brandName(deps.db);
  const added = change === 'added';
  await notifyOwner(
    deps.outbox,
    owner,
    [added ? 'passkeyAddedSubject' : change === 'removed' ? 'passkeyRemovedSubject' : 'passkeysRemovedSubject', { brand }],
    [added ? 'passkeyAdded' : change === 'removed' ? 'passkeyRemoved' : 'passkeysRemovedBySupport', { brand, name }],
    [added ? 'passkeyNotMe' : 'notMe'],
  );
}

export async function noticeTwoFactor(deps: NoticeDeps, owner: Owner, change: 'on' | 'off' | 'off-by-support') {
  const brand = await brandName(deps.db);
  const on = change === 'on';
  await notifyOwner(
    deps.outbox,
    owner,
    [on ? 'twoFactorOnSubject' : 'twoFactorOffSubject', { brand }],
    [on ? 'twoFactorOn' : change === 'off' ? 'twoFactorOff' : 'twoFactorOffBySupport', { brand }],
    ['notMe'],
  );
}

/**
 * A copy of the account's data was downloaded (privacy/routes.ts): everything the account holds, identity documents
 * included, gone from it — the owner must hear of it in case the password and the session were someone else's.
 */
export async function noticeDataCopy(deps: NoticeDeps, owner: Owner, from: DoneFrom) {
  const brand = await brandName(deps.db);
  await notifyOwner(deps.outbox, owner, ['dataCopySubject', { brand }], ['dataCopy', { brand, ...whereFrom(owner, from) }], ['notMe']);
}

/**
 * The owner closed the account (closure/routes.ts): told where from, what is kept and how to come back, in case it was
 * someone else with the password. Not `notMe`: a closed account cannot sign in to change its password.
 */
export async function noticeAccountClosed(deps: NoticeDeps, owner: Owner, from: DoneFrom) {
  const brand = await brandName(deps.db);
  await notifyOwner(deps.outbox, owner, ['accountClosedSubject', { brand }], ['accountClosedMail', { brand, ...whereFrom(owner, from) }], ['accountClosedKept']);
}
