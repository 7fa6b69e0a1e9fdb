import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { Wallet, PayoutList, PayoutListView, WalletView } from '../src/widgets/Wallet';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';
import { BANK_METHODS, COIN_METHODS } from './fixtures/funds';
import { expectOneLine } from './fixtures/layout';

const meta = {
  title: 'Funds/Wallet',
  component: WalletView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Wallet', component: Wallet } },
  args: { balance: '1234.5', lockBalance: '120.55', onBankCards: fn(), onCoinAddresses: fn() },
} satisfies Meta<typeof WalletView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1,355.05')).toBeVisible();
    await expectOneLine(canvasElement.querySelector<HTMLElement>('.total')!);
    await expect(c.getByTestId('pipkit-wallet-available')).toHaveTextContent('1,234.50');
    await expect(c.getByTestId('pipkit-wallet-frozen')).toHaveTextContent('120.55');
    await userEvent.click(c.getByRole('button', { name: 'Bank cards' }));
    await expect(args.onBankCards).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Coin addresses' }));
    await expect(args.onCoinAddresses).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { balance: null, lockBalance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pipkit-wallet-available')).toHaveTextContent('--');
    await expectOneLine(canvasElement.querySelector<HTMLElement>('.total')!);
  },
};

export const DemoBlocked: Story = {
  args: { demoBlocked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please register or log in to a real account');
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'البطاقات البنكية' })).toBeVisible();
  },
};

const listArgs = { kind: 'coin' as const, loading: false, items: COIN_METHODS, confirmId: null, onAdd: fn(), onDelete: fn(), onConfirm: fn(), onCancel: fn() };

export const CoinAddresses: Story = {
  render: () => <PayoutListView {...listArgs} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Add address' }));
    await expect(listArgs.onAdd).toHaveBeenCalled();
    // Keyboard path: the Delete button of a row is focusable and slides the row open.
    await userEvent.click(c.getByRole('button', { name: 'Delete: TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }));
    await expect(listArgs.onDelete).toHaveBeenCalledWith(7);
  },
};

// The second address was bound a moment ago: withdrawals wait out its hold (docs/funds.md "Payout hold").
export const NewAddressOnHold: Story = {
  render: () => (
    <PayoutListView
      {...listArgs}
      now={Date.parse('2026-11-27T09:30:00.000Z')}
      items={[COIN_METHODS[0], { ...COIN_METHODS[1], usable_at: '2026-11-28T09:30:00.000Z' }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const held = c.getAllByTestId('pipkit-payout-held');
    await expect(held).toHaveLength(1);
    await expect(held[0]).toHaveTextContent(/^Usable for withdrawals from .*2026/);
    await expect(held[0].closest('[data-testid="pipkit-payout-row"]')).toHaveTextContent('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
  },
};

export const SwipeToDelete: Story = {
  render: () => <PayoutListView {...listArgs} onDelete={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getAllByTestId('pipkit-payout-row')[0];
    const box = row.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width - 20;
    row.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y, pointerId: 1 }));
    row.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x - 60, clientY: y, pointerId: 1 }));
    row.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x - 100, clientY: y, pointerId: 1 }));
    row.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x - 100, clientY: y, pointerId: 1 }));
    await waitFor(() => expect(row.style.transform || getComputedStyle(row).transform).not.toBe('none'));
    await waitFor(() => expect(getComputedStyle(row).transform).toMatch(/matrix\(1, 0, 0, 1, -88, 0\)/));
  },
};

export const BankCards: Story = {
  render: () => <PayoutListView {...listArgs} kind="bank" items={BANK_METHODS} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Commerzbank')).toBeVisible();
    await expect(c.getByText(/Jane Doe/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Add bank card' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  render: () => <PayoutListView {...listArgs} confirmId={7} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Confirm deletion' });
    await expect(dialog).toHaveTextContent('Delete this address?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(listArgs.onConfirm).toHaveBeenCalled();
  },
};

export const EmptyList: Story = {
  render: () => <PayoutListView {...listArgs} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const ListLoading: Story = {
  render: () => <PayoutListView {...listArgs} loading items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

let methods = [...COIN_METHODS];
const bound = fakeAccountsPipkit({
  '/api/wallet/get_draw_method': () => methods,
  '/api/wallet/del_draw_method': (r: Recorded) => {
    methods = methods.filter((m) => String(m.id) !== r.body?.id);
    return { id: Number(r.body?.id) };
  },
});

export const BoundDeleteWithFakeServer: Story = {
  beforeEach: () => {
    methods = [...COIN_METHODS];
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <PayoutList kind="coin" onNavigate={fn()} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    await userEvent.click(c.getByRole('button', { name: 'Delete: TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' }));
    const dialog = c.getByRole('dialog', { name: 'Confirm deletion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(c.getByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Delete: TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' }));
    await userEvent.click(within(c.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(c.queryByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBeNull());
    await expect(bound.requests.find((r: Recorded) => r.path === '/api/wallet/del_draw_method')?.body).toEqual({ id: '8' });
  },
};
