import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PriceAlert } from '../src/core/api/traders';
import { PipkitProvider } from '../src/widgets/provider';
import { PriceAlertFeed, PriceAlerts, PriceAlertsView, newForm } from '../src/widgets/PriceAlerts';
import { fakeServer, uniquePrefix } from './fixtures/fakeServer';
import { eurusd, pairs } from './fixtures/trading';

const alert = (over: Partial<PriceAlert>): PriceAlert => ({
  Id: 1, ForexId: eurusd.Id, Code: 'EURUSD', Direction: 'above', Price: '1.09000', Status: 'active', Side: 'ask',
  CreatedAt: '2026-11-25T09:00:00.000Z', FiredAt: null, FiredPrice: null, ...over,
});
const alerts: PriceAlert[] = [
  alert({ Id: 3, Direction: 'below', Price: '1.08000', Side: 'bid' }),
  alert({ Id: 2, Code: 'XAUUSD', ForexId: pairs.find((p) => p.Code === 'XAUUSD')!.Id, Price: '2350.00' }),
  alert({ Id: 1, Status: 'fired', FiredAt: '2026-11-25T09:40:12.000Z', FiredPrice: '1.09002' }),
];

const meta = {
  title: 'Trading/PriceAlerts',
  component: PriceAlertsView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'PriceAlerts', component: PriceAlerts } },
  args: {
    pairs,
    pair: eurusd,
    alerts,
    form: newForm('EURUSD'),
    error: null,
    watched: '1.08527',
    notifications: 'granted',
    onForm: fn(),
    onSave: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onAllowNotifications: fn(),
  },
} satisfies Meta<typeof PriceAlertsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { alerts: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Price alerts' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No price alerts yet')).toBeVisible();
  },
};

/** Waiting and fired alerts, each with what it watches or when it fired; a new one is made above. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('alert-watches')).toHaveTextContent('Watches the Ask, now 1.08527');
    const fired = canvasElement.querySelector('[data-alert="1"]')!;
    await expect(fired).toHaveTextContent('Reached 1.09002 on 2026-11-25 09:40 UTC');
    await expect(canvasElement.querySelector('[data-alert="3"]')).toHaveTextContent('Watching the Bid');
    await userEvent.click(c.getByRole('radio', { name: 'Falls to' }));
    await expect(args.onForm).toHaveBeenCalledWith({ direction: 'below' });
    await userEvent.click(c.getByRole('button', { name: 'Delete: XAU/USD Rises to 2350.00' }));
    await expect(args.onDelete).toHaveBeenCalledWith(alerts[1]);
    await userEvent.click(c.getByRole('button', { name: 'Change price alert: EUR/USD Falls to 1.08000' }));
    await expect(args.onEdit).toHaveBeenCalledWith(alerts[0]);
  },
};

/** A level the price has already reached is refused before anything is sent (it would fire at once). */
export const AlreadyReached: Story = {
  args: { form: { ...newForm('EURUSD'), price: '1.08520', showErrors: true }, error: 'reached' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The ask is already at 1.08527: choose a higher price')).toBeVisible();
  },
};

export const InvalidPrice: Story = {
  args: { form: { ...newForm('EURUSD'), price: '1.085271', showErrors: true }, error: 'price' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter a price greater than 0 with at most 5 decimals')).toBeVisible();
  },
};

/** Changing an alert: the pair stays, Save and Cancel. */
export const Editing: Story = {
  args: { form: { code: 'EURUSD', direction: 'below', price: '1.08000', byMessage: false, editing: 3, showErrors: false }, watched: '1.08512' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Change price alert' });
    await expect(within(form).getByRole('combobox')).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelEdit).toHaveBeenCalled();
  },
};

/**
 * A real account may also be told by e-mail or SMS (a demo one has no address: no box); an alert that will be says so
 * on its row.
 */
