// The widgets a page can embed by name: how each is rendered from props, which HTML attributes a custom element
// maps to which props, and which callbacks leave the widget (each is also dispatched as a DOM event).
import { useEffect, type ReactElement } from 'react';
import { useStore } from '@nanostores/react';
import type { Period } from '../core/api/forex';
import { usePipkit } from '../widgets/provider';
import { QuoteList } from '../widgets/QuoteList';
import { Chart } from '../widgets/Chart';
import { OrderTicket, type OrderTicketCallbacks, type TicketLayout } from '../widgets/OrderTicket';
import { Orders } from '../widgets/Orders';
import { AccountSummary } from '../widgets/AccountSummary';
import { BalanceCard } from '../widgets/BalanceCard';
import { LoginForm } from '../widgets/Auth';
import { Register } from '../widgets/Register';
import { NewsList, NewsDetail } from '../widgets/News';
import { Rank } from '../widgets/Rank';
import { LanguagePicker } from '../widgets/LanguagePicker';
import { Announcement } from '../widgets/Announcement';
import { ensureTradeList } from './client';

export type WidgetProps = Record<string, unknown>;
type Fn = (...args: unknown[]) => void;

export interface WidgetDef {
  /** Widget-specific attributes of the custom element (besides api-base, ws-url, lang, theme). */
  attributes: readonly string[];
  /** Reads those attributes into props. */
  fromAttributes?(get: (name: string) => string | null): WidgetProps;
  /** Callback props; each call also dispatches `pipkit-<kebab name without on>` on the host element. */
  callbacks: readonly string[];
  render(props: WidgetProps): ReactElement;
}

const fn = (props: WidgetProps, name: string): Fn => (props[name] as Fn | undefined) ?? (() => undefined);
const bool = (v: string | null, fallback: boolean) => (v === null ? fallback : v !== 'false' && v !== '0');
const int = (v: string | null) => {
  const n = v === null || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : undefined;
};
/** `symbol="EURUSD"` (what partners call it) or `code="EURUSD"` (the API's name), upper-cased; none → follow the page. */
const symbolOf = (get: (name: string) => string | null) => (get('symbol') || get('code') || '').trim().toUpperCase() || undefined;

/**
 * The pair a chart or ticket shows: a fixed `code`, or else the page's current pair — the one last picked in an
 * embedded quote list (or the first listed). trade_list is loaded once per page when no list has loaded it.
 */
function usePair(code: string | undefined) {
  const client = usePipkit();
  useEffect(() => void ensureTradeList(client), [client]);
  const list = useStore(client.stores.quotes.$tradeList);
  const current = useStore(client.stores.quotes.$currentPair);
  const wanted = code || current;
  return list.find((p) => p.Code === wanted) ?? (code ? undefined : list[0]);
}

function EmbeddedChart({ code, period, height }: { code?: string; period?: Period; height?: number }) {
  return <Chart pair={usePair(code)} initialPeriod={period} height={height} />;
}

function EmbeddedTicket({ code, layout, ...cb }: { code?: string; layout?: TicketLayout } & OrderTicketCallbacks) {
  return <OrderTicket pair={usePair(code)} layout={layout} {...cb} />;
}

function EmbeddedQuoteList(props: { showCategories?: boolean; showSearch?: boolean; label?: string; onSelectPair?(code: string): void }) {
  const client = usePipkit();
  useEffect(() => void ensureTradeList(client), [client]);
  const { setCurrentPair } = client.stores.quotes;
  return (
    <QuoteList
      {...props}
      refreshOnMount={false}
      onSelectPair={(code) => {
        // Charts and tickets without a fixed code follow the list.
        setCurrentPair(code);
        props.onSelectPair?.(code);
      }}
    />
  );
}

const PERIODS = new Set(['1M', '5M', '15M', '30M', '1H', '1D']);

