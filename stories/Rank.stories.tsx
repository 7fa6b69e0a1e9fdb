import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rank, RankView } from '../src/widgets/Rank';
import { PipkitProvider } from '../src/widgets/provider';
import { RANKING } from './fixtures/content';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';

const meta = {
  title: 'Content/Rank',
  component: RankView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Rank', component: Rank, element: 'rank' } },
  args: { entries: RANKING, status: 'ready', selected: null, onSelect: fn(), onCloseDialog: fn(), onRetry: fn() },
} satisfies Meta<typeof RankView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ranking: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const cards = c.getAllByRole('button');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveTextContent('Atlas FX');
    await expect(cards[0]).toHaveTextContent('+42.18%');
    await expect(cards[0]).toHaveTextContent('68.75%');
    await expect(cards[0]).toHaveTextContent('1,834.20');
    await expect(cards[0]).toHaveTextContent('EUR/USD');
    await expect(cards[3]).toHaveTextContent('-8.42%');
    await userEvent.click(cards[1]);
    await expect(args.onSelect).toHaveBeenCalledWith(RANKING[1]);
  },
};

export const ComingSoonDialog: Story = {
  args: { selected: RANKING[0] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = c.getByRole('dialog', { name: 'Coming soon' });
    await expect(dialog).toHaveTextContent('Copying Atlas FX will be available soon.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onCloseDialog).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { entries: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { entries: [], status: 'error' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PersianRtl: Story = {
  globals: { locale: 'fa' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    // Latin digits in Persian (core formatters), so figures match the rest of the app.
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveTextContent('42.18');
  },
};

const bound = fakeAccountsPipkit({ '/api/follow/list': RANKING.slice(0, 2) });

export const BoundWithFakeServer: Story = {
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Rank />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: /Golden Hand/ }));
    await expect(await c.findByRole('dialog', { name: 'Coming soon' })).toHaveTextContent('Golden Hand');
    await userEvent.keyboard('{Escape}');
    await expect(c.queryByRole('dialog')).toBeNull();
  },
};
