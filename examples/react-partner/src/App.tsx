// A partner's React site: its own layout and routing, Pipkit widgets inside one <PipkitProvider>.
import { useEffect, useMemo, useState } from 'react';
import { createPipkit, type Lang } from 'pipkit';
import { PipkitProvider } from 'pipkit/widgets/provider';
import { defaultTheme, type PipkitTheme } from 'pipkit/widgets/theme';
import { QuoteList } from 'pipkit/widgets/QuoteList';
import { Chart } from 'pipkit/widgets/Chart';
import { OrderTicket } from 'pipkit/widgets/OrderTicket';
import { Toast } from 'pipkit/widgets/Toast';

// One client per page. Same origin as this site in development (vite.config.ts proxies /v1 and /api);
// in production pass the broker's API, e.g. apiBase: 'https://api.broker.example'.
const pipkit = createPipkit({
  apiBase: import.meta.env.VITE_PIPKIT_API ?? window.location.origin,
  // The partner owns <html lang dir>; the provider sets lang/dir on the widgets' own wrapper.
  documentLanguage: false,
  // A 999 (session expired) from any call: send the visitor to your own login.
  navigate: (path) => console.info('pipkit wants', path),
});

// Start from the default theme and change what the brand needs.
const theme: PipkitTheme = {
  ...defaultTheme,
  colors: { ...defaultTheme.colors, primary: '#6b2fbf', focus: '#6b2fbf' },
  radii: { ...defaultTheme.radii, md: '4px' },
};

type Pair = Awaited<ReturnType<typeof pipkit.api.forex.tradeList>>[number];

export function App() {
  const [lang, setLang] = useState<Lang>('en');
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [code, setCode] = useState('EURUSD');
  const [loggedIn, setLoggedIn] = useState(false);

  useEffect(() => {
    void pipkit.actions.init();
    // Chart and OrderTicket take the pair object; the list's pairs come from the same endpoint.
    pipkit.api.forex.tradeList().then(setPairs, () => setPairs([]));
  }, []);
  const pair = useMemo(() => pairs.find((p) => p.Code === code), [pairs, code]);

  return (
    <PipkitProvider pipkit={pipkit} theme={theme} locale={lang}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12 }}>
        <strong style={{ marginInlineEnd: 'auto' }}>Partner site</strong>
        {!loggedIn && (
          <button type="button" onClick={() => pipkit.actions.tryDemo().then(() => setLoggedIn(true), () => {})}>
            Try a demo account
          </button>
        )}
        <select value={lang} onChange={(e) => setLang(e.target.value as Lang)} aria-label="Language">
          <option value="en">English</option>
          <option value="hk">繁體中文</option>
          <option value="ar">العربية</option>
        </select>
      </header>
      <main style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 360px) 1fr', gap: 16, padding: 12 }}>
        <QuoteList showSearch onSelectPair={setCode} />
        <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <Chart pair={pair} height={320} />
          <OrderTicket
            pair={pair}
            onLoginRequired={() => alert('Log in or try a demo account first')}
            onSubmitted={(side) => console.info('order placed', side === 1 ? 'buy' : 'sell')}
          />
        </div>
      </main>
      {/* Messages from the client (server errors, "Order opened") appear here. */}
      <Toast />
    </PipkitProvider>
  );
}
