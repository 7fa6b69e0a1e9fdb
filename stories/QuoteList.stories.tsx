import { Profiler, memo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createPipkit, t } from '../src/core';
import { LiveQuoteRow, QuoteList, QuoteListView, SKELETON_ROWS, type QuoteListViewProps } from '../src/widgets/QuoteList';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';
import type { QuoteRowProps } from '../src/widgets/QuoteList';
import { categories, pairs } from './fixtures/trading';

const meta = {
  title: 'Trading/QuoteList',
  component: QuoteListView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'QuoteList', component: QuoteList, element: 'quote-list' } },
  args: { pairs, categories, category: 0, onCategory: fn(), onSelectPair: fn(), onRetry: fn() },
} satisfies Meta<typeof QuoteListView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => el.querySelectorAll('button[data-code]');

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('quote-skeleton').children).toHaveLength(SKELETON_ROWS);
    await expect(rows(canvasElement)).toHaveLength(0);
    await expect(c.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The pairs are here but the categories are not: the chips keep their height and the list its skeleton, so the
 * first screen does not jump when the chips arrive and select the first category. */
export const CategoriesPending: Story = {
  args: { categories: [], categoriesPending: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const placeholder = c.getByTestId('chips-placeholder');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    await expect(c.getByTestId('quote-skeleton').children).toHaveLength(SKELETON_ROWS);
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(pairs.length);
    const eur = canvasElement.querySelector('[data-code="EURUSD"]')!;
    await expect(eur).toHaveTextContent('1.08512');
    await expect(eur).toHaveTextContent('+0.34%');
    await expect(eur).toHaveAttribute('data-dir', 'up');
    await expect(canvasElement.querySelector('[data-code="GBPUSD"]')).toHaveAttribute('data-dir', 'down');
    await expect(canvasElement.querySelector('[data-code="USDJPY"]')).toHaveAttribute('data-dir', 'flat');
    await userEvent.click(c.getByRole('button', { name: /EUR\/USD/ }));
    await expect(args.onSelectPair).toHaveBeenCalledWith('EURUSD');
    await userEvent.click(c.getByRole('button', { name: 'Metals' }));
    await expect(args.onCategory).toHaveBeenCalledWith(2);
  },
};

export const CategorySelected: Story = {
  args: { category: 2 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(2);
    await expect(c.getByRole('button', { name: 'Metals' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MarketClosed: Story = {
  args: { pairs: pairs.filter((p) => p.Code === 'AUDUSD' || p.Code === 'EURUSD') },
  play: async ({ canvasElement }) => {
    const aud = canvasElement.querySelector('[data-code="AUDUSD"]')!;
    await expect(aud).toHaveAttribute('data-open', 'false');
    await expect(aud).toHaveTextContent(t('trade.marketClosed'));
    await expect(canvasElement.querySelector('[data-code="EURUSD"]')).not.toHaveTextContent(t('trade.marketClosed'));
  },
};

export const Empty: Story = {
  args: { pairs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('msg.noData'))).toBeVisible();
  },
};

export const Error: Story = {
  args: { pairs: [], error: 'Network error (502)' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Network error (502)');
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** /product: the search box filters as the user types; no chips. */
function SearchHarness(props: QuoteListViewProps) {
  const [search, setSearch] = useState('');
  return <QuoteListView {...props} categories={[]} search={search} onSearch={setSearch} />;
}

export const Search: Story = {
  render: (args) => <SearchHarness {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('searchbox', { name: t('trade.searchPairs') });
    await userEvent.type(box, 'usd');
    await expect(rows(canvasElement)).toHaveLength(6);
    await userEvent.clear(box);
    await userEvent.type(box, 'xau/');
    await expect(rows(canvasElement)).toHaveLength(1);
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    await expect(c.getByText(t('trade.noResults'))).toBeVisible();
  },
};

/** A tick re-renders only the row it belongs to: the bound rows subscribe to their own quote atom. */
// Live rows read the quotes of their provider's client: a client without a server or socket holds them here.
const ticking = createPipkit({ apiBase: 'http://fake.test', socket: false, documentLanguage: false, notify: () => {} });
const commits: string[] = [];
const ProfiledRow = memo(function ProfiledRow(p: QuoteRowProps) {
  return (
    <Profiler id={p.pair.Code} onRender={(id) => commits.push(id)}>
      <LiveQuoteRow {...p} />
    </Profiler>
  );
});

export const LiveTickRendersOneRow: Story = {
  parameters: { pipkitClient: ticking },
  render: (args) => {
    ticking.stores.quotes.setTradeList(args.pairs);
    return <QuoteListView {...args} Row={ProfiledRow} />;
  },
  play: async ({ canvasElement }) => {
    const eur = canvasElement.querySelector('[data-code="EURUSD"]')!;
    commits.length = 0;
    ticking.stores.quotes.applyUpdates([{ Code: 'EURUSD', ForexQuotations: { Close: '1.09999', Change: '-0.10' } }]);
    ticking.stores.quotes.flush();
    await waitFor(() => expect(eur).toHaveTextContent('1.09999'));
    await expect(eur).toHaveAttribute('data-dir', 'down');
    await expect([...new Set(commits)]).toEqual(['EURUSD']);
  },
};

/** 300 instruments: only the rows near the viewport are mounted; scrolling brings the later ones in. */
const many = Array.from({ length: 300 }, (_, i) => ({ ...pairs[i % pairs.length], Code: `P${i}`, ShowCode: `P${i}/USD`, Id: 1000 + i }));
export const LongListIsWindowed: Story = {
  args: { pairs: many, categories: [] },
  render: (args) => (
    <div style={{ height: 600, overflowY: 'auto' }} data-testid="scroller">
      <QuoteListView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const mounted = rows(canvasElement).length;
    await expect(mounted).toBeGreaterThan(5);
    await expect(mounted).toBeLessThan(60);
    await expect(canvasElement.querySelector('[data-code="P299"]')).toBeNull();
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = 299 * 56;
    await waitFor(() => expect(canvasElement.querySelector('[data-code="P299"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-code="P0"]')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(rows(canvasElement)).toHaveLength(pairs.length);
  },
};

/** The bound widget against a fake transport: trade_list over HTTP, then DAY_MARKET pushes over the socket. */
export const BoundWithLiveTicks: Story = {
  render: (args) => {
    localStorage.removeItem('story-quotes.watchlist');
    const server = fakeServer({}, { storagePrefix: 'story-quotes' });
    (window as unknown as { __fake: typeof server }).__fake = server;
    return (
      <PipkitProvider client={server.pipkit}>
        <QuoteList onSelectPair={args.onSelectPair} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement, args }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(5)); // first category (Forex)
    await expect(server.calls).toContain('GET /v1/api/forex/trade_list');
    await waitFor(() => expect(server.pipkit.socket.topics()).toContain('DAY_MARKET'));
    server.push('DAY_MARKET', [{ Id: 1, Code: 'EURUSD', MarketStatus: 1, ForexQuotations: { Close: '1.11111', Change: '-1.50' } }]);
    const eur = canvasElement.querySelector('[data-code="EURUSD"]')!;
    await waitFor(() => expect(eur).toHaveTextContent('1.11111'));
    await expect(eur).toHaveTextContent('-1.50%');
    server.push('DAY_MARKET', [{ Id: 1, Code: 'EURUSD', MarketStatus: 0, ForexQuotations: { Close: '1.11111', Change: '-1.50' } }]);
    await waitFor(() => expect(eur).toHaveTextContent(t('trade.marketClosed')));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Metals' }));
    await expect(rows(canvasElement)).toHaveLength(2);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^XAU\/USD/ }));
    await expect(args.onSelectPair).toHaveBeenCalledWith('XAUUSD');
    // a visitor's star is kept in this browser, and the Favourites chip shows it
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add XAU/USD to favourites' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(JSON.parse(localStorage.getItem('story-quotes.watchlist') ?? '[]')).toEqual([pairs.find((p) => p.Code === 'XAUUSD')!.Id]);
    localStorage.removeItem('story-quotes.watchlist');
  },
};

const favourites = ['XAUUSD', 'EURUSD', 'USDJPY'].map((code) => pairs.find((p) => p.Code === code)!.Id);

/** Every row has its star; starred rows are pressed and the Favourites chip comes first. */
export const WithStars: Story = {
  args: { favourites, onStar: fn(), onMove: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Remove EUR/USD from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'Add GBP/USD to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getAllByRole('button', { name: /Favourites|Forex|Metals/ })[0]).toHaveTextContent('Favourites');
    await userEvent.click(c.getByRole('button', { name: 'Add GBP/USD to favourites' }));
    await expect(args.onStar).toHaveBeenCalledWith(expect.objectContaining({ Code: 'GBPUSD' }));
  },
};

/** The Favourites chip: the person's order, a handle on each row that arrow keys (or a drag) move, the move announced. */
export const FavouritesInOrder: Story = {
  args: { favourites, category: -1, onStar: fn(), onMove: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect([...rows(canvasElement)].map((r) => r.getAttribute('data-code'))).toEqual(['XAUUSD', 'EURUSD', 'USDJPY']);
    const handle = c.getByRole('button', { name: 'Move USD/JPY (arrow keys or drag)' });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onMove).toHaveBeenCalledWith(favourites[2], 1);
    await expect(c.getByTestId('watch-moved')).toHaveTextContent('USD/JPY: place 2 of 3');
  },
};

export const FavouritesEmpty: Story = {
  args: { favourites: [], category: -1, onStar: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Star an instrument to see it here')).toBeVisible();
  },
};

/** One-click trading on, bound: a double tap on Buy places one order; a tap after its answer places the next. */
export const BoundOneClickDoubleTap: Story = {
  render: () => {
    const sent: Array<() => void> = [];
    const server = fakeServer(
      {
        '/v1/api/user/preferences': () => ({ one_click_trading: true }),
        '/v1/api/forex/submit': () => new Promise((r) => sent.push(() => r({ code: 1, msg: 'Order opened', data: { Id: sent.length } }))),
      },
      { storagePrefix: 'story-quotes-oneclick' },
    );
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    (window as unknown as { __oneClick: unknown }).__oneClick = { server, sent };
    return (
      <PipkitProvider client={server.pipkit}>
        <QuoteList />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const { server, sent } = (window as unknown as { __oneClick: { server: ReturnType<typeof fakeServer>; sent: Array<() => void> } }).__oneClick;
    const c = within(canvasElement);
    const buy = await c.findByRole('button', { name: 'Buy EUR/USD' });
    await userEvent.dblClick(buy);
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    await expect(sent).toHaveLength(1); // the second tap of the double tap placed nothing
    // the button says its order is on its way; the other side and other pairs do not
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'Sell EUR/USD' })).not.toHaveAttribute('aria-busy');
    sent[0](); // the first order is answered
    await waitFor(() => expect(server.calls.filter((x) => x === 'POST /v1/api/forex/submit')).toHaveLength(1));
    await waitFor(() => expect(buy).not.toHaveAttribute('aria-busy'));
    await new Promise((r) => setTimeout(r, 50));
    await userEvent.click(buy);
    await waitFor(() => expect(sent).toHaveLength(2)); // a tap after the answer is the next order
    sent[1]();
  },
};

/** One-click trading on, a buy of EUR/USD on its way: its button shows busy until the answer. */
export const OneClickPlacing: Story = {
  args: { favourites, onStar: fn(), onTrade: fn(), placing: new Set(['EURUSD:1']) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Buy EUR/USD' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'Sell EUR/USD' })).not.toHaveAttribute('aria-busy');
  },
};

/** One-click trading on: Sell and Buy on each row (the day's change gives them its column). */
export const OneClickRows: Story = {
  args: { favourites, onStar: fn(), onTrade: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Sell EUR/USD' }));
    await expect(args.onTrade).toHaveBeenCalledWith(expect.objectContaining({ Code: 'EURUSD' }), 2);
    await userEvent.click(c.getByRole('button', { name: 'Buy EUR/USD' }));
    await expect(args.onTrade).toHaveBeenLastCalledWith(expect.objectContaining({ Code: 'EURUSD' }), 1);
    await expect(canvasElement.querySelector('[data-code="EURUSD"] .pk-change')).not.toBeVisible();
  },
};
