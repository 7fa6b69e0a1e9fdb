import { t } from '../src/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withdrawPreview } from '../src/core/money';
import { PipkitProvider } from '../src/widgets/provider';
import { Withdraw, WithdrawView } from '../src/widgets/Withdraw';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';
import { codeAsked, expectCodeField } from './fixtures/twoStep';
import { BANK_CURRENCIES, BANK_METHODS, COIN_CURRENCIES, COIN_METHODS, WITHDRAWALS } from './fixtures/funds';

const records = { items: WITHDRAWALS, total: WITHDRAWALS.length, loading: false, onLoadMore: fn(), onRefresh: fn() };
// The preview the view shows comes from core/money withdrawPreview (docs/product.md#constants-and-limits), exactly as the hook computes it.
const preview = (amount: string, c = COIN_CURRENCIES[0]) => withdrawPreview({ amount, feeType: c.fee_type, drawRate: c.draw_rate, usdPrice: c.usd_price });

const meta = {
  title: 'Funds/Withdraw',
  component: WithdrawView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Withdraw', component: Withdraw } },
  args: {
    mode: 1,
    balance: '1234.5',
    currencies: COIN_CURRENCIES,
    currencyId: 1,
    methods: COIN_METHODS,
    methodId: 7,
    amount: '',
    memo: '',
    ...preview(''),
    notBoundOpen: false,
    records,
    onModeChange: fn(),
    onCurrencyChange: fn(),
    onMethodChange: fn(),
    onAmountChange: fn(),
    onAll: fn(),
    onMemoChange: fn(),
    onSubmit: fn(),
    onBind: fn(),
    onNotBoundConfirm: fn(),
    onNotBoundCancel: fn(),
  },
} satisfies Meta<typeof WithdrawView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-withdraw-balance')).toHaveTextContent('1,234.50 USD');
    await expect(c.getByTestId('pipkit-withdraw-fee')).toHaveTextContent('0.000000');
    await expect(c.getByTestId('pipkit-withdraw-receive')).toHaveTextContent('0.00 USDT');
    await userEvent.type(c.getByLabelText('Amount (USD)'), '1');
    await expect(args.onAmountChange).toHaveBeenCalledWith('1');
    await userEvent.click(c.getByRole('button', { name: 'All' }));
    await expect(args.onAll).toHaveBeenCalled();
    await userEvent.type(c.getByLabelText('Remark'), 'x');
    await expect(args.onMemoChange).toHaveBeenCalledWith('x');
    await userEvent.selectOptions(c.getByLabelText('Withdrawal address'), '8');
    await expect(args.onMethodChange).toHaveBeenCalledWith(8);
  },
};

