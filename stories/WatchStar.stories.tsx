import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { WatchStar } from '../src/widgets/WatchStar';
import { fakeServer } from './fixtures/fakeServer';
import { eurusd } from './fixtures/trading';

// A pair's watchlist star outside a list. Bound only (it is one button): a visitor's star is kept in this browser.
function Star({ starred }: { starred: boolean }) {
  const prefix = `story-star-${starred}`;
  localStorage.setItem(`${prefix}.watchlist`, JSON.stringify(starred ? [eurusd.Id] : []));
  const server = fakeServer({}, { storagePrefix: prefix });
  return (
    <PipkitProvider client={server.pipkit}>
      <WatchStar pair={eurusd} />
    </PipkitProvider>
  );
}

const meta = {
  title: 'Trading/WatchStar',
  component: Star,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'WatchStar', component: WatchStar } },
  args: { starred: false },
} satisfies Meta<typeof Star>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarred: Story = {
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Add EUR/USD to favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Remove EUR/USD from favourites' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(JSON.parse(localStorage.getItem('story-star-false.watchlist') ?? '[]')).toEqual([eurusd.Id]);
    localStorage.removeItem('story-star-false.watchlist');
  },
};

export const Starred: Story = {
  args: { starred: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove EUR/USD from favourites' })).toHaveAttribute('aria-pressed', 'true');
  },
};
