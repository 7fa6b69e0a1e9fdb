import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabBar, TabBarView, type TabKey } from '../src/widgets/TabBar';

const LABELS: Record<TabKey, string> = {
  documentary: 'Copy trading',
  orders: 'Orders',
  quotes: 'Markets',
  ranking: 'Ranking',
  trade: 'Trade',
};

const meta = {
  title: 'TabBar',
  component: TabBarView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'TabBar', component: TabBar } },
  args: { active: 'quotes', onSelect: fn(), hrefOf: (tab: TabKey) => `#/${tab}` },
} satisfies Meta<typeof TabBarView>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeIs = (tab: TabKey): Story => ({
  args: { active: tab },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('link')).toHaveLength(5);
    await expect(c.getByRole('link', { name: LABELS[tab] })).toHaveAttribute('aria-current', 'page');
    for (const other of Object.keys(LABELS) as TabKey[]) {
      if (other !== tab) await expect(c.getByRole('link', { name: LABELS[other] })).not.toHaveAttribute('aria-current');
    }
  },
});

export const Documentary = activeIs('documentary');
export const Orders = activeIs('orders');
export const Quotes = activeIs('quotes');
export const Ranking = activeIs('ranking');
export const Trade = activeIs('trade');

export const NoActiveTab: Story = {
  args: { active: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('link', { name: 'Trade' }));
    await expect(args.onSelect).toHaveBeenCalledWith('trade');
  },
};

export const AsButtons: Story = {
  args: { hrefOf: undefined, active: 'orders' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  },
};
