import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { CloseAccount, CloseAccountView, type ClosureState } from '../src/widgets/CloseAccount';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Closing the account (docs/accounts.md "Closing the account"): one state per story, then the bound widget asked for
// the two-step code by a fake server, closing and signing out.
const SETTLED: ClosureState = { closable: true, positions: 0, pending: 0, balance: '0.00', deposits: 0, withdrawals: 0 };
const meta = {
  title: 'Account/CloseAccount',
  component: CloseAccountView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'CloseAccount', component: CloseAccount } },
  args: {
    state: SETTLED,
    failed: false,
    password: '',
    twoFactor: null,
    understood: false,
    busy: false,
    onPasswordChange: fn(),
    onUnderstoodChange: fn(),
    onClose: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof CloseAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { state: null, failed: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Everything the server said is left, each with the way there; no form until it is settled. */
export const LeftToSettle: Story = {
  args: { state: { closable: false, positions: 2, pending: 1, balance: '1250.40', deposits: 1, withdrawals: 0 } },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const items = within(c.getByRole('list', { name: 'Before your account can close:' })).getAllByRole('listitem');
    await expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      'Close your open positions (2) and cancel your pending orders (1)',
      'Wait until your deposits and withdrawals under review are finished (1)',
      'Withdraw your balance of 1250.40 USD (for an amount below the smallest withdrawal, contact customer service)',
    ]);
    await expect(c.queryByLabelText('Password')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/mine/withdraw');
  },
};

/** Only a balance is left. */
export const BalanceLeft: Story = {
  args: { state: { ...SETTLED, closable: false, balance: '3.20' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Nothing left: the data copy offered first, and the button waits for the password and the box. */
export const Settled: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Close my account' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Your data' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/mine/data');
  },
};

export const ReadyToClose: Story = {
  args: { password: 'secret-pass', understood: true },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('checkbox', { name: 'I understand that I can no longer sign in to this account' })).toBeChecked();
    await userEvent.click(c.getByRole('button', { name: 'Close my account' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The server asked for the two-step code: its field, in the words of the login. */
export const TwoStepAsked: Story = {
  args: { password: 'secret-pass', understood: true, twoFactor: { value: '', missing: false, onChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Authentication code')).toBeVisible();
  },
};

export const Closing: Story = {
  args: { password: 'secret-pass', understood: true, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Closing…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const went = fn();
const bound = fakeAccountsPipkit({
  '/api/user/closure': (r: Recorded) =>
    r.method === 'GET'
      ? SETTLED
      : r.body?.totp_code
        ? new Response(JSON.stringify({ code: 1, msg: 'Your account is closed', data: { closed_at: '2026-12-02T09:30:00.000Z' } }), { headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ code: 3, msg: 'Enter the code from your authenticator app', data: null }), { headers: { 'content-type': 'application/json' } }),
});

/** The real hook over a fake server: asked for the two-step code, then closed — the app leaves for the markets, signed out. */
export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    went.mockClear();
    bound.requests.length = 0;
    bound.pipkit.actions.signedIn({ token: 'fake-token', user: { id: 7, uid: '48213377' } as never });
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <CloseAccount onNavigate={went} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByLabelText('Password'), 'secret-pass');
    await userEvent.click(c.getByRole('checkbox', { name: 'I understand that I can no longer sign in to this account' }));
    await userEvent.click(c.getByRole('button', { name: 'Close my account' }));
    const code = await c.findByLabelText('Authentication code');
    await expect(went).not.toHaveBeenCalled();
    await userEvent.type(code, '123456');
    await userEvent.click(c.getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(went).toHaveBeenCalledWith('/'));
    await expect(bound.pipkit.stores.session.$session.get().token).toBeFalsy();
    await expect(bound.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { password: 'secret-pass' },
      { password: 'secret-pass', totp_code: '123456' },
    ]);
  },
};
