import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { tradeResults as tally, type ClosedTrade } from '../src/core/money/results';
import type { TradeResultsAnswer } from '../src/core/api/results';
import { TradeResultsView, useTradeResults } from '../src/widgets/TradeResults';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Trading results (docs/trading.md "Trading results"): one state per story, then the bound widget over a fake server.
// The figures are the money module's own tally of these trades, as the server's answer would be.
const TRADES = [
  { code: 'EURUSD', profit: '42.180000', fee: '1.200000', closed_at: '2026-11-03T09:12:00.000Z' },
  { code: 'EURUSD', profit: '-18.500000', fee: '1.200000', closed_at: '2026-11-05T14:40:00.000Z' },
  { code: 'XAUUSD', profit: '96.400000', fee: '3.000000', closed_at: '2026-11-12T10:05:00.000Z' },
  { code: 'XAUUSD', profit: '-61.250000', fee: '3.000000', closed_at: '2026-11-18T16:30:00.000Z' },
  { code: 'USDJPY', profit: '-9.870000', fee: '0.600000', closed_at: '2026-11-18T20:02:00.000Z' },
  { code: 'EURUSD', profit: '12.060000', fee: '1.200000', closed_at: '2026-11-26T07:45:00.000Z' },
];
/** The server's answer for these trades: the money module's tally, each pair named as the app shows it. */
const tradeResults = (trades: ClosedTrade[]): TradeResultsAnswer => {
  const r = tally(trades);
  return { ...r, pairs: r.pairs.map((p) => ({ ...p, name: `${p.code.slice(0, 3)}/${p.code.slice(3)}` })) };
};
const RESULTS = tradeResults(TRADES);

const meta = {
  title: 'Trading/TradeResults',
  component: TradeResultsView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'TradeResults' } },
  args: { days: 30, results: RESULTS, loading: false, failed: false, onDays: fn(), onRetry: fn() },
} satisfies Meta<typeof TradeResultsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of trades: the net result and its course day by day, the figures and each pair's share, best first. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('results-net')).toHaveTextContent('+50.82 USD');
    await expect(c.getByRole('img', { name: 'Net result day by day, 2026-11-03 to 2026-11-26' })).toBeVisible();
    await expect(c.getByText('6 · won 3 · lost 3')).toBeVisible();
    await expect(c.getByText('50.00%')).toBeVisible();
    await expect(c.getByText('1.54')).toBeVisible(); // profit factor: 145.24 ÷ 94.42
    await expect(c.getByText('+93.40 USD')).toBeVisible(); // the best trade, less its fee
    await expect(c.getByText('74.72 USD')).toBeVisible(); // the largest drop: 114.68 on the 12th to 39.96 on the 18th
    const pairs = within(c.getByRole('list', { name: 'By pair' })).getAllByRole('listitem');
    await expect(pairs.map((li) => li.firstChild?.textContent)).toEqual(['EUR/USD', 'XAU/USD', 'USD/JPY']);
    await expect(c.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('tab', { name: '90 days' }));
    await expect(args.onDays).toHaveBeenCalledWith(90);
  },
};

/**
 * Positions held overnight: the swap each took or earned is in its result and in the net, and said beside the fees
 * (the gold trade held three nights at −42.50 a lot for 0.1 lot, the yen trade earning its carry).
 */
export const WithSwap: Story = {
  args: {
    results: tradeResults(TRADES.map((t, i) => (i === 2 ? { ...t, swap: '-12.750000' } : i === 4 ? { ...t, swap: '4.440000' } : t))),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('results-net')).toHaveTextContent('+42.51 USD'); // 50.82 − 12.75 + 4.44
    await expect(c.getByText('Swap').nextElementSibling).toHaveTextContent('-8.31 USD');
  },
};

/** Every trade won: there is no loss to divide by, so no profit factor and no average loss. */
export const NoLosingTrade: Story = {
  args: { days: 90, results: tradeResults(TRADES.filter((t) => !t.profit.startsWith('-'))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('100.00%')).toBeVisible();
    await expect(c.getAllByText('—')).toHaveLength(2);
  },
};

export const NoTrades: Story = {
  args: { days: 365, results: tradeResults([]) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No trades were closed in this period.')).toBeVisible();
    await expect(c.queryByTestId('results-net')).toBeNull();
    await expect(c.queryByTestId('results-curve')).toBeNull();
  },
};

/** The first period loading: placeholders of about the results' height. */
export const Loading: Story = {
  args: { results: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Another period chosen: the results shown stay, under a moving bar and marked busy, until its answer replaces them. */
export const AnotherPeriodLoading: Story = {
  args: { days: 90, loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(c.getByTestId('results-net')).toHaveTextContent('+50.82 USD');
    await expect(c.getByRole('tab', { name: '90 days' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LoadFailed: Story = {
  args: { results: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const bound = fakeAccountsPipkit({
  '/api/user/trade_results': (r: Recorded) => tradeResults(r.query.from === '2026-10-30' ? TRADES.slice(0, 2) : TRADES),
});
function BoundResults() {
  return <TradeResultsView {...useTradeResults(() => new Date('2026-11-28T12:00:00Z'))} />;
}

/** The real hook over a fake server: the last 30 days are asked for first, then the period chosen. */
export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <BoundResults />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByTestId('results-net')).toHaveTextContent('+21.28 USD'));
    await expect(bound.requests.at(-1)?.query).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    await userEvent.click(c.getByRole('tab', { name: '365 days' }));
    await waitFor(() => expect(c.getByTestId('results-net')).toHaveTextContent('+50.82 USD'));
    await expect(bound.requests.at(-1)?.query).toEqual({ from: '2025-11-29', to: '2026-11-28' });
  },
};
