// Every route of docs/product.md#routes-and-screens in one table. The router, guards, keep-alive and tab bar all read this table.
// Markets (/) loads with the app; every other screen is its own chunk, loaded on first visit. The trade screen (the
// chart and lightweight-charts, a third of the app's code) is fetched while the browser is idle after the first
// paint (prefetchTradeScreen, main.tsx), so / stays lean and /trade still opens at once.
import type { ComponentType } from 'react';
import { retryableLazy } from '../widgets/internal/loading/retryableLazy';
import type { TabKey } from '../widgets/TabBar';
import { DEMO_BLOCKED_PATHS } from '../widgets/UserCenter/demoBlocked';
import type { Measure } from './layout/Shell';
import { HomeScreen } from './screens/HomeScreen';

/** A screen module loaded on first visit; RouteGate shows a skeleton meanwhile, and a retry if it cannot load. */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return retryableLazy(() => load().then((m) => m[name]));
}
const loadTradeScreen = () => import('./screens/TradeScreen');
const TradeScreen = lazyScreen(loadTradeScreen, 'TradeScreen');
/** Fetches the trade screen's chunk without rendering it (idempotent: the module loads once). */
export const prefetchTradeScreen = (): void => void loadTradeScreen().catch(() => undefined); // a visit tries again
const AnnouncementScreen = lazyScreen(() => import('./screens/AnnouncementScreen'), 'AnnouncementScreen');
const ChatScreen = lazyScreen(() => import('./screens/ChatScreen'), 'ChatScreen');
const ComplaintEmailScreen = lazyScreen(() => import('./screens/ComplaintEmailScreen'), 'ComplaintEmailScreen');
const FeedbackScreen = lazyScreen(() => import('./screens/FeedbackScreen'), 'FeedbackScreen');
const NewsDetailScreen = lazyScreen(() => import('./screens/NewsDetailScreen'), 'NewsDetailScreen');
const NewsScreen = lazyScreen(() => import('./screens/NewsScreen'), 'NewsScreen');
const ProductRouter = lazyScreen(() => import('./screens/ProductRouter'), 'ProductRouter');
const RankScreen = lazyScreen(() => import('./screens/RankScreen'), 'RankScreen');
const ForgotScreen = lazyScreen(() => import('./screens/ForgotScreen'), 'ForgotScreen');
const InviteScreen = lazyScreen(() => import('./screens/InviteScreen'), 'InviteScreen');
const KycScreen = lazyScreen(() => import('./screens/KycScreen'), 'KycScreen');
const PasswordScreen = lazyScreen(() => import('./screens/PasswordScreen'), 'PasswordScreen');
const RegisterScreen = lazyScreen(() => import('./screens/RegisterScreen'), 'RegisterScreen');
const LanguageScreen = lazyScreen(() => import('./screens/LanguageScreen'), 'LanguageScreen');
const LoginScreen = lazyScreen(() => import('./screens/LoginScreen'), 'LoginScreen');
const PriceAlertsScreen = lazyScreen(() => import('./screens/PriceAlertsScreen'), 'PriceAlertsScreen');
const OrderScreen = lazyScreen(() => import('./screens/OrderScreen'), 'OrderScreen');
const SystemScreen = lazyScreen(() => import('./screens/SystemScreen'), 'SystemScreen');
const UserScreen = lazyScreen(() => import('./screens/UserScreen'), 'UserScreen');
const BankCardListScreen = lazyScreen(() => import('./screens/BankCardListScreen'), 'BankCardListScreen');
const ChargeScreen = lazyScreen(() => import('./screens/ChargeScreen'), 'ChargeScreen');
const CoinAddressListScreen = lazyScreen(() => import('./screens/CoinAddressListScreen'), 'CoinAddressListScreen');
const DevicesScreen = lazyScreen(() => import('./screens/DevicesScreen'), 'DevicesScreen');
const TwoFactorScreen = lazyScreen(() => import('./screens/TwoFactorScreen'), 'TwoFactorScreen');
const PasskeysScreen = lazyScreen(() => import('./screens/PasskeysScreen'), 'PasskeysScreen');
const LimitsScreen = lazyScreen(() => import('./screens/LimitsScreen'), 'LimitsScreen');
const MyDataScreen = lazyScreen(() => import('./screens/MyDataScreen'), 'MyDataScreen');
const CloseAccountScreen = lazyScreen(() => import('./screens/CloseAccountScreen'), 'CloseAccountScreen');
const MarginCallsScreen = lazyScreen(() => import('./screens/MarginCallsScreen'), 'MarginCallsScreen');
const HistoryScreen = lazyScreen(() => import('./screens/HistoryScreen'), 'HistoryScreen');
const WalletScreen = lazyScreen(() => import('./screens/WalletScreen'), 'WalletScreen');
const WithdrawScreen = lazyScreen(() => import('./screens/WithdrawScreen'), 'WithdrawScreen');
const WithdrawWayScreen = lazyScreen(() => import('./screens/WithdrawWayScreen'), 'WithdrawWayScreen');

