// A partner's React site: its own layout, brand and login, Pipkit widgets inside one <PipkitProvider>, imported
// from the built package like any dependency (`pipkit/quote-list`, `pipkit/chart`, …).
import { useEffect, useMemo, useState } from 'react';
import { createPipkit, type Lang, type TradePair } from 'pipkit';
import { PipkitProvider } from 'pipkit/provider';
import { defaultTheme, type PipkitTheme } from 'pipkit/theme';
import { QuoteList } from 'pipkit/quote-list';
import { Chart } from 'pipkit/chart';
import { OrderTicket, type PlacedOrder } from 'pipkit/order-ticket';
import { Toast } from 'pipkit/toast';

// One client per page. The API: `?api=https://api.broker.example` (the example's smoke test uses it), else
// VITE_PIPKIT_API at build time, else this site's origin (`npm run dev` proxies /v1 and /api to the server).
const apiBase =
  new URLSearchParams(window.location.search).get('api') ?? import.meta.env.VITE_PIPKIT_API ?? window.location.origin;

const pipkit = createPipkit({
  apiBase,
  // The partner owns <html lang dir>; the provider sets lang/dir on the widgets' own wrapper.
  documentLanguage: false,
  // A 999 (session expired) from any call asks for '/login': this site shows its own login notice instead.
  navigate: (path) => path === '/login' && window.dispatchEvent(new Event('partner:login')),
});

// The partner's brand, over the default theme (keep text contrast at WCAG AA when changing colours).
export const BRAND = '#6b2fbf';
const theme: PipkitTheme = {
  ...defaultTheme,
  colors: { ...defaultTheme.colors, primary: BRAND, focus: BRAND },
  radii: { ...defaultTheme.radii, md: '4px' },
};

export function App() {
  const [lang, setLang] = useState<Lang>('en');
  const [pairs, setPairs] = useState<readonly TradePair[]>([]);
  const [code, setCode] = useState('EURUSD');
  const [loggedIn, setLoggedIn] = useState(false);
  const [loginAsked, setLoginAsked] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  useEffect(() => {
    void pipkit.actions.init();
    // Chart and OrderTicket take the pair object: the pairs the quote list loaded into this client's quote store.
    const unsubscribe = pipkit.stores.quotes.$tradeList.subscribe(setPairs);
    const onLogin = () => setLoginAsked(true);
    window.addEventListener('partner:login', onLogin);
    return () => {
      unsubscribe();
      window.removeEventListener('partner:login', onLogin);
    };
  }, []);
  const pair = useMemo(() => pairs.find((p) => p.Code === code), [pairs, code]);

  const tryDemo = () =>
    pipkit.actions.tryDemo().then(
      () => {
        setLoggedIn(true);
        setLoginAsked(false);
      },
      () => {},
    );

  // The site's own chrome stays outside the provider: its wrapper sets the widgets' font and colours.
  return (
    <>
      <header className="partner-header">
        <strong className="partner-logo">Partner Markets</strong>
        {!loggedIn && (
          <button type="button" className="partner-button" onClick={tryDemo}>
            Try a demo account
          </button>
        )}
        <select value={lang} onChange={(e) => setLang(e.target.value as Lang)} aria-label="Language">
          <option value="en">English</option>
          <option value="hk">繁體中文</option>
          <option value="ar">العربية</option>
        </select>
      </header>

      {/* What the widgets told this site, through their callbacks. */}
      <p className="partner-status" aria-live="polite">
        <span>
          Picked: <output data-testid="picked">{code}</output>
        </span>
        <span>
          Last order:{' '}
          <output data-testid="placed">
            {placed ? `${placed.side === 1 ? 'buy' : 'sell'} ${placed.form.cont} ${placed.code}` : 'none'}
          </output>
        </span>
        {loginAsked && (
          <span data-testid="login-required">
            Log in to trade —{' '}
            <button type="button" className="partner-button" onClick={tryDemo}>
              try a demo account
            </button>
          </span>
        )}
      </p>

      <PipkitProvider client={pipkit} theme={theme} locale={lang}>
        <main className="partner-main">
          <QuoteList showSearch onSelectPair={setCode} />
          <div className="partner-column">
            <Chart pair={pair} height={320} />
            <OrderTicket pair={pair} onLoginRequired={() => setLoginAsked(true)} onOrderPlaced={setPlaced} />
          </div>
        </main>
        {/* Messages from the client (server errors, "Order opened") appear here. */}
        <Toast />
      </PipkitProvider>
    </>
  );
}
