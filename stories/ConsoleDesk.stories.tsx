import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { DashboardView } from '../src/console/screens/Dashboard/DashboardView';
import { AuditView } from '../src/console/screens/Audit/AuditView';
import { UserDetailView } from '../src/console/screens/Users/UserDetailView';
import { UserStatement } from '../src/console/screens/Users/UserStatement';
import { UserDataCopy } from '../src/console/screens/Users/UserDataCopy';
import { EndOrder } from '../src/console/screens/Users/EndOrder';
import { EndAll } from '../src/console/screens/Users/EndAll';
import { EndCopy } from '../src/console/screens/Users/UserCopy';
import type { ConsoleClient } from '../src/console/core/client';
import { SupportView } from '../src/console/screens/Support/SupportView';
import { SignInForm } from '../src/console/screens/SignIn/SignInForm';
import { ChangePasswordDialog } from '../src/console/screens/SignIn/ChangePassword';
import { InstrumentsView } from '../src/console/screens/Instruments/InstrumentsView';
import { AUDIT, CONVERSATIONS, DASHBOARD, MESSAGES, USER } from './fixtures/console';

// The operator console's other screens (docs/operators.md), one state each.
const meta = {
  title: 'Console/Desk',
  component: DashboardView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { data: DASHBOARD },
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('184')).toBeVisible();
    await expect(c.getByText('Accounts at margin call').nextElementSibling).toHaveTextContent('2');
    await expect(c.getByText('-1.9')).toBeVisible();
    await expect(c.getByText('1,450.75 USD')).toBeVisible();
    await expect(c.getByText('pipkit-engine trade-2:4180, checked 0.3 s ago')).toBeVisible();
    await expect(c.getByText('Connected')).toBeVisible();
    await expect(c.getByText('Gateways on the bus').nextElementSibling).toHaveTextContent('3');
    await expect(c.getByText('Price archive').nextElementSibling).toHaveTextContent('Up to date');
  },
};

/** A fresh single-process install: nothing open, the engine in the server itself. */
export const NoExposure: Story = {
  args: { data: { ...DASHBOARD, open_positions: 0, exposure: [], system: { role: 'all', database: 'sqlite', engines: null, bus: null, gateways: null, last_price_ms: null, archive: null } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No open positions')).toBeVisible();
    await expect(c.getByText('Runs in this server')).toBeVisible();
    await expect(c.getByText('None yet')).toBeVisible();
    await expect(c.queryByText('Message bus')).toBeNull();
    await expect(c.queryByText('Gateways on the bus')).toBeNull();
    await expect(c.queryByText('Price archive')).toBeNull(); // the simulator archives nothing
  },
};

/** The cluster without a leader and this gateway off the bus: trading cannot work, and the desk sees why. */
export const EngineLost: Story = {
  args: { data: { ...DASHBOARD, system: { ...DASHBOARD.system, engines: { leader: null, standbys: 0 }, bus: { connected: false, since: '2026-11-25T11:20:00.000Z' }, gateways: 0, last_price_ms: 95_000, archive: { behind_ms: 40_000 } } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No engine leads: orders are refused')).toBeVisible();
    await expect(c.getByText(/^Disconnected since /)).toBeVisible();
    await expect(c.getByText('95 s ago')).toBeVisible();
    await expect(c.getByText('40 s behind: a restart would lose these prices')).toBeVisible();
  },
};

export const AuditLog: Story = {
  render: () => <AuditView rows={AUDIT} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('forbidden')).toBeVisible();
    await userEvent.click(c.getAllByText('Before and after', { selector: 'summary' })[0]);
    await expect(c.getByText(/"status": 1/)).toBeVisible();
  },
};

export const User: Story = {
  render: () => <UserDetailView detail={USER} canLock onLock={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2,450.50 USD')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Lock' })).toBeVisible();
    // A position says its side; a pending order also how it waits for its price.
    await expect(c.getByText('#311').closest('tr')).toHaveTextContent('Buy');
    await expect(c.getByText('#312').closest('tr')).toHaveTextContent('Sell stop');
    // No hold running (or a server without holds): a dash, and nothing to release.
    await expect(c.getByText('Payout hold').nextElementSibling).toHaveTextContent('—');
    await expect(c.queryByRole('button', { name: 'Release the hold' })).toBeNull();
    await expect(c.getByText('Two-step sign-in').nextElementSibling).toHaveTextContent('Off');
    await expect(c.queryByRole('button', { name: 'Turn two-step sign-in off' })).toBeNull();
    // A role without dealing.close sees the orders, not a way to end them.
    await expect(c.queryByRole('button', { name: 'Close position #311' })).toBeNull();
  },
};