export interface AppRoute {
  path: string;
  screen: ComponentType;
  /** Visitors go to /login?from=<path> (docs/product.md#routes-and-screens, #roles-and-permissions). */
  auth?: boolean;
  /** Bottom tab bar shown (docs/product.md#routes-and-screens "footer"). */
  footer?: boolean;
  /** Rendered hidden instead of unmounted when left (docs/product.md#routes-and-screens "kept alive"). */
  keepAlive?: boolean;
  /** Demo users are refused with msg.demoBlocked (docs/product.md#routes-and-screens, #roles-and-permissions). */
  realOnly?: boolean;
  /** Uses the full desktop width (Shell WIDE_MIN/WIDE_MAX) instead of the phone-width column. */
  wide?: boolean;
  /** On a desktop, how wide the screen's content may be (Shell): forms a column, articles a reading width. */
  measure?: Measure;
}

const mine = (path: string, screen: ComponentType, extra: Partial<AppRoute> = {}): AppRoute => ({
  path: `/mine/${path}`,
  screen,
  auth: true,
  ...extra,
});

// Wallet sub-pages are part of the blocked wallet (deposit, withdraw, wallet, real-name, invite, password).
const WALLET_CHILDREN = ['/mine/bank-card-list', '/mine/coin-address-list', '/mine/withdraw-way'];

const table: AppRoute[] = [
  { path: '/', screen: HomeScreen, footer: true, keepAlive: true },
  { path: '/trade', screen: TradeScreen, footer: true, keepAlive: true, wide: true },
  { path: '/order', screen: OrderScreen, auth: true, footer: true },
  { path: '/user', screen: UserScreen, auth: true, footer: true, measure: 'reading' },
  { path: '/news', screen: NewsScreen, footer: true },
  { path: '/news/detail', screen: NewsDetailScreen, measure: 'reading' },
  { path: '/rank', screen: RankScreen, footer: true },
  { path: '/feedback', screen: FeedbackScreen, measure: 'form' },
  { path: '/login', screen: LoginScreen, measure: 'form' },
  { path: '/register', screen: RegisterScreen, measure: 'form' },
  { path: '/forgot', screen: ForgotScreen, measure: 'form' },
  { path: '/product', screen: ProductRouter, measure: 'reading' },
  mine('auth', KycScreen, { measure: 'form' }),
  mine('invite', InviteScreen, { measure: 'form' }),
  mine('email', ComplaintEmailScreen, { measure: 'form' }),
  mine('announcement', AnnouncementScreen, { measure: 'reading' }),
  mine('password', PasswordScreen, { measure: 'form' }),
  // Signed-in devices (extension, docs/accounts.md): demo accounts have sessions too, so they may see theirs.
  mine('devices', DevicesScreen, { measure: 'form' }),
  // Two-step sign-in (extension, docs/accounts.md): real accounts only (the user center's demo rule).
  mine('two-factor', TwoFactorScreen, { measure: 'form' }),
  // Passkeys (extension, docs/accounts.md): real accounts only, as two-step sign-in.
  mine('passkeys', PasskeysScreen, { measure: 'form' }),
  // A copy of the user's data (extension, docs/accounts.md "Your data"): a demo account keeps nothing about a person.
  mine('data', MyDataScreen, { measure: 'form' }),
  // Closing the account (extension, docs/accounts.md "Closing the account"): a demo account has nothing to close.
  mine('close', CloseAccountScreen, { measure: 'form' }),
  mine('history', HistoryScreen),
  // Margin call history (extension, docs/trading.md "Margin call history"): demo accounts have margin calls too.
  mine('margin-calls', MarginCallsScreen),
  // Trading limits and breaks (extension, docs/accounts.md): about real money, so real accounts only.
  mine('limits', LimitsScreen, { measure: 'form' }),
  mine('charge', ChargeScreen, { measure: 'form' }),
  mine('withdraw', WithdrawScreen, { measure: 'form' }),
  // docs/product.md#routes-and-screens Chat passes uid and e-mail "if logged in": visitors may chat too (the built-in chat has visitor keys).
  mine('chat', ChatScreen, { auth: false, measure: 'reading' }),
  mine('system', SystemScreen, { measure: 'form' }),
  // Price alerts (extension, docs/trading.md): demo users trade, so they may set alerts too.
  mine('alerts', PriceAlertsScreen, { measure: 'form' }),
  mine('wallet', WalletScreen, { measure: 'form' }),
  mine('bank-card-list', BankCardListScreen, { measure: 'form' }),
  mine('coin-address-list', CoinAddressListScreen, { measure: 'form' }),
  mine('withdraw-way', WithdrawWayScreen, { measure: 'form' }),
  { path: '/language', screen: LanguageScreen, measure: 'form' },
];

export const ROUTES: readonly AppRoute[] = table.map((r) =>
  DEMO_BLOCKED_PATHS.has(r.path) || WALLET_CHILDREN.includes(r.path) ? { ...r, realOnly: true } : r,
);

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((r) => r.path === path);
}

/**
 * Where each tab of docs/product.md#routes-and-screens leads. The product has no separate copy-trading route: /rank is "Ranking / follow list", so
 * documentary (copy trading) opens it on the follow list (`tab=follow`) and ranking on the ranking.
 */
export const TAB_PATHS: Record<TabKey, string> = {
  documentary: '/rank?tab=follow',
  orders: '/order',
  quotes: '/',
  ranking: '/rank',
  trade: '/trade',
};
