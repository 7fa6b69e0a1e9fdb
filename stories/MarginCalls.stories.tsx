import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PipkitProvider } from '../src/widgets/provider';
import { MarginCalls, MarginCallsView } from '../src/widgets/MarginCalls';
import { fakeAccountsPipkit } from './fixtures/accountsTransport';
import { MARGIN_CALLS } from './fixtures/marginCalls';

// Margin call history (docs/trading.md "Margin call history"): one state per story, then the bound widget.

const meta = {
  title: 'Trading/MarginCalls',
  component: MarginCallsView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'MarginCalls', component: MarginCalls } },
  args: { loading: false, failed: false, calls: MARGIN_CALLS, onRetry: fn() },
} satisfies Meta<typeof MarginCallsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunningAndEnded: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('pipkit-margin-call');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Margin level 98.17% (margin call at 100%)');
    await expect(rows[0]).toHaveTextContent('In progress');
    await expect(rows[0]).toHaveTextContent('Equity 530.60 USD · Used margin 540.470000 USD');
    await expect(rows[0]).toHaveTextContent('Told by e-mail or SMS');
    await expect(rows[1]).toHaveTextContent('Ended');
    await expect(rows[1]).toHaveTextContent(/Began .+ · ended .+/);
    await expect(rows[2]).toHaveTextContent('No message sent');
  },
};

export const NoMarginCalls: Story = {
  args: { calls: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pipkit-margin-calls-none')).toHaveTextContent('No margin calls');
  },
};

export const Loading: Story = {
  args: { loading: true, calls: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { failed: true, calls: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const bound = fakeAccountsPipkit({ '/api/user/margin_calls': () => ({ list: MARGIN_CALLS }) });

/** Bound: asks the server once and lists what it answers. */
export const BoundWithFakeServer: Story = {
  beforeEach: () => void (bound.requests.length = 0),
  render: () => (
    <PipkitProvider client={bound.pipkit}>
      <MarginCalls />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findAllByTestId('pipkit-margin-call')).toHaveLength(3);
    await expect(c.getByRole('list', { name: 'Margin calls' })).toBeVisible();
    await expect(bound.requests.map((r) => r.path)).toEqual(['/api/user/margin_calls']);
  },
};
