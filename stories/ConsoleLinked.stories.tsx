import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { tradeResults } from '../src/core/money/results';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { Users } from '../src/console/screens/Users';
import { UserLinkedView, type Linked } from '../src/console/screens/Users/UserLinked';
import type { UserRow } from '../src/console/screens/Users/UsersView';
import { USER } from './fixtures/console';

// Linked accounts on a client's page (docs/operators.md "Linked accounts"): the client's payout methods and addresses
// other clients used too, one state each, then the bound page where compliance opens a linked client from it.
const open = fn();
const search = fn();

const LINKED: Linked = {
  checked: { addresses: 4, payouts: 2 },
  payouts: [
    {
      type: 1, currency: 'USDT', protocol: 'TRC20', destination: 'TQn9Y2…bLSE', total: 1,
      accounts: [{ id: 1012, uid: '73190442', email: 'li.wei@example.com', mobile: '', locked_at: null, at: '2026-11-21T10:02:00.000Z' }],
    },
    {
      type: 2, currency: 'USD', protocol: '', destination: 'HSBC ••••6819', total: 1,
      accounts: [{ id: 1003, uid: '20417733', email: '', mobile: '6591234567', locked_at: '2026-11-20T08:00:00.000Z', at: '2026-10-30T16:45:00.000Z' }],
    },
  ],
  addresses: [
    {
      ip: '198.51.100.7', last: '2026-11-25T08:40:00.000Z', total: 2,
      accounts: [
        { id: 1012, uid: '73190442', email: 'li.wei@example.com', mobile: '', locked_at: null, at: '2026-11-24T19:12:00.000Z' },
        { id: 1003, uid: '20417733', email: '', mobile: '6591234567', locked_at: '2026-11-20T08:00:00.000Z', at: '2026-11-19T07:30:00.000Z' },
      ],
    },
    {
      ip: '203.0.113.24', last: '2026-11-22T12:00:00.000Z', total: 14,
      // The fourth closed their own account.
      accounts: Array.from({ length: 10 }, (_, i) => {
        const closed = i === 3 ? '2026-11-23T09:00:00.000Z' : null;
        return { id: 1100 + i, uid: String(80000000 + i), email: `guest${i}@example.com`, mobile: '', locked_at: closed, closed_at: closed, at: '2026-11-22T11:00:00.000Z' };
      }),
    },
  ],
};

const meta = {
  title: 'Console/Linked',
  component: UserLinkedView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  beforeEach: () => (open.mockReset(), search.mockReset(), undefined),
  args: { linked: LINKED, onOpen: open, onSearch: search },
} satisfies Meta<typeof UserLinkedView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A payout address and a bank account other clients bound, a home address shared with two (one locked), a busy one
 * counted (one of its clients closed their account).
 */
export const SharedPayoutAndAddresses: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const rows = within(c.getByTestId('console-linked')).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Payout address USDT-TRC20 TQn9Y2…bLSE',
      'Bank account HSBC ••••6819',
      'IP address 198.51.100.7',
      'IP address 203.0.113.24',
    ]);
    await expect(rows[2]).toHaveTextContent('Locked');
    await expect(rows[2]).not.toHaveTextContent('Closed');
    await expect(within(rows[3]).getAllByText('Closed')).toHaveLength(1);
    await expect(rows[3]).not.toHaveTextContent('Locked');
    await expect(rows[3]).toHaveTextContent('and 4 more');
    await userEvent.click(within(rows[2]).getByRole('button', { name: '#1003 6591234567' }));
    await expect(open).toHaveBeenCalledWith(1003);
    // the rest of a busy address: every client of it in the user list
    await userEvent.click(within(rows[3]).getByRole('button', { name: 'and 4 more' }));
    await expect(search).toHaveBeenCalledWith('203.0.113.24');
  },
};

/** Nothing shared: says what was compared. */
export const NoneShared: Story = {
  args: { linked: { checked: { addresses: 3, payouts: 1 }, addresses: [], payouts: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No other client used them. Addresses checked: 3; payout methods checked: 1.')).toBeVisible();
  },
};

const ROWS: UserRow[] = [{ id: 1007, uid: '48213077', email: 'ann.lee@example.com', mobile: '', is_demo: 0, created_at: '2026-10-02T08:00:00.000Z', locked_at: null }];
// Every client who signed in from the busy address, as the user list finds them by it.
const GUESTS: UserRow[] = LINKED.addresses[1].accounts.map((a) => ({ ...a, is_demo: 0, created_at: '2026-11-01T08:00:00.000Z' }));
// A stranger's wrong password on the client's sign-ins: support asks who else signed in from that address.
const ANN = { ...USER, sign_ins: [{ id: 88, at: '2026-11-25T03:12:00.000Z', device: 'Safari 18 on macOS Sequoia', ip: '198.18.7.40', method: 'password', outcome: 'wrong_password' }] };
const LI_WEI = { ...USER, user: { ...USER.user, id: 1012, uid: '73190442', email: 'li.wei@example.com' } };

/** A compliance officer's console over a fake server: the user list, two clients' pages and their links. */
const compliance = fakeConsole(
  { operator: { id: 7, email: 'compliance@broker.example', name: 'Compliance', role: 'compliance' }, permissions: ['users.read', 'users.lock', 'funds.read'] },
  (url, _init, json) => {
    const path = url.pathname;
    if (path.endsWith('/trade_results')) return json({ ...tradeResults([]), pairs: [] });
    if (path.endsWith('/users/1007/linked')) return json(LINKED);
    if (path.endsWith('/users/1012/linked')) return json({ checked: { addresses: 1, payouts: 1 }, addresses: [], payouts: [] });
    if (path.endsWith('/users/1007')) return json(ANN);
    if (path.endsWith('/users/1012')) return json(LI_WEI);
    if (path.endsWith('/users')) return json(url.searchParams.get('q') === '203.0.113.24' ? { data: GUESTS, total: 14 } : { data: ROWS, total: ROWS.length });
    return undefined;
  },
);

/**
 * Bound: the client's page lists its links; an address of the sign-ins, and the rest of a busy address, list their
 * clients in the user list; a linked client's button opens that client's page in its place.
 */
export const OpensALinkedClient: Story = {
  render: () => (
    <ConsoleContext.Provider value={compliance}>
      <Users />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Open' }));
    const linked = await c.findByTestId('console-linked');
    await expect(linked).toHaveTextContent('Payout address USDT-TRC20 TQn9Y2…bLSE');
    await userEvent.click(c.getByRole('button', { name: 'Clients who signed in from 198.18.7.40' }));
    await expect(c.getByLabelText('E-mail, mobile, UID or IP address')).toHaveValue('198.18.7.40');
    await userEvent.click(within(linked).getByRole('button', { name: 'and 4 more' }));
    await expect(await c.findByText('guest9@example.com', { selector: 'td' })).toBeVisible();
    await expect(c.getByLabelText('E-mail, mobile, UID or IP address')).toHaveValue('203.0.113.24');
    await userEvent.click(within(linked).getAllByRole('button', { name: '#1012 li.wei@example.com' })[0]);
    await expect(await c.findByRole('heading', { name: 'User #1012' })).toBeVisible();
    await expect(await c.findByText('No other client used them. Addresses checked: 1; payout methods checked: 1.')).toBeVisible();
  },
};
