import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TradingLimits as Limits } from '../src/core/api/limits';
import { PipkitProvider } from '../src/widgets/provider';
import { TradingLimits, TradingLimitsView } from '../src/widgets/TradingLimits';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Trading limits and breaks (docs/accounts.md "Trading limits and breaks"): one state per story, then the bound widget
// setting a limit and taking a break against a fake server.
const NONE = { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null } as const;
const EMPTY: Limits = { deposit: NONE, loss: NONE, break_until: null, break_days: [1, 7, 30, 180] };
const SET: Limits = {
  ...EMPTY,
  deposit: { amount: '500.00', period: 'week', used: '120.00', left: '380.00', reached: false, next: null },
  loss: { amount: '200.00', period: 'day', used: '35.50', left: '164.50', reached: false, next: { amount: '400.00', period: 'day', at: '2026-12-01T18:30:00.000Z' } },
};
const drafts = (l: Limits) => ({ deposit: { amount: l.deposit.amount ?? '', period: l.deposit.period }, loss: { amount: l.loss.amount ?? '', period: l.loss.period } });

const meta = {
  title: 'Account/TradingLimits',
  component: TradingLimitsView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'TradingLimits', component: TradingLimits } },
  args: {
    limits: SET,
    failed: false,
    drafts: drafts(SET),
    days: 7,
    breakEnds: '2026-12-07T18:30:00.000Z',
    password: '',
    busy: false,
    confirm: false,
    onRetry: fn(),
    onDraftChange: fn(),
    onSave: fn(),
    onRemove: fn(),
    onDaysChange: fn(),
    onPasswordChange: fn(),
    onBreak: fn(),
    onConfirmBreak: fn(),
    onCancelBreak: fn(),
  },
} satisfies Meta<typeof TradingLimitsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LimitsSet: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const deposit = within(c.getByTestId('pipkit-limit-deposit'));
    await expect(deposit.getByText('500.00 USD per 7 days · used 120.00 USD')).toBeVisible();
    const loss = within(c.getByTestId('pipkit-limit-loss'));
    // a looser limit waits its 24 hours, and says so
    await expect(loss.getByRole('status')).toHaveTextContent('400.00 USD per 24 hours');
    await userEvent.click(loss.getByRole('button', { name: 'Remove limit' }));
    await expect(args.onRemove).toHaveBeenCalledWith('loss');
    await userEvent.click(deposit.getByRole('button', { name: 'Save limit' }));
    await expect(args.onSave).toHaveBeenCalledWith('deposit');
  },
};

/** The loss limit used whole: the screen says what the order ticket says — no new positions until losses fall below it. */
export const LossLimitReached: Story = {
  args: { limits: { ...SET, loss: { amount: '200.00', period: 'day', used: '214.30', left: '0.00', reached: true, next: null } } },
  play: async ({ canvasElement }) => {
    const loss = within(within(canvasElement).getByTestId('pipkit-limit-loss'));
    await expect(loss.getByText('200.00 USD per 24 hours · used 214.30 USD')).toBeVisible();
    await expect(loss.getByTestId('pipkit-loss-reached')).toHaveTextContent(/^Your loss limit of 200\.00 USD per 24 hours is reached: you can close positions/);
    await expect(within(canvasElement).queryAllByTestId('pipkit-loss-reached')).toHaveLength(1);
  },
};

export const NoLimits: Story = {
  args: { limits: EMPTY, drafts: drafts(EMPTY) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('No limit')).toHaveLength(2);
    await expect(c.queryByRole('button', { name: 'Remove limit' })).toBeNull();
    // nothing to save until an amount is typed
    for (const b of c.getAllByRole('button', { name: 'Save limit' })) await expect(b).toBeDisabled();
    await userEvent.type(within(c.getByTestId('pipkit-limit-loss')).getByLabelText('Amount (USD)'), '5');
    await expect(args.onDraftChange).toHaveBeenCalledWith('loss', { amount: '5', period: 'day' });
    // a break needs the password first
    await expect(c.getByRole('button', { name: 'Take a break' })).toBeDisabled();
  },
};

export const OnBreak: Story = {
  args: { limits: { ...SET, break_until: '2026-12-07T18:30:00.000Z' }, password: 'secret-pass' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-break-on')).toHaveTextContent('You are on a break from trading until');
    await userEvent.click(c.getByRole('button', { name: 'Take a break' }));
    await expect(args.onBreak).toHaveBeenCalled();
  },
};

export const ConfirmBreak: Story = {
  args: { password: 'secret-pass', confirm: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Take a break' });
    await expect(dialog).toHaveTextContent('your pending orders are cancelled now. It cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    await expect(args.onConfirmBreak).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { limits: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { limits: null, failed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

let live: Limits = EMPTY;
const bound = fakeAccountsPipkit({
  '/api/user/limits': () => live,
  '/api/user/limits/set': (r: Recorded) => {
    live = { ...live, [r.body!.kind]: { amount: Number(r.body!.amount).toFixed(2), period: r.body!.period, used: '0.00', left: Number(r.body!.amount).toFixed(2), next: null } };
    return live;
  },
  '/api/user/limits/break': () => {
    live = { ...live, break_until: '2026-12-07T18:30:00.000Z' };
    return live;
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    live = EMPTY;
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <TradingLimits />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const loss = within(await c.findByTestId('pipkit-limit-loss'));
    await userEvent.type(loss.getByLabelText('Amount (USD)'), '150');
    await userEvent.selectOptions(loss.getByLabelText('Period'), 'week');
    await userEvent.click(loss.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(loss.getByText('150.00 USD per 7 days · used 0.00 USD')).toBeVisible());
    await expect(bound.requests.find((r) => r.path === '/api/user/limits/set')?.body).toEqual({ kind: 'loss', amount: '150', period: 'week' });

    await userEvent.selectOptions(c.getByLabelText('Length'), '30');
    await userEvent.type(c.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(c.getByRole('button', { name: 'Take a break' }));
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(c.getByTestId('pipkit-break-on')).toBeVisible());
    await expect(bound.requests.find((r) => r.path === '/api/user/limits/break')?.body).toEqual({ days: '30', password: 'secret-pass' });
    await expect(c.getByLabelText('Password')).toHaveValue('');
  },
};
