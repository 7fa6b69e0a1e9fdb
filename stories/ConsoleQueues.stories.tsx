import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { ConsoleContext } from '../src/console/core/context';
import { fakeConsole } from './fixtures/fakeConsole';
import { DepositsView } from '../src/console/screens/Deposits/DepositsView';
import { Deposits } from '../src/console/screens/Deposits';
import { WithdrawalsView } from '../src/console/screens/Withdrawals/WithdrawalsView';
import { IdentityView } from '../src/console/screens/Identity/IdentityView';
import { ReviewDialog } from '../src/console/ui/ReviewDialog';
import { DEPOSITS, IDENTITY, WITHDRAWALS } from './fixtures/console';

// The operator console's review queues (docs/operators.md): each view in one state, the dialog, and the deposits
// queue bound to a console client over a fake admin API.
const meta = {
  title: 'Console/Queues',
  component: DepositsView,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { rows: DEPOSITS, canReview: true, onReview: fn() },
} satisfies Meta<typeof DepositsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositsWaiting: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('250.75 USD')).toBeVisible();
    await expect(c.getByRole('img', { name: 'Payment proof of deposit #41' })).toBeVisible();
    await userEvent.click(c.getAllByRole('button', { name: 'Approve' })[0]);
    await expect(args.onReview).toHaveBeenCalledWith(41, 'approve');
  },
};

export const DepositsReadOnly: Story = {
  args: { canReview: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const WithdrawalsWaiting: Story = {
  render: (args) => <WithdrawalsView rows={WITHDRAWALS} canReview onReview={args.onReview} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('0042 7781 2290')).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Mark paid' })).toHaveLength(2);
    // Both destinations say when they were added; only the one added minutes before the request stands out.
    const added = c.getAllByText(/^Added /);
    await expect(added).toHaveLength(2);
    await expect(added.map((e) => e.tagName)).toEqual(['SPAN', 'SMALL']);
  },
};

export const IdentityWaiting: Story = {
  render: (args) => <IdentityView rows={IDENTITY} canReview onReview={args.onReview} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Front of the document' })).toBeVisible();
    await expect(c.getByRole('img', { name: 'Back of the document' })).toBeVisible();
  },
};

export const RejectDialog: Story = {
  render: () => <ReviewDialog review={{ id: 41, decision: 'reject' }} busy={false} onConfirm={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Reject #41?' });
    // A rejection needs the reason the user will read.
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** The deposits queue over a fake admin API: approving removes the row from the waiting list. */
function fakeAdmin() {
  const rows = DEPOSITS.map((d) => ({ ...d }));
  return fakeConsole({ operator: { id: 1, email: 'finance@broker.example', name: 'Finance', role: 'finance' }, permissions: ['funds.read', 'funds.review'] }, (url, init, json) => {
    const approve = /\/deposits\/(\d+)\/approve$/.exec(url.pathname);
    if (approve && init?.method === 'POST') {
      const d = rows.find((r) => r.id === Number(approve[1]))!;
      d.status = 1;
      return json({ deposit: d, credited: true });
    }
    if (url.pathname.endsWith('/deposits')) return json({ data: rows.filter((r) => url.searchParams.get('status') !== '0' || r.status === 0), total: rows.length });
    return undefined;
  });
}

export const DepositsBound: Story = {
  render: () => (
    <ConsoleContext.Provider value={fakeAdmin()}>
      <Deposits />
    </ConsoleContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = await c.findByText('250.75 USD');
    await userEvent.click(within(row.closest('tr')!).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(c.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(c.queryByText('250.75 USD')).toBeNull());
    await expect(c.getByText('1,200.00 USD')).toBeVisible();
  },
};
