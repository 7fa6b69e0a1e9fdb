// /trade: the current pair's chart and order ticket, with the pair list in a side panel on phones, where the ticket is
// a sheet folded to its summary and Buy/Sell at the bottom of the screen. From WIDE_MIN up
// (desktop) the three sit side by side: pair list | chart (and the live account summary) | order ticket.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { styled } from 'styled-components';
import { Chart } from '../../widgets/Chart';
import { OrderTicket } from '../../widgets/OrderTicket';
import { PairInfo } from '../../widgets/PairInfo';
import { QuoteList } from '../../widgets/QuoteList';
import { WatchStar } from '../../widgets/WatchStar';
import { Icon } from '../../widgets/ui/icons';
import { LoadBoundary } from '../../widgets/internal/loading/LoadBoundary';
import { LoadFailed } from '../../widgets/internal/loading/LoadFailed';
import { PartLoading } from '../../widgets/internal/loading/PartLoading';
import { retryableLazy } from '../../widgets/internal/loading/retryableLazy';
import { usePipkit, useT } from '../../widgets/provider';
import { Button } from '../../widgets/ui/Button';
import { useEscapeKey } from '../../widgets/ui/useEscapeKey';
import { navigate } from '../hashLocation';
import { AppBar } from '../layout/AppBar';
import { WIDE_MIN } from '../layout/Shell';
import { useMediaQuery } from '../useMediaQuery';
import { loginPathFor } from '../RouteGate';
import { useTradeListRefresh } from './useTradeListRefresh';
import { useFirstContentWhen } from './useFirstContentWhen';

// The heading's tools: the watchlist star, the pair's contract and hours, and the way to a price alert on this pair.
// Side by side without a gap and the last two 40 px wide (44 px tall), so that on a 375 px phone the pair's name, the
// three tools and "Trading pairs" share one line in English (with 4 px between the heading's parts and inside the pair
// button's edges, and the pair's name a size smaller: 11 px to spare for EUR/USD; a longer label wraps the
// button's text, as it did before).
const Tools = styled.div`
  display: flex;
  align-items: center;
  margin-inline-end: auto;
  a {
    display: grid;
    place-items: center;
    inline-size: 40px;
    block-size: 44px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

// A phone's heading: the pair's name a size smaller, so that it shares its line with the tools and "Trading pairs".
const PhoneHead = styled(Head)`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const PairsButton = styled(Button)`
  padding-inline: ${({ theme }) => theme.space.xs};
`;

// What a phone's /trade puts around the chart canvas, in px: app bar 56, heading 56, chart periods 48, the folded
// ticket (summary and Buy/Sell) 128, the tab bar 60 and the gaps between them.
const PHONE_CHROME = 56 + 56 + 48 + 128 + 60 + 40;

// The account summary and the order list, on a desk only: their code is not part of a phone's /trade (TradeTerminal.tsx).
const TradeTerminal = retryableLazy(() => import('./TradeTerminal').then((m) => m.default));

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// Narrow desktops: pair list beside the chart with the ticket below it; from 1280 px the ticket gets its own column.
const Desk = styled.div`
  display: grid;
  grid-template-columns: 360px minmax(0, 1fr);
  grid-template-areas: 'pairs main' 'pairs ticket';
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (min-width: 1280px) {
    grid-template-columns: 360px minmax(0, 1fr) 360px;
    grid-template-areas: 'pairs main ticket';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-inline-size: 0;
`;