export const WIDGETS = {
  'quote-list': {
    attributes: ['categories', 'search', 'label'],
    fromAttributes: (get) => ({
      showCategories: bool(get('categories'), true),
      showSearch: bool(get('search'), false),
      label: get('label') ?? undefined,
    }),
    callbacks: ['onSelectPair'],
    render: (p) => <EmbeddedQuoteList {...p} />,
  },
  chart: {
    attributes: ['symbol', 'code', 'period', 'height'],
    fromAttributes: (get) => {
      const period = get('period')?.toUpperCase();
      return {
        code: symbolOf(get),
        period: period && PERIODS.has(period) ? period : undefined,
        height: int(get('height')),
      };
    },
    callbacks: [],
    render: (p) => <EmbeddedChart {...p} />,
  },
  'order-ticket': {
    attributes: ['symbol', 'code', 'layout'],
    fromAttributes: (get) => ({ code: symbolOf(get), layout: get('layout') === 'sheet' ? ('sheet' as const) : undefined }),
    callbacks: ['onLoginRequired', 'onSubmitted', 'onOrderPlaced'],
    render: (p) => <EmbeddedTicket {...p} />,
  },
  orders: {
    attributes: ['tab'],
    fromAttributes: (get) => {
      const tab = int(get('tab'));
      return { initialTab: tab === 0 || tab === 3 ? tab : 1 };
    },
    callbacks: ['onLoginRequired'],
    render: (p) => <Orders {...p} />,
  },
  'account-summary': {
    attributes: [],
    callbacks: ['onLoginRequired'],
    render: (p) => <AccountSummary onLoginRequired={fn(p, 'onLoginRequired')} />,
  },
  'balance-card': {
    attributes: [],
    callbacks: ['onLoginRequired'],
    render: (p) => <BalanceCard onLoginRequired={fn(p, 'onLoginRequired')} />,
  },
  login: {
    // Passkeys are bound to the broker's domain (PASSKEY_RP_ID): a partner's page is usually elsewhere, so the
    // passkey button is offered only when the element says passkeys="true" (a page on a subdomain of that domain).
    attributes: ['passkeys'],
    fromAttributes: (get) => ({ passkeys: bool(get('passkeys'), false) }),
    callbacks: ['onSuccess', 'onRegister', 'onForgot', 'onNavigate'],
    render: (p) => (
      <LoginForm
        passkeys={p.passkeys === true}
        onSuccess={fn(p, 'onSuccess')}
        onRegister={fn(p, 'onRegister')}
        onForgot={fn(p, 'onForgot')}
        onNavigate={fn(p, 'onNavigate')}
      />
    ),
  },
  register: {
    attributes: ['invite-code'],
    fromAttributes: (get) => ({ inviteCode: get('invite-code') ?? undefined }),
    callbacks: ['onSuccess', 'onLogin', 'onNavigate'],
    render: (p) => (
      <Register
        inviteCode={p.inviteCode as string | undefined}
        onSuccess={fn(p, 'onSuccess')}
        onLogin={fn(p, 'onLogin')}
        onNavigate={fn(p, 'onNavigate')}
      />
    ),
  },
  news: {
    attributes: [],
    callbacks: ['onSelect', 'onNavigate'],
    render: (p) => <NewsList onSelect={fn(p, 'onSelect')} onNavigate={fn(p, 'onNavigate')} />,
  },
  'news-detail': {
    attributes: ['article-id'],
    fromAttributes: (get) => ({ id: int(get('article-id')) ?? null }),
    callbacks: [],
    render: (p) => <NewsDetail id={(p.id as number | null | undefined) ?? null} />,
  },
  rank: {
    // order="win-rate": the copy-trading list (most consistent first); default the ranking by profit
    attributes: ['order'],
    fromAttributes: (get) => ({ order: get('order') === 'win-rate' ? 'winRate' : 'profit' }),
    callbacks: [],
    render: (p) => <Rank order={p.order as 'profit' | 'winRate' | undefined} />,
  },
  'language-picker': { attributes: [], callbacks: ['onChanged'], render: (p) => <LanguagePicker {...p} /> },
  announcement: { attributes: [], callbacks: [], render: () => <Announcement /> },
} satisfies Record<string, WidgetDef>;

export type WidgetName = keyof typeof WIDGETS;
export const WIDGET_NAMES = Object.keys(WIDGETS) as WidgetName[];

export function widgetDef(name: string): WidgetDef {
  const def = (WIDGETS as Record<string, WidgetDef>)[name];
  if (!def) throw new Error(`pipkit: unknown widget "${name}" (known: ${WIDGET_NAMES.join(', ')})`);
  return def;
}

/** onSelectPair → pipkit-select-pair */
export function eventName(callback: string): string {
  return `pipkit-${callback.replace(/^on/, '').replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}`;
}
