import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TradingHours } from '../src/core/api/hours';
import { PairInfo, PairInfoView } from '../src/widgets/PairInfo';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';
import { eurusd } from './fixtures/trading';

// A pair's contract, trading hours (docs/trading.md "Trading hours") and client sentiment: one state per story, the dialog open, the
// times in UTC so every screenshot reads the same; then the bound widget over a fake server.
const sec = (iso: string) => Date.parse(`${iso}:00Z`) / 1000;
const EURUSD = { ...eurusd, BaseCurrency: 'EUR', SwapLong: '-9.2', SwapShort: '4.1' };
const US30 = { ...eurusd, Code: 'US30', ShowCode: 'US30', BaseCurrency: 'US30', MarketStatus: 0, ForexContNum: '1', ForexMinCont: '0.1', Pip: '0.1', HasForexMultiple: [{ Value: 10 }, { Value: 20 }, { Value: 50 }], SwapLong: '-6.5', SwapShort: '1.2' };
const FX: TradingHours = {
  Code: 'EURUSD', Session: 'fx', MarketStatus: 1, Hours: 'sessions', Zone: 'America/New_York',
  Sessions: [
    { Open: sec('2026-11-29T22:00'), Close: sec('2026-12-04T22:00') },
    { Open: sec('2026-12-06T22:00'), Close: sec('2026-12-11T22:00') },
  ],
  NextOpen: sec('2026-12-06T22:00'), NextClose: sec('2026-12-04T22:00'),
};
const INDEX: TradingHours = {
  Code: 'US30', Session: 'us-index', MarketStatus: 0, Hours: 'sessions', Zone: 'America/New_York',
  Sessions: ['03', '04', '07', '08', '09'].map((d) => ({ Open: sec(`2026-12-${d}T14:30`), Close: sec(`2026-12-${d}T21:00`) })),
  NextOpen: sec('2026-12-03T14:30'), NextClose: sec('2026-12-03T21:00'),
};
const NOW = Date.parse('2026-12-02T14:00:00Z');
const NIGHT = Date.parse('2026-12-02T22:00:00Z');

const meta = {
  title: 'Trading/PairInfo',
  component: PairInfoView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'PairInfo' } },
  args: { pair: EURUSD, open: true, hours: FX, failed: false, onOpen: fn(), onClose: fn(), onRetry: fn(), now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof PairInfoView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) => within(el).getByRole('dialog');
/** The dialog puts focus on Close as it opens: wait for it, so a screenshot never catches the moment before. */
const opened = async (el: HTMLElement) => {
  const d = dialog(el);
  await waitFor(() => expect(within(d).getByRole('button', { name: 'Close' })).toHaveFocus());
  return within(d);
};

/** The "i" beside the pair's name, closed: it names the pair and opens the dialog. */
export const Button: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Contract and trading hours of EUR/USD' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** An open FX market: the contract, when the market closes, and the week's sessions in the trader's time. */
export const OpenMarket: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await opened(canvasElement);
    await expect(d.getByRole('heading', { name: 'EUR/USD: contract and hours' })).toBeVisible();
    await expect(d.getByText('Contract size').nextElementSibling).toHaveTextContent('100,000 EUR per lot');
    await expect(d.getByText('Leverage').nextElementSibling).toHaveTextContent('1:50 · 1:100 · 1:200');
    await expect(d.getByText('Swap, buy').nextElementSibling).toHaveTextContent('\u2066-9.20\u2069 USD per lot and night');
    await expect(d.getByText('Swap, sell').nextElementSibling).toHaveTextContent('\u2066+4.10\u2069 USD per lot and night');
    await expect(d.getByTestId('swap-note')).toHaveTextContent("Charged or paid at 17:00 New York time, Monday to Friday; Wednesday's counts three nights, for the weekend.");
    await expect(d.getByText('Open now. Closes Fri, Dec 4, 10:00 PM.')).toBeVisible();
    await expect(d.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sun, Nov 29, 10:00 PM – Fri, Dec 4, 10:00 PM',
      'Sun, Dec 6, 10:00 PM – Fri, Dec 11, 10:00 PM',
    ]);
    await expect(d.getByText(/Times in your time zone \(UTC\)\. The market keeps New York time/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A closed index at night: when it opens, and a session a weekday. */
export const ClosedMarket: Story = {
  args: { pair: US30, hours: INDEX, now: NIGHT },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByText('Closed now. Opens Thu, Dec 3, 2:30 PM.')).toBeVisible();
    await expect(d.getAllByRole('listitem')).toHaveLength(5);
    await expect(d.getAllByRole('listitem')[0]).toHaveTextContent('Thu, Dec 3 · 2:30 PM – 9:00 PM');
    await expect(d.getByText('Contract size').nextElementSibling).toHaveTextContent('1 US30 per lot');
  },
};

/** A market that never closes by the clock (crypto): no sessions to list. */
export const AroundTheClock: Story = {
  args: { pair: { ...EURUSD, Code: 'BTCUSD', ShowCode: 'BTC/USD', BaseCurrency: 'BTC', ForexContNum: '1' }, hours: { ...FX, Code: 'BTCUSD', Session: 'crypto', Hours: 'always', Zone: '', Sessions: [], NextOpen: 0, NextClose: 0 } },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByText('Open around the clock, every day.')).toBeVisible();
    await expect(d.getByTestId('swap-note')).toHaveTextContent('Charged or paid at 17:00 New York time every day, one night each.');
    await expect(d.queryByRole('list')).toBeNull();
  },
};

