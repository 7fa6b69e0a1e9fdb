import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import { Notifications, NotificationsView } from '../src/widgets/Notifications';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';
import { pairs } from './fixtures/trading';

const at = Date.parse('2026-03-02T09:25:00Z');

const meta = {
  title: 'Trading/Notifications',
  component: NotificationsView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Notifications', component: Notifications } },
  args: { items: [], open: false, onOpen: fn(), onClose: fn(), onMarkAllRead: fn() },
} satisfies Meta<typeof NotificationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  { seq: 3, at, text: 'XAU/USD Stop-out: P&L -120.40 USD', kind: 'error' as const },
  { seq: 2, at: at - 60_000, text: 'EUR/USD Take profit: P&L +25.00 USD', kind: 'success' as const },
  { seq: 1, at: at - 120_000, text: 'GBP/USD: pending order filled at 1.26500', kind: 'info' as const },
];

export const NoneUnread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: t('trade.notifications') });
    await expect(bell).not.toHaveTextContent(/\d/);
  },
};

export const Unread: Story = {
  args: { items },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: `${t('trade.notifications')} 3` });
    await userEvent.click(bell);
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const TrayOpen: Story = {
  args: { items, open: true },
  play: async ({ canvasElement, args }) => {
    const tray = within(canvasElement).getByRole('dialog', { name: t('trade.notifications') });
    await expect(within(tray).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(tray).getByRole('button', { name: t('trade.markAllRead') }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
  },
};

export const TrayEmpty: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog')).toHaveTextContent(t('trade.noNotifications'));
  },
};

/** The bound widget: a FOREX_CLOSED from the server becomes a toast (through notify) and an unread notice until read. */
export const BoundFromServer: Story = {
  render: () => {
    const told: string[] = [];
    const server = fakeServer({}, { notify: (text) => void told.push(text) });
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    // The notice names the pair as the trader knows it (EUR/USD), from the client's trade list.
    server.pipkit.stores.quotes.setTradeList(pairs);
    (window as unknown as { __fake: typeof server; __told: string[] }).__fake = server;
    (window as unknown as { __told: string[] }).__told = told;
    return (
      <PipkitProvider client={server.pipkit}>
        <Notifications />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const w = window as unknown as { __fake: ReturnType<typeof fakeServer>; __told: string[] };
    const c = within(canvasElement);
    await waitFor(() => expect(w.__fake.pipkit.socket.topics()).toContain('FOREX_CLOSED'));
    w.__fake.push('FOREX_CLOSED', { Id: 9, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07000', FactProfits: '-12.345' });
    const bell = await c.findByRole('button', { name: `${t('trade.notifications')} 1` });
    await expect(w.__told).toEqual([t('trade.serverClosed', { symbol: 'EUR/USD', reason: t('trade.reasonSl'), pnl: '-12.35' })]);
    await userEvent.click(bell);
    await userEvent.click(within(c.getByRole('dialog')).getByRole('button', { name: t('trade.markAllRead') }));
    await expect(c.getByRole('button', { name: t('trade.notifications') })).toBeVisible();
    w.__fake.pipkit.stores.session.clear();
    w.__fake.pipkit.destroy();
  },
};
