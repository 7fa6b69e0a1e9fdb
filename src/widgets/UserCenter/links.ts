// The user-center rows of docs/product.md#routes-and-screens (/user) and where each leads. Paths are the product routes; the app maps them to screens.

export const USER_LINKS = [
  'deposit',
  'withdraw',
  'wallet',
  'history',
  'realName',
  'invite',
  'password',
  'devices',
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
  realName: '/mine/auth',
  invite: '/mine/invite',
  password: '/mine/password',
  devices: '/mine/devices',
  complaintEmail: '/mine/email',
  announcement: '/mine/announcement',
  chat: '/mine/chat',
  priceAlerts: '/mine/alerts',
  language: '/language',
  system: '/mine/system',
};

/** docs/product.md#roles-and-permissions: a demo user may not use these ('Please register or log in to a real account'). */
export const DEMO_BLOCKED: ReadonlySet<UserLink> = new Set<UserLink>([
  'deposit',
  'withdraw',
  'wallet',
  'realName',
  'invite',
  'password',
]);

/** The same rule by path, for the app's route guard (a demo user typing the address). */
export const DEMO_BLOCKED_PATHS: ReadonlySet<string> = new Set([...DEMO_BLOCKED].map((k) => USER_LINK_PATHS[k]));

/** Visual groups of the list: funds, account, help, settings. */
export const USER_LINK_GROUPS: readonly (readonly UserLink[])[] = [
  ['deposit', 'withdraw', 'wallet', 'history'],
  ['realName', 'invite', 'password', 'devices'],
  ['complaintEmail', 'announcement', 'chat'],
  ['priceAlerts', 'language', 'system'],
];
