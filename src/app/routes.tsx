// Every route of SPEC §2 in one table. The router, guards, keep-alive and tab bar all read this table; a later issue
// replaces a ComingSoon entry with its screen (and edits nothing else).
import type { ComponentType } from 'react';
import type { TabKey } from '../widgets/TabBar';
import { DEMO_BLOCKED_PATHS } from '../widgets/UserCenter';
import { ComingSoon } from './screens/ComingSoon';
import { AnnouncementScreen } from './screens/AnnouncementScreen';
import { ChatScreen } from './screens/ChatScreen';
import { ComplaintEmailScreen } from './screens/ComplaintEmailScreen';
import { FeedbackScreen } from './screens/FeedbackScreen';
import { NewsDetailScreen } from './screens/NewsDetailScreen';
import { NewsScreen } from './screens/NewsScreen';
import { ProductRouter } from './screens/ProductRouter';
import { RankScreen } from './screens/RankScreen';
import { ForgotScreen } from './screens/ForgotScreen';
import { InviteScreen } from './screens/InviteScreen';
import { KycScreen } from './screens/KycScreen';
import { PasswordScreen } from './screens/PasswordScreen';
import { RegisterScreen } from './screens/RegisterScreen';
import { HomeScreen } from './screens/HomeScreen';
import { LanguageScreen } from './screens/LanguageScreen';
import { LoginScreen } from './screens/LoginScreen';
import { OrderScreen } from './screens/OrderScreen';
import { SystemScreen } from './screens/SystemScreen';
import { TradeScreen } from './screens/TradeScreen';
import { UserScreen } from './screens/UserScreen';
import { BankCardListScreen } from './screens/BankCardListScreen';
import { ChargeScreen } from './screens/ChargeScreen';
import { CoinAddressListScreen } from './screens/CoinAddressListScreen';
import { HistoryScreen } from './screens/HistoryScreen';
import { WalletScreen } from './screens/WalletScreen';
import { WithdrawScreen } from './screens/WithdrawScreen';
import { WithdrawWayScreen } from './screens/WithdrawWayScreen';

export interface AppRoute {
  path: string;
  screen: ComponentType;
  /** Visitors go to /login?from=<path> (SPEC §2, §6). */
  auth?: boolean;
  /** Bottom tab bar shown (SPEC §2 "footer"). */
  footer?: boolean;
  /** Rendered hidden instead of unmounted when left (SPEC §2 "kept alive"). */
  keepAlive?: boolean;
  /** Demo users are refused with msg.demoBlocked (SPEC §2, §6). */
  realOnly?: boolean;
  /** Uses the full desktop width (Shell WIDE_MIN/WIDE_MAX) instead of the phone-width column. */
  wide?: boolean;
}

const mine = (path: string, screen: ComponentType = ComingSoon, extra: Partial<AppRoute> = {}): AppRoute => ({
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
  { path: '/user', screen: UserScreen, auth: true, footer: true },
  { path: '/news', screen: NewsScreen, footer: true },
  { path: '/news/detail', screen: NewsDetailScreen },
  { path: '/rank', screen: RankScreen, footer: true },
  { path: '/feedback', screen: FeedbackScreen },
  { path: '/login', screen: LoginScreen },
  { path: '/register', screen: RegisterScreen },
  { path: '/forgot', screen: ForgotScreen },
  { path: '/product', screen: ProductRouter },
  mine('auth', KycScreen),
  mine('invite', InviteScreen),
  mine('email', ComplaintEmailScreen),
  mine('announcement', AnnouncementScreen),
  mine('password', PasswordScreen),
  mine('history', HistoryScreen),
  mine('charge', ChargeScreen),
  mine('withdraw', WithdrawScreen),
  // SPEC §2 Chat passes uid and e-mail "if logged in": visitors may chat too (the built-in chat has visitor keys).
  mine('chat', ChatScreen, { auth: false }),
  mine('system', SystemScreen),
  mine('wallet', WalletScreen),
  mine('bank-card-list', BankCardListScreen),
  mine('coin-address-list', CoinAddressListScreen),
  mine('withdraw-way', WithdrawWayScreen),
  { path: '/language', screen: LanguageScreen },
];

export const ROUTES: readonly AppRoute[] = table.map((r) =>
  DEMO_BLOCKED_PATHS.has(r.path) || WALLET_CHILDREN.includes(r.path) ? { ...r, realOnly: true } : r,
);

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((r) => r.path === path);
}

/**
 * Where each tab of SPEC §2 leads. SPEC has no separate copy-trading route: /rank is "Ranking / follow list", so
 * documentary (copy trading) opens it on the follow list (`tab=follow`) and ranking on the ranking.
 */
export const TAB_PATHS: Record<TabKey, string> = {
  documentary: '/rank?tab=follow',
  orders: '/order',
  quotes: '/',
  ranking: '/rank',
  trade: '/trade',
};
