import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsDetailView, NewsList, NewsListView } from '../src/widgets/News';
import { PipkitProvider } from '../src/widgets/provider';
import { ARTICLE, HOSTILE_ARTICLE, NEWS } from './fixtures/content';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';

const meta = {
  title: 'Content/News',
  component: NewsListView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'News', component: NewsList, element: ['news', 'news-detail'] } },
  args: { items: NEWS, total: NEWS.length, loading: false, onSelect: fn(), onLoadMore: fn(), onRefresh: fn() },
} satisfies Meta<typeof NewsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(3);
    await expect(c.getByText('No more')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /Understanding margin/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { items: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const MoreToLoad: Story = {
  args: { total: 12, loadingMore: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
    await expect(c.queryByText('No more')).toBeNull();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refreshing…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { items: [], total: 0, error: 'Network error (0)' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Network error (0)');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Links: Story = {
  args: { hrefOf: (id: number) => `#/news/detail?id=${id}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Trading hours/ })).toHaveAttribute('href', '#/news/detail?id=1');
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByText('لا يوجد المزيد')).toBeVisible();
  },
};

export const Detail: Story = {
  render: () => <NewsDetailView article={ARTICLE} status="ready" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: ARTICLE.title })).toBeVisible();
    // The sanitiser is a lazy chunk: the content appears once it has loaded.
    await expect(await c.findByRole('heading', { name: 'Margin' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'more about margin' })).toHaveAttribute('href', 'https://example.com/margin');
  },
};

export const DetailLoading: Story = {
  render: () => <NewsDetailView article={null} status="loading" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

export const DetailError: Story = {
  render: () => <NewsDetailView article={null} status="error" onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This article is not available.');
    await expect(c.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const DetailSanitised: Story = {
  render: () => <NewsDetailView article={HOSTILE_ARTICLE} status="ready" />,
  play: async ({ canvasElement }) => {
    const content = await within(canvasElement).findByTestId('news-content');
    await expect(content).toHaveTextContent('Safe text');
    await expect(content.querySelector('script, svg, iframe, [onerror]')).toBeNull();
    await expect(content.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

let newsCalls = 0;

// The bound list against a fake server: first page, then the next one through "Load more", then the end.
const bound = fakeAccountsPipkit({
  // Pages in call order (the fake records no query): page 1 holds two articles, page 2 the last one.
  '/api/news/list': () => (++newsCalls % 2 === 1 ? { data: NEWS.slice(0, 2), total: 3 } : { data: NEWS.slice(2), total: 3 }),
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    newsCalls = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <NewsList onSelect={fn()} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Welcome to Pipkit');
    await expect(bound.requests.some((r) => r.path === '/api/news/list')).toBe(true);
    await expect(await c.findByText('Trading hours')).toBeVisible();
    await expect(await c.findByText('No more')).toBeVisible();
  },
};
