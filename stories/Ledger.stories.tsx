import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { Ledger, LedgerView } from '../src/widgets/Ledger';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';
import { LEDGER } from './fixtures/funds';

const meta = {
  title: 'Funds/Ledger',
  component: LedgerView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Ledger', component: Ledger } },
  args: { balance: '255', lockBalance: '0', items: LEDGER, total: LEDGER.length, loading: false, onLoadMore: fn(), onRefresh: fn() },
} satisfies Meta<typeof LedgerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pipkit-ledger-available')).toHaveTextContent('255.00');
    await expect(c.getByTestId('pipkit-ledger-frozen')).toHaveTextContent('0.00');
    const rows = c.getAllByTestId('pipkit-ledger-row');
    await expect(rows).toHaveLength(5);
    // Type 10 shows Memo, others MemoTran.
    await expect(rows[2]).toHaveTextContent('Welcome bonus');
    await expect(rows[2]).not.toHaveTextContent('Adjustment');
    await expect(rows[0]).toHaveTextContent('Withdrawal #3 rejected, amount returned');
    await expect(rows[0]).toHaveTextContent('+100.00');
    await expect(rows[1]).toHaveTextContent('-100.00');
    await expect(rows[1]).toHaveTextContent('Frozen +100.00');
    // A 6-decimal fee keeps its precision.
    await expect(rows[3]).toHaveTextContent('-0.7045');
    await expect(c.getByText('No more')).toBeVisible();
  },
};

export const MorePages: Story = {
  args: { total: 12 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], total: 0, loading: true, balance: null, lockBalance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refreshing…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { items: [], total: 0, error: 'Network error (0)' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Network error (0)');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('المتاح')).toBeVisible();
  },
};

let ledgerCalls = 0;
const PAGE2 = LEDGER.map((e, i) => ({ ...e, Id: 100 + i }));
const bound = fakeAccountsPipkit({
  '/v1/api/main/wallet/getBalance': { balance: '255.000000', lock_balance: '0.000000' },
  '/v1/api/main/accountLog/forexChange': () => {
    // The fake records paths without queries: the n-th ledger call is page n.
    ledgerCalls += 1;
    return { list: ledgerCalls === 1 ? LEDGER : PAGE2, total: 10 };
  },
});

export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    bound.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'real@example.com', invite_code: '', is_demo: 0 });
    bound.requests.length = 0;
    ledgerCalls = 0;
    return () => {
      bound.pipkit.stores.session.clear();
      bound.pipkit.stores.$balance.set(null);
    };
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <Ledger />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByTestId('pipkit-ledger-available')).toHaveTextContent('255.00'));
    await waitFor(() => expect(c.getAllByTestId('pipkit-ledger-row').length).toBeGreaterThanOrEqual(5));
    // The end of the list scrolls into view (or the button) → page 2; then total reached → 'No more'.
    await waitFor(() => expect(c.getAllByTestId('pipkit-ledger-row')).toHaveLength(10));
    await expect(await c.findByText('No more')).toBeVisible();
  },
};
