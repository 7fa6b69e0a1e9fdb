import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { normalizeLang } from '../src/core';
import { loadConsoleLabels } from '../src/console/i18n';
import { UserDetailView } from '../src/console/screens/Users/UserDetailView';
import { UserMarginCalls } from '../src/console/screens/Users/UserMarginCalls';
import { USER } from './fixtures/console';
import { MARGIN_CALLS } from './fixtures/marginCalls';

// A client's margin calls on their page (docs/operators.md "Margin monitor"): the list alone, then on the page of a
// client with one running — what a dealer answering "you stopped me out without warning" reads.

const meta = {
  title: 'Console/Margin calls',
  component: UserMarginCalls,
  loaders: [async ({ globals }) => void (await loadConsoleLabels(normalizeLang(globals.locale ?? 'en')))],
  args: { calls: MARGIN_CALLS },
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
        margin_call: { since: MARGIN_CALLS[0].started_at, notified_at: MARGIN_CALLS[0].notified_at },
        margin_calls: MARGIN_CALLS,
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
