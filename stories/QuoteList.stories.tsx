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
    const server = fakeServer();
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: /XAU\/USD/ }));
    await expect(args.onSelectPair).toHaveBeenCalledWith('XAUUSD');
    server.pipkit.destroy();
  },
};