// The pair list scrolls on its own beside the chart, below the app bar and above the tab bar. A plain box: the list
// inside is the "Trading pairs" region (two regions of one name would confuse a screen reader's landmark menu).
const Pairs = styled.div`
  grid-area: pairs;
  position: sticky;
  inset-block-start: ${({ theme }) => theme.space.md};
  max-block-size: calc(100dvh - ${({ theme }) => theme.layout.tabBarHeight} - 120px);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Side = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  inline-size: min(88vw, 360px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

export function TradeScreen() {
  const t = useT();
  useTradeListRefresh();
  const { quotes, session } = usePipkit().stores;
  const { setCurrentPair } = quotes;
  const list = useStore(quotes.$tradeList);
  const code = useStore(quotes.$currentPair);
  const pair = list.find((p) => p.Code === code) ?? list[0];
  // The first content, when the app opens here: the pair's heading and its ticket (the chart's library and candles,
  // held until then, follow).
  useFirstContentWhen(pair !== undefined);
  const wide = useMediaQuery(`(min-width: ${WIDE_MIN})`);
  const loggedIn = useStore(session.$isLoggedIn);
  const [sideOpen, setSideOpen] = useState(false);
  const sideRef = useRef<HTMLElement>(null);
  // The pair list is a modal side panel: focus moves in, Escape closes it.
  useEffect(() => {
    if (sideOpen) sideRef.current?.focus();
  }, [sideOpen]);
  useEscapeKey(sideOpen, () => setSideOpen(false));
  // On a phone the chart takes the height the screen leaves once the bars, the heading and the folded ticket are
  // placed (read once: a phone's height changes as its browser bar slides, and a new height redraws the chart).
  const [phoneChart] = useState(() => Math.round(Math.min(420, Math.max(200, window.innerHeight - PHONE_CHROME))));
  const tools = (
    <Tools>
      <WatchStar pair={pair} />
      <PairInfo pair={pair} />
      {loggedIn && pair && (
        <a href={`#/mine/alerts?code=${pair.Code}`} aria-label={t('alerts.forSymbol', { symbol: pair.ShowCode })} data-testid="alert-link">
          <Icon name="bell" size={22} />
        </a>
      )}
    </Tools>
  );
  const ticket = (
    <OrderTicket
      pair={pair}
      layout={wide ? 'panel' : 'sheet'}
      onLoginRequired={() => navigate(loginPathFor('/trade'))}
      onSubmitted={() => undefined}
    />
  );
  if (wide)
    return (
      <>
        <AppBar />
        <Desk data-testid="trade-desk">
          {/* Keyboard order is ticket, chart and orders, then the pair list (the grid places them): Buy is a few Tabs
              away instead of after every pair. */}
          <Area $area="ticket">{ticket}</Area>
          <Area $area="main">
            <Stack>
              <Head>
                <h1>{pair?.ShowCode ?? '…'}</h1>
                {tools}
              </Head>
              <Chart pair={pair} height={440} />
              {/* The terminal: the account summary, then positions, pending orders and history under the chart. */}
              {loggedIn && (
                <LoadBoundary fallback={(f) => <LoadFailed {...f} />}>
                  <Suspense fallback={<PartLoading />}>
                    <TradeTerminal />
                  </Suspense>
                </LoadBoundary>
              )}
            </Stack>
          </Area>
          <Pairs data-testid="trade-pairs">
            <QuoteList refreshOnMount={false} onSelectPair={setCurrentPair} current={pair?.Code} showSearch />
          </Pairs>
        </Desk>
      </>
    );
  return (
    <>
      <AppBar />
      <PhoneHead>
        <h1>{pair?.ShowCode ?? '…'}</h1>
        {tools}
        <PairsButton $variant="secondary" aria-expanded={sideOpen} onClick={() => setSideOpen(true)}>
          {t('trade.pairs')}
        </PairsButton>
      </PhoneHead>
      <Stack>
        <Chart pair={pair} height={phoneChart} />
        {ticket}
      </Stack>
      {sideOpen && (
        <>
          <Backdrop onClick={() => setSideOpen(false)} />
          <Side ref={sideRef} role="dialog" aria-modal="true" aria-label={t('trade.pairs')} tabIndex={-1}>
            <QuoteList
              refreshOnMount={false}
              current={pair?.Code}
              showSearch
              onSelectPair={(c) => {
                setCurrentPair(c);
                setSideOpen(false);
              }}
            />
          </Side>
        </>
      )}
    </>
  );
}
