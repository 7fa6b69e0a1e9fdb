import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { UserDetailView } from '../src/console/screens/Users/UserDetailView';
import { UserMarginCalls, type MarginCallEntry } from '../src/console/screens/Users/UserMarginCalls';
import { USER } from './fixtures/console';

// A client's margin calls on their page (docs/operators.md "Margin monitor"): the list alone, then on the page of a
// client with one running — what a dealer answering "you stopped me out without warning" reads.
const CALLS: MarginCallEntry[] = [
  { started_at: '2026-11-25T11:40:00.000Z', ended_at: null, notified_at: '2026-11-25T11:40:01.000Z', risk_rate: '98.17', level: '100', equity: '530.600000', margin: '540.470000' },
  { started_at: '2026-11-18T14:05:00.000Z', ended_at: '2026-11-18T16:30:00.000Z', notified_at: '2026-11-18T14:05:02.000Z', risk_rate: '96.40', level: '100', equity: '521.020000', margin: '540.470000' },
  { started_at: '2026-10-30T08:12:00.000Z', ended_at: '2026-10-30T08:20:00.000Z', notified_at: null, risk_rate: '88.05', level: '100', equity: '475.900000', margin: '540.470000' },
];

const meta = {
  title: 'Console/Margin calls',
  component: UserMarginCalls,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { calls: CALLS },
} satisfies Meta<typeof UserMarginCalls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: one running, one ended after the client was told, one the client was not told of. */
export const RunningAndEnded: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByTestId('console-margin-calls')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('98.17 % (level 100 %)');
    await expect(rows[0]).toHaveTextContent('Running');
    await expect(rows[1]).not.toHaveTextContent('Running');
    await expect(rows[2]).toHaveTextContent('Not told');
  },
};

/** On the client's page, after their positions: the running one is also beside the risk rate. */
export const OnTheClientsPage: Story = {
  render: () => (
    <UserDetailView
      detail={{
        ...USER,
        live: { ...USER.live!, equity: '530.600000', free_margin: '0.000000', floating: '-79.400000', risk_rate: '98.17', zone: 'marginCall' },
        margin_call: { since: CALLS[0].started_at, notified_at: CALLS[0].notified_at },
        margin_calls: CALLS,
      }}
      canLock
      onLock={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Margin calls' })).toBeVisible();
    await expect(c.getByText(/^Margin call since/)).toBeVisible();
  },
};
