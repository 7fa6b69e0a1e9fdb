// Bundle budgets (`npm run size`): what a partner's page pays for each entry point, measured by bundling the built
// file with esbuild, minified, brotli. react, react-dom and styled-components are peer dependencies and not counted
// (size-limit ignores peerDependencies), except in the embed bundle, which contains them. Runtime dependencies
// (nanostores, ofetch, lightweight-charts …) are counted. Dictionaries are lazy chunks loaded for one language at
// a time, so dynamic imports are not counted either.
// Budgets are the size measured when set plus about 15 %; raise one only with a reason in the commit.
// Run `npm run build:lib` first.
import { readdirSync, existsSync } from 'node:fs';

const lazyChunksNotCounted = {
  name: 'lazy-chunks-not-counted',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};
const modifyEsbuildConfig = (config) => ({
  ...config,
  plugins: [...(config.plugins ?? []), lazyChunksNotCounted],
  // tsup's entries import shared chunks bare (evaluation order); with "sideEffects": false a bundler drops those
  // that no binding is used from — as a partner's bundler does — and esbuild says so once per import.
  logOverride: { ...(config.logOverride ?? {}), 'ignored-bare-import': 'silent' },
});

// The same entries as tsup.config.ts: every widget folder with an index.ts, except `_*` and `ui`.
const widgets = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && d.name !== 'ui' && existsSync(`src/widgets/${d.name}/index.ts`))
  .map((d) => d.name);

// Budgets (measured 2026-11-23 in the comment, budget about 15 % above).
const LIMITS = {
  'core': '15 kB', // 13.03 kB
  'widgets/theme': '0.6 kB', // 0.49 kB
  'widgets/AccountSummary': '10.9 kB', // 9.42 kB
  'widgets/Announcement': '5.1 kB', // 4.35 kB
  'widgets/Auth': '7.9 kB', // 6.83 kB
  'widgets/BalanceCard': '10.5 kB', // 9.06 kB
  'widgets/Chart': '60.4 kB', // 52.52 kB
  'widgets/Chat': '6.9 kB', // 5.92 kB
  'widgets/Company': '7.3 kB', // 6.34 kB
  'widgets/ComplaintEmail': '6.7 kB', // 5.80 kB
  'widgets/Deposit': '14.2 kB', // 12.34 kB
  'widgets/Forgot': '8.7 kB', // 7.52 kB
  'widgets/Invite': '16.8 kB', // 14.60 kB
  'widgets/Kyc': '9.3 kB', // 8.03 kB
  'widgets/LanguagePicker': '6.8 kB', // 5.88 kB
  'widgets/Ledger': '11.9 kB', // 10.28 kB
  'widgets/News': '21.5 kB', // 18.61 kB
  'widgets/OrderTicket': '14 kB', // 12.09 kB
  'widgets/Orders': '14.4 kB', // 12.47 kB
  'widgets/Password': '7.7 kB', // 6.62 kB
  'widgets/PayoutMethod': '8.1 kB', // 6.97 kB
  'widgets/QuoteList': '12.9 kB', // 11.14 kB
  'widgets/Rank': '7.8 kB', // 6.74 kB
  'widgets/Register': '9.3 kB', // 8.05 kB
  'widgets/Spinner': '4.9 kB', // 4.25 kB
  'widgets/System': '7.4 kB', // 6.43 kB
  'widgets/TabBar': '6.8 kB', // 5.86 kB
  'widgets/Toast': '4.8 kB', // 4.14 kB
  'widgets/UserCenter': '12.1 kB', // 10.52 kB
  'widgets/Wallet': '13.1 kB', // 11.35 kB
  'widgets/Withdraw': '14.7 kB', // 12.77 kB
  'widgets/provider': '5.8 kB', // 4.98 kB
  'embed': '187 kB', // 162.56 kB
};

const entry = (name, path) => ({ name, path, limit: LIMITS[name] ?? '0 kB' /* a new entry fails until it has a budget */, modifyEsbuildConfig });

export default [
  entry('core', 'dist/core/index.js'),
  entry('widgets/theme', 'dist/widgets/theme/index.js'),
  ...widgets.map((w) => entry(`widgets/${w}`, `dist/widgets/${w}/index.js`)),
  entry('embed', 'dist/embed/index.js'),
];
