// The user-center rows of docs/product.md#routes-and-screens (/user) and where each leads. Paths are the product routes; the app maps them to screens.
import { DEMO_BLOCKED_PATHS } from './demoBlocked';

export { DEMO_BLOCKED_PATHS };

export const USER_LINKS = [
  'deposit',
  'withdraw',
  'wallet',
  'history',
  'marginCalls',
  'limits',
  'realName',
  'invite',
  'password',
  'devices',
  'twoFactor',
  'passkeys',
  'myData',
  'closeAccount',
  'complaintEmail',
  'announcement',
  'chat',
  'priceAlerts',
  'language',
  'system',
] as const;
export type UserLink = (typeof USER_LINKS)[number];

export const USER_LINK_PATHS: Record<UserLink, string> = {
  deposit: '/mine/charge',
  withdraw: '/mine/withdraw',
  wallet: '/mine/wallet',
  history: '/mine/history',
  marginCalls: '/mine/margin-calls',
  limits: '/mine/limits',
  realName: '/mine/auth',
  invite: '/mine/invite',
  password: '/mine/password',
  devices: '/mine/devices',
  twoFactor: '/mine/two-factor',
  passkeys: '/mine/passkeys',
  myData: '/mine/data',
  closeAccount: '/mine/close',
  complaintEmail: '/mine/email',
  announcement: '/mine/announcement',
  chat: '/mine/chat',
  priceAlerts: '/mine/alerts',
  language: '/language',
  system: '/mine/system',
};

/**
 * Each row's label, written out: a key composed from the row's name would bring the whole user branch into the
 * user center's first part of the dictionary (scripts/first-labels.ts reads composed keys so; this comment must not
 * show one), 127 labels for these 20.
 */
export const USER_LINK_LABELS: Record<UserLink, string> = {
  deposit: 'user.deposit',
  withdraw: 'user.withdraw',
  wallet: 'user.wallet',
  history: 'user.history',
  marginCalls: 'user.marginCalls',
  limits: 'user.limits',
  realName: 'user.realName',
  invite: 'user.invite',
  password: 'user.password',
  devices: 'user.devices',
  twoFactor: 'user.twoFactor',
  passkeys: 'user.passkeys',
  myData: 'user.myData',
  closeAccount: 'user.closeAccount',
  complaintEmail: 'user.complaintEmail',
  announcement: 'user.announcement',
  chat: 'user.chat',
  priceAlerts: 'user.priceAlerts',
  language: 'user.language',
  system: 'user.system',
};

/** docs/product.md#roles-and-permissions by user-center row: the rows that lead to a screen a demo user may not open. */
export const DEMO_BLOCKED: ReadonlySet<UserLink> = new Set(USER_LINKS.filter((link) => DEMO_BLOCKED_PATHS.has(USER_LINK_PATHS[link])));

/** Visual groups of the list: funds, account, help, settings. */
export const USER_LINK_GROUPS: readonly (readonly UserLink[])[] = [
  ['deposit', 'withdraw', 'wallet', 'history', 'marginCalls', 'limits'],
  ['realName', 'invite', 'password', 'devices', 'twoFactor', 'passkeys', 'myData', 'closeAccount'],
  ['complaintEmail', 'announcement', 'chat'],
  ['priceAlerts', 'language', 'system'],
];