const endOrder = fn();

/** The dealing desk (dealing.close): each position can be closed, each pending order cancelled, for the client. */
export const UserForDealingDesk: Story = {
  beforeEach: () => void endOrder.mockReset(),
  render: () => <UserDetailView detail={USER} canLock={false} onLock={fn()} onEndOrder={endOrder} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Close position #311' })).toHaveTextContent('Close');
    await expect(c.getByRole('button', { name: 'Cancel order #312' })).toHaveTextContent('Cancel');
    await userEvent.click(c.getByRole('button', { name: 'Cancel order #312' }));
    await expect(endOrder).toHaveBeenCalledWith(USER.orders[1]);
  },
};

/** A pending order paired with another (one cancels the other): the desk sees the pair, and what a cancel leaves. */
const PAIRED = {
  ...USER,
  orders: [
    USER.orders[0],
    { ...USER.orders[1], oco_id: 313 },
    { ...USER.orders[1], id: 313, side: 1, origin_price: '1.08500', tp: '0', oco_id: 312 },
  ],
};

const endAll = fn();

export const UserWithOrderPair: Story = {
  beforeEach: () => void endAll.mockReset(),
  render: () => <UserDetailView detail={PAIRED} canLock={false} onLock={fn()} onEndOrder={fn()} onEndAll={endAll} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End all (3)' }));
    await expect(endAll).toHaveBeenCalledTimes(1);
    const row = (id: number) => canvasElement.querySelector<HTMLElement>(`tr[data-order="${id}"]`)!;
    await expect(row(312)).toHaveTextContent('One cancels the other with #313');
    await expect(row(313)).toHaveTextContent('One cancels the other with #312');
    await expect(row(311).querySelector('[data-oco]')).toBeNull();
  },
};

export const CancelPairedForClient: Story = {
  render: () => <EndOrder client={{ call: fn() } as unknown as ConsoleClient} userId={USER.user.id} order={PAIRED.orders[1]} onDone={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel order #312' });
    await expect(dialog).toHaveTextContent('It is paired with #313 (one cancels the other): that order stays pending on its own.');
  },
};

const allCall = fn();

/**
 * Ending every open order of a client: what happens in which order and what the client reads, a reason first; the
 * server could not end one (its market closed): said in the dialog, with why, before the page is read again.
 */
export const EndAllForClient: Story = {
  beforeEach: () => void allCall.mockReset(),
  render: () => <EndAll client={{ call: allCall } as unknown as ConsoleClient} userId={USER.user.id} orders={PAIRED.orders} onDone={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    const dialog = c.getByRole('dialog', { name: 'End every open order of the client' });
    await expect(dialog).toHaveTextContent('2 pending orders are cancelled first, then 1 positions close at their market prices now');
    const send = within(dialog).getByRole('button', { name: 'End all (3)' });
    await expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Account closure requested in writing');
    allCall.mockResolvedValueOnce({ ended: [{ id: 312 }, { id: 313 }], skipped: [{ id: 311, msg: 'The market is closed' }], profit: '0' });
    await userEvent.click(send);
    await expect(allCall).toHaveBeenCalledWith('POST', '/users/1007/orders/close-all', { reason: 'Account closure requested in writing' });
    const after = await c.findByRole('dialog', { name: 'End every open order of the client' });
    await expect(after).toHaveTextContent('Ended: 2. Left open:');
    await expect(within(after).getByTestId('left-open')).toHaveTextContent('#311: The market is closed');
  },
};

const deskCall = fn();

/**
 * Closing a client's position: what will happen and what the client will read, the reason the audit log keeps
 * (nothing is sent without one), and the server's refusal kept in the dialog.
 */
