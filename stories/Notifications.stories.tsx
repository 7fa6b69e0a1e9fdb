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

type BoundWindow = { __fake: ReturnType<typeof fakeServer>; __told: string[] };
/** What the bound stories' notify was told, newest last (reset by each render). */
const told = () => (window as unknown as BoundWindow).__told;

/** The bell of a logged-in trader on a fake server whose notify the play function reads. */
function boundBell(server: ReturnType<typeof fakeServer>) {
  Object.assign(window, { __fake: server, __told: [] });
  server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
  // The notice names the pair as the trader knows it (EUR/USD), from the client's trade list.
  server.pipkit.stores.quotes.setTradeList(pairs);
  return (
    <PipkitProvider client={server.pipkit}>
      <Notifications />
    </PipkitProvider>
  );
}

/** The bound widget: a FOREX_CLOSED from the server becomes a toast (through notify) and an unread notice until read. */
export const BoundFromServer: Story = {
  render: () => boundBell(fakeServer({}, { notify: (text) => void told().push(text) })),
  play: async ({ canvasElement }) => {
    const w = window as unknown as BoundWindow;
    const c = within(canvasElement);
    await waitFor(() => expect(w.__fake.pipkit.socket.topics()).toContain('FOREX_CLOSED'));
    w.__fake.push('FOREX_CLOSED', { Id: 9, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07000', FactProfits: '-12.345' });
    const bell = await c.findByRole('button', { name: `${t('trade.notifications')} 1` });
    await expect(w.__told).toEqual([t('trade.serverClosed', { symbol: 'EUR/USD', reason: t('trade.reasonSl'), pnl: '-12.35' })]);
    await userEvent.click(bell);
    await userEvent.click(within(c.getByRole('dialog')).getByRole('button', { name: t('trade.markAllRead') }));
    await expect(c.getByRole('button', { name: t('trade.notifications') })).toBeVisible();
  },
};

/**
 * The bound widget after a drop: the client subscribes FOREX_CLOSED again with the time of its last subscription,
 * the server answers with what happened meanwhile (one list, oldest first, repeating what was already told), and the
 * trader gets each missed close once: all in the tray, the newest three as toasts.
 */
export const BoundCaughtUpAfterReconnect: Story = {
  render: () =>
    boundBell(
      fakeServer(
        // the client reads its balance again after a drop
        { '/v1/api/main/wallet/getBalance': () => ({ balance: '100.000000', lock_balance: '0.000000' }) },
        { notify: (text) => void told().push(text), storagePrefix: 'story-catch-up' },
      ),
    ),
  play: async ({ canvasElement }) => {
    const w = window as unknown as BoundWindow;
    const c = within(canvasElement);
    const closedSubs = () => w.__fake.subs.filter((p) => p.topic === 'FOREX_CLOSED');
    await waitFor(() => expect(closedSubs()).toHaveLength(1));
    await expect(closedSubs()[0]).toEqual({ topic: 'FOREX_CLOSED', since: '' });
    // the acknowledgement's time is the cursor, kept with the tray for the next visit too
    const stored = () => JSON.parse(localStorage.getItem('story-catch-up.notices') ?? '{}') as { cursor?: string };
    await waitFor(() => expect(stored().cursor).toMatch(/^\d{4}-\d\d-\d\dT/));
    const cursor = stored().cursor;
    const sl = { Id: 9, Status: 3, Reason: 'sl', Code: 'EURUSD', UpdatePrice: '1.07000', FactProfits: '-12.345', At: new Date().toISOString() };
    w.__fake.push('FOREX_CLOSED', sl);
    await c.findByRole('button', { name: `${t('trade.notifications')} 1` });

    w.__fake.drop();
    // the client reconnects after its first backoff step (0.5–1 s)
    await waitFor(() => expect(closedSubs()).toHaveLength(2), { timeout: 3000 });
    // again, from the time the first subscription was acknowledged
    await expect(closedSubs()[1]).toEqual({ topic: 'FOREX_CLOSED', since: cursor });
    const missed = (Id: number, Reason: string, FactProfits: string) => ({ Id, Status: 3, Reason, Code: 'EURUSD', UpdatePrice: '1.08000', FactProfits, At: new Date().toISOString() });
    w.__fake.push('FOREX_CLOSED', [sl, missed(10, 'tp', '5'), missed(11, 'sl', '-1'), missed(12, 'tp', '7'), missed(13, 'stop_out', '-30')]);
    await c.findByRole('button', { name: `${t('trade.notifications')} 5` });
    const closedText = (reason: string, pnl: string) => t('trade.serverClosed', { symbol: 'EUR/USD', reason: t(reason), pnl });
    await expect(w.__told).toEqual([
      closedText('trade.reasonSl', '-12.35'),
      closedText('trade.reasonSl', '-1.00'),
      closedText('trade.reasonTp', '+7.00'),
      closedText('trade.reasonStopOut', '-30.00'),
    ]);
  },
};
