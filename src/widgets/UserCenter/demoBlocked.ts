// docs/product.md#roles-and-permissions: the screens a demo user may not open ('Please register or log in to a real
// account'), by path. A module of its own because the app's route guard reads it on every screen (a demo user typing
// an address): the first screen's code carries these eleven paths, not the user center's whole link table (links.ts,
// which derives its blocked rows from them).

export const DEMO_BLOCKED_PATHS: ReadonlySet<string> = new Set([
  '/mine/charge',
  '/mine/withdraw',
  '/mine/wallet',
  '/mine/auth',
  '/mine/invite',
  '/mine/password',
  '/mine/two-factor',
  '/mine/passkeys',
  '/mine/limits',
  '/mine/data',
  '/mine/close',
]);
