import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import { Shell } from '../src/app/layout/Shell';
import { TradeScreen } from '../src/app/screens/TradeScreen';
import { TabBar } from '../src/widgets/TabBar';
import { fakeServer } from './fixtures/fakeServer';
import { candles } from './fixtures/trading';

// The app's /trade as composed (app bar, chart, order ticket, tab bar) over a fake server: on a phone the chart, the
// price and Buy/Sell fit the first screen with the ticket folded into a sheet; from 1024 px it is the terminal.
const server = fakeServer({ '/v1/api/forex/kline': () => candles() });

function Screen() {
  return (
    <Shell footer={<TabBar active="trade" onSelect={fn()} />} wide>
      <div data-screen="">
        <TradeScreen />
      </div>
    </Shell>
  );
}

const meta = {
  title: 'App/TradeScreen',
  component: Screen,
  parameters: { pipkitClient: server.pipkit },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const buy = (c: ReturnType<typeof within>) => c.getByRole('button', { name: new RegExp(`^${t('trade.buy')}`) });

/** A visitor on /trade: on a phone, Buy and Sell stand above the tab bar without scrolling, under the chart. */
export const FirstScreen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('EUR/USD'));
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="chart-host"]:not([data-chart-pending])')).not.toBeNull());
    const chart = canvasElement.querySelector('[data-testid="chart-host"]')!.getBoundingClientRect();
    const button = buy(c).getBoundingClientRect();
    await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight - 60); // above the tab bar
    if (window.innerWidth >= 1024) return; // the terminal: the ticket has its own column
    await expect(chart.bottom).toBeLessThanOrEqual(button.top); // the whole chart above the folded ticket
    await expect(chart.height).toBeGreaterThanOrEqual(300);
  },
};

/** On a phone the ticket's summary opens the full ticket as a sheet over the chart. */
export const TicketOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="chart-host"]:not([data-chart-pending])')).not.toBeNull());
    if (window.innerWidth >= 1024) return; // the desktop terminal shows the whole ticket in its column
    await userEvent.click(c.getByRole('button', { name: new RegExp(t('trade.marketOrder')) }));
    await expect(c.getByLabelText(t('trade.lots'))).toBeVisible();
    await expect(buy(c).getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - 60);
  },
};