export const FixedFee: Story = {
  args: { amount: '120.55', ...preview('120.55') },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-withdraw-fee')).toHaveTextContent('1.000000');
    await expect(c.getByTestId('pipkit-withdraw-receive')).toHaveTextContent('119.55 USDT');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const RatioFee: Story = {
  args: { currencyId: 3, methods: [], methodId: null, amount: '1000', ...preview('1000', COIN_CURRENCIES[2]) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // 0.005 × 1000 = 5 USD fee; (1000 − 5) × 0.00001 = 0.00995 BTC → 0.00 at 2 dp (docs/product.md#constants-and-limits precision).
    await expect(c.getByTestId('pipkit-withdraw-fee')).toHaveTextContent('5.000000');
    await expect(c.getByTestId('pipkit-withdraw-receive')).toHaveTextContent('0.00 BTC');
  },
};

export const BankRatioFee: Story = {
  args: { mode: 2, currencies: BANK_CURRENCIES, currencyId: 4, methods: BANK_METHODS, methodId: 9, amount: '50.50', ...preview('50.50', BANK_CURRENCIES[0]) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Bank account')).toHaveDisplayValue('Commerzbank · DE89370400440532013000');
    await expect(c.getByTestId('pipkit-withdraw-fee')).toHaveTextContent('0.505000');
    await expect(c.getByTestId('pipkit-withdraw-receive')).toHaveTextContent('49.99 USD');
  },
};

export const FeeAboveAmount: Story = {
  args: { amount: '0.5', ...preview('0.5') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pipkit-withdraw-receive')).toHaveTextContent('0.00 USDT');
  },
};

// The chosen address was bound a moment ago: the screen says until when it waits (docs/funds.md "Payout hold").
export const MethodOnHold: Story = {
  args: {
    now: Date.parse('2026-11-27T09:30:00.000Z'),
    methods: [COIN_METHODS[0], { ...COIN_METHODS[1], usable_at: '2026-11-28T09:30:00.000Z' }],
    methodId: 8,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-withdraw-held')).toHaveTextContent(/^This payout method is new: withdrawals can be paid to it from .*2026/);
    // The server decides; the form stays usable (a clock that runs ahead of the server's would otherwise lock it).
    await expect(c.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

export const NothingBound: Story = {
  args: { methods: [], methodId: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(t('msg.notBound'), { exact: false })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Add address' }));
    await expect(args.onBind).toHaveBeenCalled();
  },
};

export const NotBoundConfirm: Story = {
  args: { methods: [], methodId: null, notBoundOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: t('msg.notBound') });
    await expect(dialog).toHaveTextContent('You have not bound a withdrawal address yet. Bind one now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onNotBoundConfirm).toHaveBeenCalled();
  },
};

export const InvalidAmount: Story = {
  args: { amount: 'abc', amountError: 'Enter an amount greater than 0 with at most 2 decimals' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { amount: '10', ...preview('10'), submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Records: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const s of ['Pending review', 'Paid', 'Rejected']) await expect(c.getByText(s)).toBeVisible();
    await expect(c.getByText('Please verify your identity first')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, balance: null, records: { ...records, items: [], total: 0, loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

export const NoRecords: Story = {
  args: { records: { ...records, items: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const RecordsError: Story = {
  args: { records: { ...records, items: [], total: 0, error: 'Network error (0)' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Network error (0)');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.records.onRefresh).toHaveBeenCalled();
  },
};

export const NoCurrencies: Story = {
  args: { currencies: [], currencyId: null, methods: [], methodId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('msg.noPayWay'))).toBeVisible();
  },
};

export const DemoBlocked: Story = {
  args: { demoBlocked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please register or log in to a real account');
  },
};

export const PersianRtl: Story = {
  globals: { locale: 'fa' },
  args: { amount: '120.55', ...preview('120.55') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pipkit-withdraw-receive')).toHaveTextContent('119.55 USDT');
  },
};

export const TwoStepCodeAsked: Story = {
  args: { amount: '120.55', ...preview('120.55'), twoFactor: { value: '', missing: false, onChange: fn() } },
  play: ({ canvasElement, args }) => expectCodeField(canvasElement, args.twoFactor!.onChange),
};

// Bound: the hook computes the preview with core/money, submits once with an idempotency key, refreshes the balance.
let balance = '500.000000';
const drawn: Record<string, string>[] = [];
const bound = fakeAccountsPipkit({
  '/v1/api/main/wallet/getBalance': () => ({ balance, lock_balance: '0.000000' }),
  '/api/account/draw_symbol_list': COIN_CURRENCIES,
  '/api/wallet/get_draw_method': () => COIN_METHODS,
  '/api/account/draw_list': () => ({ data: drawn.length ? WITHDRAWALS.slice(0, 1) : [], total: drawn.length ? 1 : 0 }),
  '/api/account/draw': (r: Recorded) => {
    drawn.push(r.body ?? {});
    balance = '379.450000';
    return WITHDRAWALS[0];
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    balance = '500.000000';
    drawn.length = 0;
    bound.pipkit.stores.$balance.set(null);
    bound.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'real@example.com', invite_code: '', is_demo: 0 });
    return () => {
      bound.pipkit.stores.session.clear();
      bound.pipkit.stores.$balance.set(null);
    };
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Withdraw onNavigate={fn()} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByTestId('pipkit-withdraw-balance')).toHaveTextContent('500.00 USD'));
    await c.findByLabelText('Withdrawal address');
    await userEvent.type(c.getByLabelText('Amount (USD)'), '120.55');
    await expect(c.getByTestId('pipkit-withdraw-fee')).toHaveTextContent('1.000000');
    await expect(c.getByTestId('pipkit-withdraw-receive')).toHaveTextContent('119.55 USDT');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(drawn).toHaveLength(1));
    await expect(drawn[0]).toMatchObject({ draw_currency_id: '1', number: '120.55', draw_method_id: '7', memo: '' });
    await expect(drawn[0].idempotency_key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    await waitFor(() => expect(c.getByTestId('pipkit-withdraw-balance')).toHaveTextContent('379.45 USD'));
    await expect(await c.findByText('Pending review')).toBeVisible();
  },
};

// With two-step sign-in on: the first submit is answered code 3, the code field appears, and the next submit carries the
// code with the same idempotency key (nothing was made by the first); afterwards the field stays, emptied.
const twoStep = fakeAccountsPipkit({
  '/v1/api/main/wallet/getBalance': () => ({ balance: '500.000000', lock_balance: '0.000000' }),
  '/api/account/draw_symbol_list': COIN_CURRENCIES,
  '/api/wallet/get_draw_method': () => COIN_METHODS,
  '/api/account/draw_list': () => ({ data: [], total: 0 }),
  '/api/account/draw': (r: Recorded) =>
    r.body?.totp_code
      ? WITHDRAWALS[0]
      : codeAsked(),
});

export const TwoStepBound: Story = {
  beforeEach: () => {
    twoStep.requests.length = 0;
    twoStep.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'real@example.com', invite_code: '', is_demo: 0 });
    return () => twoStep.pipkit.stores.session.clear();
  },
  render: () => (
    <PipkitProvider client={twoStep.pipkit}>
      <Withdraw onNavigate={fn()} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByLabelText('Withdrawal address');
    await userEvent.type(c.getByLabelText('Amount (USD)'), '120.55');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    const code = await c.findByLabelText('Authentication code');
    await userEvent.type(code, '123456');
    await userEvent.click(c.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(c.getByLabelText('Amount (USD)')).toHaveValue(''));
    const draws = twoStep.requests.filter((r: Recorded) => r.path === '/api/account/draw');
    await expect(draws.map((r: Recorded) => r.body?.totp_code ?? null)).toEqual([null, '123456']);
    await expect(draws[1].body?.idempotency_key).toBe(draws[0].body?.idempotency_key);
    await expect(c.getByLabelText('Authentication code')).toHaveValue('');
  },
};
