import { t } from '../src/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { Deposit, DepositView } from '../src/widgets/Deposit';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';
import { ADDRESSES, BANKS, DEPOSITS, PROOF } from './fixtures/funds';

const history = { items: DEPOSITS, total: DEPOSITS.length, loading: false, onLoadMore: fn(), onRefresh: fn() };

const meta = {
  title: 'Funds/Deposit',
  component: DepositView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Deposit', component: Deposit } },
  args: {
    mode: 0,
    addresses: ADDRESSES,
    banks: BANKS,
    addressId: 1,
    bankId: 1,
    amount: '',
    proofUrl: null,
    history,
    onModeChange: fn(),
    onAddressChange: fn(),
    onBankChange: fn(),
    onAmountChange: fn(),
    onProofPick: fn(),
    onProofRemove: fn(),
    onCopy: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof DepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Coin: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Digital currency' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Copy: Deposit address' }));
    await expect(args.onCopy).toHaveBeenCalledWith('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.selectOptions(c.getByLabelText('Currency and network'), '2');
    await expect(args.onAddressChange).toHaveBeenCalledWith(2);
    await userEvent.type(c.getByLabelText('Amount (USD)'), '5');
    await expect(args.onAmountChange).toHaveBeenCalledWith('5');
    await userEvent.click(c.getByRole('tab', { name: 'Bank transfer' }));
    await expect(args.onModeChange).toHaveBeenCalledWith(1);
    // History with every status.
    for (const s of ['Under review', 'Completed', 'Rejected', 'Invalid']) await expect(c.getByText(s)).toBeVisible();
    await expect(c.getByText('Proof unreadable')).toBeVisible();
    await expect(c.getByText('No more')).toBeVisible();
  },
};

export const Bank: Story = {
  args: { mode: 1 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Example Bank Ltd')).toBeVisible();
    await expect(c.getByText('EXBKHKHH')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Copy: Account number' }));
    await expect(args.onCopy).toHaveBeenCalledWith('012-345678-901');
  },
};

export const BankWithoutAccount: Story = {
  args: { mode: 1, banks: [], bankId: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(t('msg.noPayWay'))).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const WithProof: Story = {
  args: { amount: '250', proofUrl: PROOF },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Payment proof' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Remove' }));
    await expect(args.onProofRemove).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const InvalidAmount: Story = {
  args: { amount: '1.234', amountError: 'Enter an amount greater than 0 with at most 2 decimals' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount (USD)');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an amount greater than 0 with at most 2 decimals');
  },
};

// The trader's own deposit limit (docs/accounts.md "Trading limits and breaks"), said before the form is filled.
export const WithDepositLimit: Story = {
  args: { depositLimit: { amount: '500.00', period: 'week', used: '120.00', left: '380.00', reached: false, next: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pipkit-deposit-limit')).toHaveTextContent('Your deposit limit leaves 380.00 USD to deposit now (500.00 USD per 7 days).');
  },
};

export const OnBreak: Story = {
  args: { breakUntil: '2026-12-07T18:30:00.000Z', depositLimit: { amount: '500.00', period: 'week', used: '120.00', left: '380.00', reached: false, next: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-deposit-break')).toHaveTextContent(/^You are on a break from trading until .*: deposits wait until it ends\.$/);
    await expect(c.queryByTestId('pipkit-deposit-limit')).toBeNull();
    await expect(c.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, history: { ...history, items: [], total: 0, loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

export const EmptyHistory: Story = {
  args: { history: { ...history, items: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const HistoryError: Story = {
  args: { history: { ...history, items: [], total: 0, error: 'Network error (0)' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Network error (0)');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.history.onRefresh).toHaveBeenCalled();
  },
};

export const MorePages: Story = {
  args: { history: { ...history, total: 9 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.history.onLoadMore).toHaveBeenCalled();
  },
};

export const DemoBlocked: Story = {
  args: { demoBlocked: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please register or log in to a real account');
    await expect(c.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'عملة رقمية' })).toBeVisible();
    await expect(c.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeVisible();
  },
};

// The bound widget against a fake transport: proof upload, submit with an idempotency key, history refresh.
let submitted = 0;
const bound = fakeAccountsPipkit({
  '/api/quickCharge/info': ADDRESSES,
  '/api/quickCharge/wire_info': BANKS,
  '/api/quickCharge/quick_ist': () => ({ data: submitted ? DEPOSITS.slice(0, 1) : [], total: submitted ? 1 : 0 }),
  '/api/common/image_upload': () => ({ url: PROOF }),
  '/api/quickCharge/submit': () => {
    submitted += 1;
    return DEPOSITS[0];
  },
  '/api/user/limits': () => ({
    deposit: { amount: '1000.00', period: 'day', used: submitted ? '250.00' : '0.00', left: submitted ? '750.00' : '1000.00', next: null },
    loss: { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null },
    break_until: null,
    break_days: [1, 7, 30, 180],
  }),
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    submitted = 0;
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Deposit />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await expect(await c.findByText('No data yet')).toBeVisible();
    await expect(await c.findByTestId('pipkit-deposit-limit')).toHaveTextContent('leaves 1000.00 USD');
    await userEvent.type(c.getByLabelText('Amount (USD)'), '1.234');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(c.getByLabelText('Amount (USD)')).toHaveAccessibleDescription('Enter an amount greater than 0 with at most 2 decimals');
    await userEvent.clear(c.getByLabelText('Amount (USD)'));
    await userEvent.type(c.getByLabelText('Amount (USD)'), '250');
    await userEvent.upload(c.getByTestId('pipkit-proof-input'), new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }));
    await c.findByRole('img', { name: 'Payment proof' });
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toBe(1));
    const sub = bound.requests.find((r) => r.path === '/api/quickCharge/submit')!;
    await expect(sub.body).toMatchObject({ number: '250', charge_id: '1', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', proofImg: PROOF });
    await expect(await c.findByText('Under review')).toBeVisible();
    await expect(c.getByLabelText('Amount (USD)')).toHaveValue('');
    // the limit is read again after the claim
    await waitFor(() => expect(c.getByTestId('pipkit-deposit-limit')).toHaveTextContent('leaves 750.00 USD'));
  },
};