/**
 * Christmas week: the desk closes FX from 13:00 New York on the 24th through the 25th. The week's session ends early,
 * the next opens on Sunday as usual, and the closure is listed with its name.
 */
export const HolidayWeek: Story = {
  args: {
    now: Date.parse('2026-12-22T12:00:00Z'),
    hours: {
      ...FX,
      Sessions: [
        { Open: sec('2026-12-20T22:00'), Close: sec('2026-12-24T18:00') },
        { Open: sec('2026-12-27T22:00'), Close: sec('2027-01-01T22:00') },
      ],
      NextClose: sec('2026-12-24T18:00'),
      NextOpen: sec('2026-12-27T22:00'),
      Closures: [{ Reason: 'holiday', Name: 'Christmas Day', Start: sec('2026-12-24T18:00'), End: sec('2026-12-25T22:00') }],
    },
  },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByText('Open now. Closes Thu, Dec 24, 6:00 PM.')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Holidays and closures' })).toBeVisible();
    await expect(d.getByTestId('pair-closures')).toHaveTextContent('Holiday · Christmas DayThu, Dec 24, 6:00 PM – Fri, Dec 25, 10:00 PM');
    await expect(d.getAllByRole('listitem')[0]).toHaveTextContent('Sun, Dec 20, 10:00 PM – Thu, Dec 24, 6:00 PM');
  },
};

/** A market open around the clock, closed for two hours of maintenance: when it closes and why. */
export const MaintenanceAhead: Story = {
  args: {
    pair: { ...EURUSD, Code: 'BTCUSD', ShowCode: 'BTC/USD', BaseCurrency: 'BTC', ForexContNum: '1' },
    hours: {
      ...FX, Code: 'BTCUSD', Session: 'crypto', Hours: 'always', Zone: '', Sessions: [], NextClose: sec('2026-12-06T02:00'), NextOpen: sec('2026-12-06T04:00'),
      Closures: [{ Reason: 'maintenance', Name: 'Platform upgrade', Start: sec('2026-12-06T02:00'), End: sec('2026-12-06T04:00') }],
    },
  },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByText('Open now. Closes Sun, Dec 6, 2:00 AM.')).toBeVisible();
    await expect(d.getByTestId('pair-closures')).toHaveTextContent('Maintenance · Platform upgradeSun, Dec 6, 2:00 AM – Sun, Dec 6, 4:00 AM');
  },
};

/** The broker has closed the market by hand: no hours apply until it opens it again. */
export const SetByBroker: Story = {
  args: { pair: { ...EURUSD, MarketStatus: 0 }, hours: { ...FX, MarketStatus: 0, Hours: 'broker', Zone: '', Sessions: [], NextOpen: 0, NextClose: 0 } },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByText('Closed now. The broker opens and closes this market.')).toBeVisible();
  },
};

/** A fixed-margin pair, its hours on their way. */
export const HoursLoading: Story = {
  args: { pair: { ...EURUSD, MarginMode: 1, HasForexMultiple: [] }, hours: null },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByText('Leverage').nextElementSibling).toHaveTextContent('Fixed margin');
    await expect(d.getByRole('status')).toHaveTextContent('Loading…');
    await expect(d.queryByTestId('swap-note')).toBeNull(); // which nights, once the hours have said the session
  },
};

export const HoursFailed: Story = {
  args: { hours: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const d = await opened(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent('The trading hours could not be loaded.');
    await userEvent.click(d.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Which way the broker's clients hold the pair: a bar and the split in words, under the hours. */
export const ClientSentiment: Story = {
  args: { sentiment: { Code: 'EURUSD', Long: 68, Short: 32 } },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    const section = within(d.getByTestId('pair-sentiment'));
    await expect(d.getByRole('heading', { name: 'Client sentiment' })).toBeVisible();
    await expect(section.getByText('68% buying · 32% selling')).toBeVisible();
    await expect(section.getByText(/Of this broker's clients holding EUR\/USD, the share with more lots bought than sold/)).toBeVisible();
  },
};

/** Too few clients hold the pair for their split to be told without telling on one of them. */
export const SentimentTooFewClients: Story = {
  args: { sentiment: null },
  play: async ({ canvasElement }) => {
    const d = await opened(canvasElement);
    await expect(d.getByTestId('pair-sentiment')).toHaveTextContent('Client sentimentToo few clients hold EUR/USD to show which way they trade.');
  },
};

const bound = fakeAccountsPipkit({
  '/v1/api/forex/trading_hours': (r: Recorded) => ({ ...FX, Code: r.query.code }),
  '/v1/api/forex/sentiment': (r: Recorded) => ({ Time: NOW / 1000, MinTraders: 10, Pairs: [{ Code: r.query.code, Long: 41, Short: 59 }] }),
});

/** The real widget over a fake server: the hours and the clients' split are asked for when the dialog opens, for the pair shown. */
export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <PairInfo pair={EURUSD} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(bound.requests).toHaveLength(0);
    await userEvent.click(c.getByRole('button', { name: 'Contract and trading hours of EUR/USD' }));
    const d = await opened(canvasElement);
    await waitFor(() => expect(d.getAllByRole('listitem')).toHaveLength(2));
    await expect(await d.findByText('41% buying · 59% selling')).toBeVisible();
    // Each once, in no set order (the hours wait for a page's first content: core/firstContent.ts).
    await expect(bound.requests.map((r) => [r.path, r.query.code]).sort()).toEqual([
      ['/v1/api/forex/sentiment', 'EURUSD'],
      ['/v1/api/forex/trading_hours', 'EURUSD'],
    ]);
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
  },
};