export const CloseForClient: Story = {
  beforeEach: () => void deskCall.mockReset(),
  render: () => <EndOrder client={{ call: deskCall } as unknown as ConsoleClient} userId={USER.user.id} order={USER.orders[0]} onDone={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    const dialog = c.getByRole('dialog', { name: 'Close position #311' });
    await expect(dialog).toHaveTextContent('EURUSD · Buy · 0.5');
    await expect(dialog).toHaveTextContent('their history says “Closed by the broker”');
    const send = within(dialog).getByRole('button', { name: 'Close position #311' });
    await expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Client asked by phone, call ref 4411');
    deskCall.mockRejectedValueOnce(new Error('The market is closed'));
    await userEvent.click(send);
    await expect(deskCall).toHaveBeenCalledWith('POST', '/users/1007/orders/311/close', { reason: 'Client asked by phone, call ref 4411' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The market is closed');
  },
};

export const LockedUser: Story = {
  render: () => <UserDetailView detail={{ ...USER, user: { ...USER.user, locked_at: '2026-11-25T12:00:00.000Z' }, sessions: [] }} canLock onLock={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Unlock' })).toBeVisible();
  },
};

/** Closed by the client (docs/accounts.md "Closing the account"): said so, and unlocking reads "Reopen". */
export const ClosedUser: Story = {
  render: () => <UserDetailView detail={{ ...USER, user: { ...USER.user, locked_at: '2026-12-01T09:30:00.000Z', closed_at: '2026-12-01T09:30:00.000Z' }, sessions: [] }} canLock onLock={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/^Closed by the client since /)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Reopen' })).toBeVisible();
  },
};

export const UserOnPayoutHold: Story = {
  render: () => (
    <UserDetailView
      detail={{ ...USER, payout_hold: { withdrawals_until: '2026-11-26T08:15:00.000Z', methods: [{ id: 41, usable_at: '2026-11-26T07:40:00.000Z' }] } }}
      canLock
      onLock={fn()}
      onReleaseHold={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const hold = c.getByText('Payout hold').nextElementSibling as HTMLElement;
    await expect(hold).toHaveTextContent(/Withdrawals paused until .+ \(password changed\)/);
    await expect(hold).toHaveTextContent(/Payout method #41 usable from /);
    await expect(within(hold).getByRole('button', { name: 'Release the hold' })).toBeVisible();
  },
};

export const UserWithTwoStepSignIn: Story = {
  render: () => (
    <UserDetailView detail={{ ...USER, user: { ...USER.user, two_factor_at: '2026-11-20T10:05:00.000Z' } }} canLock onLock={fn()} onDisableTwoFactor={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getByText('Two-step sign-in').nextElementSibling as HTMLElement;
    await expect(row).toHaveTextContent(/^On since /);
    await expect(within(row).getByRole('button', { name: 'Turn two-step sign-in off' })).toBeVisible();
  },
};

export const UserWithPasskeys: Story = {
  render: () => <UserDetailView detail={{ ...USER, user: { ...USER.user, passkeys: 2 } }} canLock onLock={fn()} onRemovePasskeys={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getByText('Passkeys').nextElementSibling as HTMLElement;
    await expect(row).toHaveTextContent(/^2/);
    // After a takeover, someone else's passkey outlives a password reset: support removes them all.
    await expect(within(row).getByRole('button', { name: 'Remove passkeys' })).toBeVisible();
  },
};

export const UserWithLimits: Story = {
  render: () => (
    <UserDetailView
      detail={{
        ...USER,
        limits: {
          deposit: { amount: '500.00', period: 'week', used: '120.00', left: '380.00', reached: false, next: null },
          loss: { amount: '200.00', period: 'day', used: '214.30', left: '0.00', reached: true, next: null },
          break_until: '2026-12-07T18:30:00.000Z',
          break_days: [1, 7, 30, 180],
        },
      }}
      canLock
      onLock={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByText('Own limits').nextElementSibling as HTMLElement);
    // what support needs to tell a client why an order or a deposit was refused; nothing here lifts them
    const onBreak = row.getByText(/^On a break until/);
    const deposits = row.getByText('Deposits 120.00 of 500.00 USD (7 days)');
    const losses = row.getByText('Losses 214.30 of 200.00 USD (24 hours)');
    for (const badge of [onBreak, deposits, losses]) await expect(badge).toBeVisible();
    // the limit used whole reads as the break does (what refuses orders now), the other as a limit with room
    await expect(getComputedStyle(losses).color).toBe(getComputedStyle(onBreak).color);
    await expect(getComputedStyle(deposits).color).not.toBe(getComputedStyle(onBreak).color);
    await expect(row.queryByRole('button')).toBeNull();
  },
};

export const UserWithSignIns: Story = {
  render: () => (
    <UserDetailView
      detail={{
        ...USER,
        // the stranger who knew the password (a wrong code after it) came back after the desk locked the account
        user: { ...USER.user, locked_at: '2026-11-25T11:05:00.000Z' },
        sessions: [],
        sign_ins: [
          { id: 91, at: '2026-11-25T11:20:00.000Z', device: 'Safari 18 on macOS Sequoia', ip: '198.18.7.40', method: 'password', outcome: 'locked' },
          { id: 90, at: '2026-11-25T10:58:00.000Z', device: 'Chrome 131 on Android 14', ip: '203.0.113.24', method: 'passkey', outcome: 'ok' },
          { id: 88, at: '2026-11-25T03:14:00.000Z', device: 'Safari 18 on macOS Sequoia', ip: '198.18.7.40', method: 'password', outcome: 'wrong_code' },
          { id: 87, at: '2026-11-25T03:12:00.000Z', device: 'Safari 18 on macOS Sequoia', ip: '198.18.7.40', method: 'password', outcome: 'wrong_password' },
        ],
      }}
      canLock
      onLock={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Recent sign-ins' })).toBeVisible();
    const rows = within(c.getByTestId('console-sign-ins')).getAllByRole('row');
    // what support reads to a client who says someone is trying to get in: when, from which browser and address
    await expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Safari 18 on macOS Sequoia198\.18\.7\.40Refused: account locked$/),
      expect.stringMatching(/Chrome 131 on Android 14203\.0\.113\.24Signed in with a passkey$/),
      expect.stringMatching(/Safari 18 on macOS Sequoia198\.18\.7\.40Wrong two-step code$/),
      expect.stringMatching(/Safari 18 on macOS Sequoia198\.18\.7\.40Wrong password$/),
    ]);
  },
};

export const SupportChat: Story = {
  render: () => <SupportView conversations={CONVERSATIONS} selected={4} messages={MESSAGES} canReply onSelect={fn()} onSend={fn(async () => {})} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2 unread')).toBeVisible();
    await expect(c.getByText('Where is my withdrawal?')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const SignIn: Story = {
  render: () => <SignInForm busy={false} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Authenticator code')).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const SignInRefused: Story = {
  render: () => <SignInForm busy={false} error="Wrong e-mail, password or code" onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong e-mail, password or code');
  },
};

export const Instruments: Story = {
  render: () => (
    <InstrumentsView
      canEdit
      onEdit={fn()}
      rows={[
        { Code: 'EURUSD', ShowCode: 'EUR/USD', MarketStatus: 1, ForexQuotations: { Bid: '1.08094', Ask: '1.08106' }, HasForexMultiple: [{ Value: 10 }, { Value: 50 }, { Value: 100 }], ForexMinCont: '0.01', ForexFeeRate: '7', Spread: '0.00012' },
        { Code: 'XAUUSD', ShowCode: 'Gold', MarketStatus: 0, ForexQuotations: { Bid: '2391.2', Ask: '2391.6' }, HasForexMultiple: [{ Value: 20 }], ForexMinCont: '0.01', ForexFeeRate: '10', Spread: '0.4' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10, 50, 100')).toBeVisible();
  },
};

export const ChangePassword: Story = {
  render: () => <ChangePasswordDialog busy={false} done={false} onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    await expect(c.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(c.getByLabelText('New password')).toHaveAccessibleDescription('12 to 128 characters.');
    await userEvent.type(c.getByLabelText('Current password'), 'the old one');
    await userEvent.type(c.getByLabelText('New password'), 'a long new passphrase');
    await expect(c.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

export const ChangePasswordRefused: Story = {
  render: () => <ChangePasswordDialog busy={false} done={false} error="the current password is wrong" onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent('the current password is wrong');
  },
};

export const PasswordChanged: Story = {
  render: () => <ChangePasswordDialog busy={false} done onSave={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    await expect(c.getByRole('status')).toHaveTextContent('Password changed. Your other sessions were signed out.');
    await expect(c.queryByLabelText('Current password')).toBeNull();
  },
};

const statementDownload = fn();

/** A user's statement for the desk: the month so far to start with; a refusal of the server shows its message. */
export const UserStatementDownload: Story = {
  beforeEach: () => void statementDownload.mockReset(),
  render: () => <UserStatement onDownload={statementDownload} now={() => new Date('2026-11-28T12:00:00Z')} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Whole days in UTC, up to 366 days. The download is recorded in the audit log.')).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText('Contents'), 'trades');
    await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(statementDownload).toHaveBeenCalledWith('trades', { from: '2026-11-01', to: '2026-11-28' }));
    statementDownload.mockRejectedValueOnce(new Error('User not found'));
    await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('User not found');
  },
};

const dataDownload = fn();

/** A client's copy of their data for the desk (compliance): one button. */
export const UserDataCopyDownload: Story = {
  beforeEach: () => void dataDownload.mockReset(),
  render: () => <UserDataCopy saving={false} onDownload={dataDownload} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: "The client's data" })).toBeVisible();
    await expect(c.getByText(/without their trade notes: for a request that came by letter or e-mail\. The download is recorded in the audit log\.$/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Download (JSON)' }));
    await expect(dataDownload).toHaveBeenCalledOnce();
  },
};

/** The server refused: its message under the button. */
export const UserDataCopyRefused: Story = {
  render: () => <UserDataCopy saving={false} error="You do not have permission for this" onDownload={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have permission for this');
  },
};

export const UserDataCopySaving: Story = {
  render: () => <UserDataCopy saving onDownload={fn()} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download (JSON)' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A client who copies a trader and is copied by others (copy trading): the desk sees both, and which positions are copies. */
const COPYING = {
  ...USER,
  orders: [{ ...USER.orders[0], copy_of: 288 }, USER.orders[1]],
  copy: {
    copies: [{ uid: '90000001', user: 'Atlas FX', multiplier: '0.5', stop_loss: '', started_at: '2026-11-20T08:00:00.000Z', open: 1, copied: 9, profit: '312.40', skipped: 0, last_skip: '' }],
    followers: 3,
  },
};

export const UserWhoCopies: Story = {
  render: () => <UserDetailView detail={COPYING} canLock={false} onLock={fn()} />,
  play: async ({ canvasElement }) => {
    const facts = canvasElement.querySelector<HTMLElement>('[data-copy-trading]')!;
    await expect(facts).toHaveTextContent('Copies Atlas FX ×0.5 since');
    await expect(facts).toHaveTextContent('(1 open)');
    await expect(facts).toHaveTextContent('Clients copying them: 3');
    const row = (id: number) => canvasElement.querySelector<HTMLElement>(`tr[data-order="${id}"]`)!;
    await expect(row(311)).toHaveTextContent('Copy of #288');
    await expect(row(312).querySelector('[data-copy]')).toBeNull();
  },
};

/** The dealing desk (dealing.close) may end each copy; a client who closed copying of their own trades says since when. */
const endCopy = fn();
export const DeskEndsACopy: Story = {
  render: () => <UserDetailView detail={{ ...COPYING, copy: { ...COPYING.copy, followers: 0, closed_at: '2026-11-28T09:30:00.000Z', unranked_at: '2026-11-28T09:31:00.000Z' } }} canLock={false} onLock={fn()} onEndCopy={endCopy} />,
  play: async ({ canvasElement }) => {
    const facts = canvasElement.querySelector<HTMLElement>('[data-copy-trading]')!;
    await expect(facts).toHaveTextContent('Does not let others copy them since');
    await expect(facts).toHaveTextContent('Not in the ranking since');
    await userEvent.click(within(facts).getByRole('button', { name: 'End copy' }));
    await expect(endCopy).toHaveBeenCalledWith(COPYING.copy.copies[0]);
  },
};

/** Ending a copy: what happens to the copies open and that the client is told; nothing sent without a reason. */
const copyCall = fn(async () => ({}));
export const EndACopy: Story = {
  render: () => <EndCopy client={{ call: copyCall } as unknown as ConsoleClient} userId={USER.user.id} copy={COPYING.copy.copies[0]} onDone={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'End the copy of Atlas FX' });
    await expect(dialog).toHaveTextContent('copies already open stay theirs and still close with the trader');
    const d = within(dialog);
    await expect(d.getByRole('button', { name: 'End copy' })).toBeDisabled();
    await userEvent.type(d.getByRole('textbox'), 'Trader under review');
    await userEvent.click(d.getByRole('button', { name: 'End copy' }));
    await expect(copyCall).toHaveBeenCalledWith('POST', `/users/${USER.user.id}/copy/stop`, { uid: '90000001', reason: 'Trader under review' });
  },
};
