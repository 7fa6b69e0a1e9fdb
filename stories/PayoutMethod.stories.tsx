import { t } from '../src/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { PayoutMethod, PayoutMethodView } from '../src/widgets/PayoutMethod';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';
import { codeAsked, expectCodeField } from './fixtures/twoStep';
import { BANK_CURRENCIES, COIN_CURRENCIES } from './fixtures/funds';

const EMPTY = { bank_name: '', payee_name: '', payee_account: '', bank_branch: '', bank_address: '', bank_swift: '' };

const meta = {
  title: 'Funds/PayoutMethod',
  component: PayoutMethodView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'PayoutMethod', component: PayoutMethod } },
  args: {
    type: 1,
    currencies: COIN_CURRENCIES,
    currencyId: 1,
    address: '',
    bank: EMPTY,
    errors: {},
    onCurrencyChange: fn(),
    onAddressChange: fn(),
    onBankChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PayoutMethodView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CoinAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Currency and network'), '2');
    await expect(args.onCurrencyChange).toHaveBeenCalledWith(2);
    await userEvent.type(c.getByLabelText('Withdrawal address *'), 'T');
    await expect(args.onAddressChange).toHaveBeenCalledWith('T');
    await userEvent.click(c.getByRole('button', { name: 'Bind' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const CoinAddressInvalid: Story = {
  args: { address: '0x1234', errors: { address: 'This is not a valid TRC20 address' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Withdrawal address *')).toHaveAccessibleDescription('This is not a valid TRC20 address');
  },
};

export const BankAccount: Story = {
  args: { type: 2, currencies: BANK_CURRENCIES, currencyId: 4 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // One bank currency: no picker.
    await expect(c.queryByRole('combobox')).toBeNull();
    await userEvent.type(c.getByLabelText('Account holder *'), 'J');
    await expect(args.onBankChange).toHaveBeenCalledWith('payee_name', 'J');
    for (const l of ['Account number *', 'Bank name *', 'Branch', 'Bank address', 'SWIFT code']) await expect(c.getByLabelText(l)).toBeVisible();
  },
};

export const BankMissingFields: Story = {
  args: { type: 2, currencies: BANK_CURRENCIES, currencyId: 4, errors: { payee_name: 'Please complete', payee_account: 'Please complete', bank_name: 'Please complete' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Bank name *')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoCurrencies: Story = {
  args: { currencies: [], currencyId: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(t('msg.noPayWay'))).toBeVisible();
    await expect(c.getByRole('button', { name: 'Bind' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
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
  args: { type: 2, currencies: BANK_CURRENCIES, currencyId: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('نام بانک *')).toBeVisible();
  },
};

const bound = fakeAccountsPipkit({
  '/api/account/draw_symbol_list': COIN_CURRENCIES,
  '/api/wallet/bind_draw_method': (r: Recorded) => ({ id: 11, ...r.body }),
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    bound.requests.length = 0;
  },
  render: () => {
    const done = fn();
    (globalThis as { __payoutDone?: typeof done }).__payoutDone = done;
    return (
      <PipkitProvider client={bound.pipkit}>
        <PayoutMethod type={1} onDone={done} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByLabelText('Currency and network');
    await userEvent.type(c.getByLabelText('Withdrawal address *'), '0xnot-a-tron-address');
    await userEvent.click(c.getByRole('button', { name: 'Bind' }));
    await expect(c.getByLabelText('Withdrawal address *')).toHaveAccessibleDescription('This is not a valid TRC20 address');
    await userEvent.clear(c.getByLabelText('Withdrawal address *'));
    await userEvent.type(c.getByLabelText('Withdrawal address *'), 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await userEvent.click(c.getByRole('button', { name: 'Bind' }));
    const done = (globalThis as { __payoutDone?: ReturnType<typeof fn> }).__payoutDone!;
    await waitFor(() => expect(done).toHaveBeenCalled());
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/wallet/bind_draw_method')?.body).toEqual({ draw_id: '1', type: '1', dc_address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' });
  },
};

export const TwoStepCodeAsked: Story = {
  args: { address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', twoFactor: { value: '', missing: false, onChange: fn() } },
  play: ({ canvasElement, args }) => expectCodeField(canvasElement, args.twoFactor!.onChange),
};

// With two-step sign-in on, the first bind is answered code 3; the code field appears and the next try carries it.
const twoStep = fakeAccountsPipkit({
  '/api/account/draw_symbol_list': COIN_CURRENCIES,
  '/api/wallet/bind_draw_method': (r: Recorded) =>
    r.body?.totp_code
      ? { id: 12, ...r.body }
      : codeAsked(),
});
const twoStepDone = fn();

export const TwoStepBound: Story = {
  beforeEach: () => {
    twoStep.requests.length = 0;
    twoStepDone.mockClear();
  },
  render: () => (
    <PipkitProvider client={twoStep.pipkit}>
      <PayoutMethod type={1} onDone={twoStepDone} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByLabelText('Currency and network');
    await userEvent.type(c.getByLabelText('Withdrawal address *'), 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await userEvent.click(c.getByRole('button', { name: 'Bind' }));
    const code = await c.findByLabelText('Authentication code');
    await expect(twoStepDone).not.toHaveBeenCalled();
    await userEvent.type(code, '123456');
    await userEvent.click(c.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(twoStepDone).toHaveBeenCalled());
    const binds = twoStep.requests.filter((r: Recorded) => r.path === '/api/wallet/bind_draw_method');
    await expect(binds.map((r: Recorded) => r.body?.totp_code ?? null)).toEqual([null, '123456']);
  },
};
