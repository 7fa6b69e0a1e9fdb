import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../src/core';
import { QuoteListView, QuoteRow, SKELETON_ROWS, type QuoteListViewProps } from '../src/widgets/QuoteList';
import type { QuoteRowProps } from '../src/widgets/QuoteList';
import { categories, pairs } from './fixtures/trading';

const meta = {
  title: 'Trading/QuoteList',
  component: QuoteListView,
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

/** A tick re-renders only the row it belongs to: rows are memoised and fed their own quote. */
let renders: Record<string, number> = {};
function CountingRow(p: QuoteRowProps) {
  renders[p.pair.Code] = (renders[p.pair.Code] ?? 0) + 1;
  return <QuoteRow {...p} />;
}
function TickHarness(props: QuoteListViewProps) {
  const [n, setN] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        tick
      </button>
      <QuoteListView {...props} Row={CountingRow} label={`ticks ${n}`} />
    </>
  );
}

export const RowsAreMemoised: Story = {
  render: (args) => <TickHarness {...args} />,
  play: async ({ canvasElement }) => {
    renders = {};
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'tick' }));
    // the parent re-rendered, the unchanged rows did not (the Row component in the bound widget is memo'd too)
    await expect(renders.EURUSD ?? 0).toBeLessThanOrEqual(1);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(rows(canvasElement)).toHaveLength(pairs.length);
  },
};
