/**
 * src/core/money — exact money and trading arithmetic shared by the server and the widgets.
 * Pure TypeScript over big.js: no DOM, no Node APIs. All values are decimal strings.
 */
export * from './decimal.js';
export * from './convert.js';
export * from './trading.js';
export * from './risk.js';
export * from './stopout.js';
export * from './lots.js';
export * from './partial.js';
export * from './copy.js';
export * from './trailing.js';
export * from './swap.js';
export * from './protection.js';
export * from './alerts.js';
export * from './withdraw.js';
export * from './amount.js';
export * from './format.js';
export * from './locale.js';
