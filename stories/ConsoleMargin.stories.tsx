import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { tradeResults } from '../src/core/money/results';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { Margin } from '../src/console/screens/Margin';
import { MarginView } from '../src/console/screens/Margin/MarginView';
import { UserDetailView } from '../src/console/screens/Users/UserDetailView';
import { MARGIN, USER } from './fixtures/console';

// The dealing desk's margin monitor and a client's live figures (docs/operators.md "Margin monitor"), one state each.
const open = fn();
const meta = {
  title: 'Console/Margin',
  component: MarginView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  beforeEach: () => void open.mockReset(),
  args: { data: MARGIN, onOpen: open },
} satisfies Meta<typeof MarginView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closest to stop-out first; the zone said in words beside the colour; Open shows the client. */
export const Monitor: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 accounts with open positions; 2 below the margin-call level (100 %). Stop-out at 50 %.')).toBeVisible();
    const rows = c.getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('data-user'))).toEqual(['1012', '1007', '1003']);
    await expect(rows[0]).toHaveTextContent('52.84 %');
    await expect(within(rows[0]).getByText('Margin call')).toBeVisible();
    await expect(within(rows[2]).getByText('Safe')).toBeVisible();
    await expect(rows[2]).toHaveTextContent('+310.45');
    await expect(rows[2]).toHaveTextContent('(1 without a price)');
    // Since when the margin call runs, and when the client was told.
    await expect(rows[0]).toHaveTextContent(/Margin call since .+Client told /);
    await expect(rows[2]).not.toHaveTextContent('Margin call since');
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Open' }));
    await expect(open).toHaveBeenCalledWith(1007);
  },
};

/**
 * Demo accounts: one under the stop-out level (its market is closed, so the engine cannot close it yet) is red, and
 * its owner, who has no address, was not told.
 */
export const BelowStopOut: Story = {
  args: {
    data: {
      ...MARGIN,
      data: [
        { ...MARGIN.data[0], contact: '', equity: '351.500000', floating: '-548.500000', risk_rate: '44.99', zone: 'stopOut', margin_call: { since: '2026-11-25T11:02:00.000Z', notified_at: null } },
        ...MARGIN.data.slice(1),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('row')[1];
    await expect(within(first).getByText('Stop-out')).toBeVisible();
    await expect(first).toHaveAttribute('data-zone', 'stopOut');
    await expect(first).toHaveTextContent('Client not told (no address)');
  },
};

export const NoOpenPositions: Story = {
  args: { data: { ...MARGIN, accounts: 0, margin_call: 0, data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No account has an open position')).toBeVisible();
  },
};

/** A client's page with the live figures: equity, margins, floating P&L, risk rate; each position at its price. */
export const UserLiveFigures: Story = {
  render: () => (
    <UserDetailView
      detail={{
        ...USER,
        live: { ...USER.live!, equity: '530.600000', free_margin: '0.000000', floating: '-79.400000', risk_rate: '98.17', zone: 'marginCall' },
        margin_call: { since: '2026-11-25T11:40:00.000Z', notified_at: '2026-11-25T11:40:01.000Z' },
      }}
      canLock={false}
      onLock={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Equity').nextElementSibling).toHaveTextContent('530.60 USD');
    await expect(c.getByText('Floating P&L').nextElementSibling).toHaveTextContent('-79.40 USD');
    const rate = c.getByText('Risk rate').nextElementSibling as HTMLElement;
    await expect(rate).toHaveTextContent('98.17 %');
    await expect(within(rate).getByText('Margin call')).toBeVisible();
    await expect(rate).toHaveTextContent(/Margin call since .+Client told /);
    const position = canvasElement.querySelector('tr[data-order="311"]') as HTMLElement;
    await expect(position).toHaveTextContent('1.08016');
    await expect(position).toHaveTextContent('1.07500 / —');
    await expect(position).toHaveTextContent('-39.00');
    await expect(canvasElement.querySelector('tr[data-order="312"]')).toHaveTextContent('— / 1.07000');
  },
};

/** A dealer's console over a fake server: the monitor's real and demo lists and a client's page. */
function fakeDealer() {
  return fakeConsole({ operator: { id: 4, email: 'dealer@broker.example', name: 'Dealer', role: 'dealing' }, permissions: ['users.read', 'dealing.read', 'dealing.write', 'dealing.close'] }, (url, _init, json) => {
    if (url.pathname.endsWith('/margin')) return json(url.searchParams.get('demo') === '1' ? { ...MARGIN, accounts: 0, margin_call: 0, data: [] } : MARGIN);
    if (url.pathname.endsWith('/users/1012/trade_results')) return json({ ...tradeResults([]), pairs: [] });
    if (url.pathname.endsWith('/users/1012')) return json({ ...USER, user: { ...USER.user, id: 1012, uid: '73190442', email: 'li.wei@example.com' }, live: { ...USER.live!, ...MARGIN.data[0] } });
    return undefined;
  });
}

/** The bound screen: the client nearest stop-out opened from the list, then the demo accounts (none open). */
export const MarginBound: Story = {
  render: () => (
    <ConsoleContext.Provider value={fakeDealer()}>
      <Margin />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = (await c.findByText('li.wei@example.com')).closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Open' }));
    const panel = await c.findByRole('region', { name: 'User #1012' });
    await expect(await within(panel).findByText('Risk rate')).toBeVisible();
    await expect(within(panel).getByText('Risk rate').nextElementSibling).toHaveTextContent('52.84 %');
    await expect(within(panel).getByRole('button', { name: 'Close position #311' })).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText('Accounts'), 'demo');
    await expect(await c.findByText('No account has an open position')).toBeVisible();
    await expect(c.queryByRole('region', { name: 'User #1012' })).toBeNull();
  },
};
