import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { StatementView, useStatement } from '../src/widgets/Statement';
import { fakeAccountsPipkit, type Recorded } from './fixtures/accountsTransport';

// Statements (docs/funds.md "Statements"): one state per story, then the bound widget over a fake server.
const meta = {
  title: 'Funds/Statement',
  component: StatementView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Statement' } },
  args: {
    kind: 'ledger',
    from: '2026-11-01',
    to: '2026-11-28',
    today: '2026-11-28',
    invalid: false,
    busy: false,
    open: true,
    onKind: fn(),
    onFrom: fn(),
    onTo: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof StatementView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folded, as the history screen starts: one line above the ledger. */
export const Folded: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Download a statement')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Download CSV' })).not.toBeVisible();
  },
};

export const MonthSoFar: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Contents')).toHaveValue('ledger');
    await expect(c.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(c.getByLabelText('To')).toHaveAttribute('max', '2026-11-28');
    await expect(c.getByText('Whole days in UTC, up to 366 days, as a CSV file for a spreadsheet.')).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText('Contents'), 'trades');
    await expect(args.onKind).toHaveBeenCalledWith('trades');
    await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** The last day before the first: said under it, and nothing can be downloaded. */
export const PeriodRefused: Story = {
  args: { from: '2026-11-20', to: '2026-11-10', invalid: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText('Choose a period of at most 366 days that ends on or after the day it starts')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Downloading: Story = {
  args: { kind: 'trades', busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download CSV' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const CSV = 'id,time_utc,type,description,amount,locked_change,balance,locked_balance\r\n1,2026-11-03T09:00:00.000Z,deposit,Deposit #4 (bank transfer),500.000000,0.000000,500.000000,0.000000\r\n';
const saved = fn();
const bound = fakeAccountsPipkit({
  '/api/user/statement': (r: Recorded) => new Response(r.query.kind === 'ledger' ? CSV : '', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
});
function BoundStatement() {
  return <StatementView {...useStatement(saved, () => new Date('2026-11-28T12:00:00Z'))} open />;
}

/** The real hook over a fake server: the month so far is asked for, and the file handed to the browser by its name. */
export const BoundWithFakeServer: Story = {
  beforeEach: () => {
    saved.mockClear();
    bound.requests.length = 0;
  },
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <BoundStatement />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('From')).toHaveValue('2026-11-01');
    await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('statement-ledger-2026-11-01-2026-11-28.csv', CSV));
    await expect(bound.requests.at(-1)?.query).toEqual({ kind: 'ledger', from: '2026-11-01', to: '2026-11-28' });
    // No last day: refused here (the rule the server applies too), nothing is asked.
    await userEvent.clear(c.getByLabelText('To'));
    await expect(c.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(bound.requests).toHaveLength(1);
  },
};