export const ByMessage: Story = {
  args: { canMessage: true, alerts: [alert({ Id: 3, Direction: 'below', Price: '1.08000', Side: 'bid', ByMessage: true }), ...alerts.slice(1)] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('[data-alert="3"]')).toHaveTextContent('Watching the Bid · e-mail or SMS too');
    await expect(canvasElement.querySelector('[data-alert="2"]')).not.toHaveTextContent('e-mail or SMS');
    await userEvent.click(c.getByRole('checkbox', { name: 'Also tell me by e-mail or SMS' }));
    await expect(args.onForm).toHaveBeenCalledWith({ byMessage: true });
  },
};

/** Browser notifications not yet asked: a button asks (on the person's click); blocked: said plainly. */
export const NotificationsToAsk: Story = {
  args: { notifications: 'default' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Also tell me in browser notifications' }));
    await expect(args.onAllowNotifications).toHaveBeenCalled();
  },
};

export const NotificationsBlocked: Story = {
  args: { notifications: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Browser notifications are blocked/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { alerts: null, failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The bound widget: the list from the server, a new alert sent, and PRICE_ALERT marking it fired live. */
export const Bound: Story = {
  render: () => {
    let created: PriceAlert | null = null;
    const server = fakeServer(
      {
        '/v1/api/alerts': (_url, init) => {
          if (init?.method === 'POST') {
            const body = JSON.parse(String(init.body));
            created = alert({ Id: 9, Price: body.price, Direction: body.direction, ByMessage: body.by_message });
            return created;
          }
          return [alerts[0]];
        },
      },
      { storagePrefix: 'story-alerts' },
    );
    server.pipkit.stores.quotes.setTradeList(pairs);
    (window as unknown as { __fake: typeof server }).__fake = server;
    return (
      <PipkitProvider client={server.pipkit}>
        <PriceAlerts code="EURUSD" />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    const c = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-alert]')).toHaveLength(1));
    await userEvent.type(c.getByLabelText('Price'), '1,09000'); // a decimal comma (German, French … keypads) reads as the point
    await expect(c.getByLabelText('Price')).toHaveValue('1.09000');
    // A real account may be told by e-mail or SMS too; the next alert's form keeps the choice.
    await userEvent.click(c.getByRole('checkbox', { name: 'Also tell me by e-mail or SMS' }));
    await userEvent.click(c.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-alert]')).toHaveLength(2));
    await expect(JSON.parse(server.bodies['/v1/api/alerts'])).toEqual({ forex_id: eurusd.Id, direction: 'above', price: '1.09000', by_message: true });
    await expect(canvasElement.querySelector('[data-alert="9"]')).toHaveTextContent('e-mail or SMS too');
    await expect(c.getByRole('checkbox', { name: 'Also tell me by e-mail or SMS' })).toBeChecked();
    await waitFor(() => expect(server.pipkit.socket.topics()).toContain('PRICE_ALERT'));
    server.push('PRICE_ALERT', alert({ Id: 9, Status: 'fired', FiredAt: '2026-11-25T10:00:00.000Z', FiredPrice: '1.09001' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-alert="9"]')).toHaveAttribute('data-status', 'fired'));
  },
};

/**
 * The bound widget when an alert fires while the list is on its way: the answer, written before it fired, still says
 * active, and the list shows it fired all the same.
 */
export const BoundFiredWhileLoading: Story = {
  render: () => {
    let answer!: (list: PriceAlert[]) => void;
    const listed = new Promise<PriceAlert[]>((r) => (answer = r));
    const server = fakeServer({ '/v1/api/alerts': () => listed }, { storagePrefix: 'story-alerts-race' });
    server.pipkit.stores.quotes.setTradeList(pairs);
    (window as unknown as { __race: unknown }).__race = { server, answer };
    return (
      <PipkitProvider client={server.pipkit}>
        <PriceAlerts code="EURUSD" />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const { server, answer } = (window as unknown as { __race: { server: ReturnType<typeof fakeServer>; answer: (list: PriceAlert[]) => void } }).__race;
    await waitFor(() => expect(server.pipkit.socket.topics()).toContain('PRICE_ALERT'));
    server.push('PRICE_ALERT', alert({ Id: 3, Direction: 'below', Price: '1.08000', Side: 'bid', Status: 'fired', FiredAt: '2026-11-25T10:00:00.000Z', FiredPrice: '1.07999' }));
    await new Promise((r) => setTimeout(r, 50)); // the push is handled before the answer lands
    answer([alerts[0]]);
    await waitFor(() => expect(canvasElement.querySelector('[data-alert="3"]')).toHaveAttribute('data-status', 'fired'));
  },
};

/** An alert that fires while the connection is down: its push is lost, and the list read again when the socket is back shows it fired. */
export const BoundFiredWhileDisconnected: Story = {
  render: () => {
    let list = [alerts[0]];
    const server = fakeServer({ '/v1/api/alerts': () => list }, { storagePrefix: 'story-alerts-offline' });
    server.pipkit.stores.quotes.setTradeList(pairs);
    const fire = () => (list = [{ ...alerts[0], Status: 'fired', FiredAt: '2026-11-25T10:00:00.000Z', FiredPrice: '1.07999' }]);
    (window as unknown as { __offline: unknown }).__offline = { server, fire };
    return (
      <PipkitProvider client={server.pipkit}>
        <PriceAlerts code="EURUSD" />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const { server, fire } = (window as unknown as { __offline: { server: ReturnType<typeof fakeServer>; fire: () => void } }).__offline;
    const row = () => canvasElement.querySelector(`[data-alert="${alerts[0].Id}"]`);
    await waitFor(() => expect(row()).toHaveAttribute('data-status', 'active'));
    await waitFor(() => expect(server.pipkit.socket.$status.get()).toBe('open'));
    server.drop();
    fire();
    await waitFor(() => expect(row()).toHaveAttribute('data-status', 'fired'), { timeout: 3000 });
  },
};

type Visit = { server: ReturnType<typeof fakeServer>; told: string[]; acks: { at: string }[] };

/** One page load of the app for user 1: a client on the given storage, logged in, the feed mounted. */
function visit(storagePrefix: string): Visit {
  const told: string[] = [];
  const acks: { at: string }[] = [];
  const server = fakeServer(
    { '/v1/api/main/wallet/getBalance': () => ({ balance: '0.000000', lock_balance: '0.000000' }) },
    { notify: (text) => void told.push(text), storagePrefix },
  );
  server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'real@example.com', invite_code: '', is_demo: 0 });
  server.pipkit.stores.quotes.setTradeList(pairs);
  server.pipkit.socket.onMessage((m) => void (m.type === 'sub' && m.topic === 'PRICE_ALERT' && m.code === 1 && acks.push(m as unknown as { at: string })));
  return { server, told, acks };
}

/**
 * The feed (mounted once in the app) after a drop: it subscribes PRICE_ALERT again with the time of its last
 * subscription, the server sends the alerts that fired meanwhile, and each is told once — one already told live
 * (a catch-up starts a few seconds early) is not told again.
 */
export const BoundFeedCaughtUpAfterReconnect: Story = {
  render: () => {
    const feed = visit(uniquePrefix());
    Object.assign(window, { __feed: feed });
    return (
      <PipkitProvider client={feed.server.pipkit}>
        <PriceAlertFeed />
        <p>The feed has no view of its own: it tells through toasts.</p>
      </PipkitProvider>
    );
  },
  play: async () => {
    const { server, told, acks } = (window as unknown as { __feed: Visit }).__feed;
    const alertSubs = () => server.subs.filter((p) => p.topic === 'PRICE_ALERT');
    await waitFor(() => expect(alertSubs()).toEqual([{ topic: 'PRICE_ALERT', since: '' }]));
    await waitFor(() => expect(acks).toHaveLength(1)); // its time is the cursor
    const fired = (Id: number, Price: string, FiredAt: string) => alert({ Id, Price, Status: 'fired', FiredAt, FiredPrice: Price });
    server.push('PRICE_ALERT', fired(1, '1.09000', '2026-11-27T01:00:00.000Z'));
    await waitFor(() => expect(told).toHaveLength(1));
    server.drop();
    await waitFor(() => expect(alertSubs()).toHaveLength(2), { timeout: 3000 });
    await expect(alertSubs()[1].since).toBe(acks[0].at);
    // the catch-up: the one already told (pushed first), then the one missed
    server.push('PRICE_ALERT', fired(1, '1.09000', '2026-11-27T01:00:00.000Z'));
    server.push('PRICE_ALERT', fired(4, '1.09500', '2026-11-27T01:05:00.000Z'));
    await waitFor(() => expect(told.length).toBeGreaterThan(1));
    await expect(told).toHaveLength(2);
    await expect(told[0]).toContain('1.09000');
    await expect(told[1]).toContain('1.09500');
  },
};

function Visits({ storagePrefix }: { storagePrefix: string }) {
  const [visits, setVisits] = useState(() => [visit(storagePrefix)]);
  const current = visits[visits.length - 1];
  Object.assign(window, { __visits: { current, next: () => setVisits((v) => [...v, visit(storagePrefix)]) } });
  return (
    // a new page load: a new client, the feed mounted afresh
    <PipkitProvider key={visits.length} client={current.server.pipkit}>
      <PriceAlertFeed />
      <p>The feed has no view of its own: it tells through toasts.</p>
    </PipkitProvider>
  );
}

/**
 * The next visit: the feed keeps its cursor and the alerts it told in the client's storage, per person, so an alert
 * that fired while the app was closed is told when it opens again — and one told just before it closed (a catch-up
 * starts a few seconds early) is not told twice. Logging out forgets both.
 */
export const BoundFeedCaughtUpOnNextVisit: Story = {
  render: () => <Visits storagePrefix={uniquePrefix()} />,
  play: async () => {
    const visits = () => (window as unknown as { __visits: { current: Visit; next(): void } }).__visits;
    const first = visits().current;
    const alertSubs = (v: Visit) => v.server.subs.filter((p) => p.topic === 'PRICE_ALERT');
    await waitFor(() => expect(first.acks).toHaveLength(1));
    await expect(alertSubs(first)).toEqual([{ topic: 'PRICE_ALERT', since: '' }]);
    const fired = (Id: number, Price: string, FiredAt: string) => alert({ Id, Price, Status: 'fired', FiredAt, FiredPrice: Price });
    first.server.push('PRICE_ALERT', fired(1, '1.09000', '2026-11-27T01:00:00.000Z'));
    await waitFor(() => expect(first.told).toHaveLength(1));

    // the app is closed and opened again
    visits().next();
    await waitFor(() => expect(visits().current).not.toBe(first));
    first.server.pipkit.destroy();
    const second = visits().current;
    await waitFor(() => expect(alertSubs(second)).toHaveLength(1));
    await expect(alertSubs(second)[0].since).toBe(first.acks[0].at);
    second.server.push('PRICE_ALERT', fired(1, '1.09000', '2026-11-27T01:00:00.000Z'));
    second.server.push('PRICE_ALERT', fired(4, '1.09500', '2026-11-27T01:05:00.000Z'));
    await waitFor(() => expect(second.told).toHaveLength(1));
    await expect(second.told[0]).toContain('1.09500');

    // logged out: the next visit (logged in again) starts afresh
    second.server.pipkit.stores.session.clear();
    await waitFor(() => expect(localStorage.getItem(`${second.server.pipkit.storagePrefix}.alertFeed`)).toBeNull());
    second.server.pipkit.destroy();
  },
};
