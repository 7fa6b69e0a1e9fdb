import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import { PERIODS, type Period } from '../src/core/api/forex';
import { Chart, ChartView, mergeCandle, type ChartViewProps } from '../src/widgets/Chart';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';
import { candles, eurusd } from './fixtures/trading';

const history = candles();

const meta = {
  title: 'Trading/Chart',
  component: ChartView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Chart', component: Chart, element: 'chart' } },
  args: { candles: history, period: '1M', onPeriod: fn(), precision: 5, title: 'EUR/USD', height: 300 },
} satisfies Meta<typeof ChartView>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvases = (el: HTMLElement) => el.querySelectorAll('[data-testid="chart-host"] canvas');

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(canvases(canvasElement).length).toBeGreaterThan(0));
    await expect(c.getAllByRole('button')).toHaveLength(PERIODS.length);
    await expect(c.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: '1H' }));
    await expect(args.onPeriod).toHaveBeenCalledWith('1H');
    await expect(c.queryByRole('status')).toBeNull();
    // The legend shows the last candle's O H L C; volume has its own pane (a second row of canvases).
    const last = history[history.length - 1];
    await expect(c.getByTestId('chart-legend')).toHaveTextContent(`C ${last.Close}`);
  },
};

/** Period switching with state, as the bound widget does it. */
function PeriodHarness(props: ChartViewProps) {
  const [period, setPeriod] = useState<Period>('1M');
  return <ChartView {...props} period={period} onPeriod={setPeriod} />;
}

export const PeriodSwitch: Story = {
  render: (args) => <PeriodHarness {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '15M' }));
    await expect(c.getByRole('button', { name: '15M' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A live KLINE push merges into the last bar or appends a new one. */
function LiveHarness(props: ChartViewProps) {
  const [data, setData] = useState(history);
  const push = () => {
    const last = data[data.length - 1];
    setData(mergeCandle(data, { ...last, Time: Number(last.Time) + 60, Close: '1.09000', High: '1.09100' }));
  };
  return (
    <>
      <button type="button" onClick={push}>
        push
      </button>
      <ChartView {...props} candles={data} />
    </>
  );
}

export const LiveUpdate: Story = {
  render: (args) => <LiveHarness {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const wrap = canvasElement.querySelector('section[data-last-time]')!;
    const before = Number(wrap.getAttribute('data-last-time'));
    await userEvent.click(c.getByRole('button', { name: 'push' }));
    await expect(Number(wrap.getAttribute('data-last-time'))).toBe(before + 60);
  },
};

const low = Math.min(...history.map((c) => Number(c.Low))).toFixed(5);
const high = Math.max(...history.map((c) => Number(c.High))).toFixed(5);

/** An open buy position on this pair: its entry (solid) and its stop loss and take profit (dashed), on the price axis. */
export const PositionLines: Story = {
  render: (args) => (
    <ChartView
      {...args}
      lines={[
        { price: String(history[60].Close), label: `${t('trade.buy')} 0.10`, kind: 'buy' },
        { price: low, label: t('trade.stopLoss'), kind: 'sl' },
        { price: high, label: t('trade.takeProfit'), kind: 'tp' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvases(canvasElement).length).toBeGreaterThan(0));
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="chart-host"]')).toHaveAttribute('data-lines', '3'));
  },
};

export const Loading: Story = {
  args: { candles: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.loading'));
  },
};

export const Empty: Story = {
  args: { candles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('msg.noData'));
  },
};

export const Error: Story = {
  args: { candles: [], error: 'Network error (502)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Network error (502)');
  },
};

/** Arabic mirrors the page but the chart keeps time running left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(canvasElement.querySelector('section[data-last-time]')).toHaveAttribute('dir', 'ltr');
  },
};

/** The canvas follows its container's width (ResizeObserver). */
export const Resizes: Story = {
  render: (args) => (
    <div id="chart-box" style={{ width: 400 }}>
      <ChartView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLDivElement>('#chart-box')!;
    const host = canvasElement.querySelector<HTMLDivElement>('[data-testid="chart-host"]')!;
    await waitFor(() => expect(host.querySelector('table, div')?.getBoundingClientRect().width ?? 0).toBeGreaterThan(300));
    box.style.width = '700px';
    await waitFor(() => expect(Math.round(host.querySelector('table, div')!.getBoundingClientRect().width)).toBeGreaterThan(600));
  },
};

/** The bound widget against a fake transport: history from kline, then a KLINE.{code} push for the chosen period. */
export const BoundLive: Story = {
  render: () => {
    const server = fakeServer({ '/v1/api/forex/kline': () => history });
    (window as unknown as { __fake: typeof server }).__fake = server;
    return (
      <PipkitProvider client={server.pipkit}>
        <Chart pair={eurusd} height={260} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    const wrap = () => canvasElement.querySelector('section[data-last-time]')!;
    const last = Number(history[history.length - 1].Time);
    await waitFor(() => expect(Number(wrap().getAttribute('data-last-time'))).toBe(last));
    await waitFor(() => expect(server.pipkit.socket.topics()).toContain('KLINE.EURUSD'));
    const bar = { Time: last + 60, Open: '1.085', High: '1.086', Low: '1.084', Close: '1.0855', Volume: 3 };
    server.push('KLINE.EURUSD', { code: 'EURUSD', candles: { '5M': { ...bar, Time: last + 600 }, '1M': bar } });
    await waitFor(() => expect(Number(wrap().getAttribute('data-last-time'))).toBe(last + 60));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '5M' }));
    await waitFor(() => expect(server.calls.filter((x) => x === 'GET /v1/api/forex/kline')).toHaveLength(2));
  },
};

/**
 * The chart is created with its first candles, not empty while they load (an empty chart painted its grid once for
 * nothing, docs/performance.md "The chart created with its candles"); the library is fetched meanwhile all the same.
 */
export const BoundCreatedWithCandles: Story = {
  render: () => {
    let answer: (list: typeof history) => void = () => {};
    const asked = new Promise<typeof history>((resolve) => (answer = resolve));
    const server = fakeServer({ '/v1/api/forex/kline': () => asked });
    (window as unknown as { __chart: unknown }).__chart = { server, answer };
    return (
      <PipkitProvider client={server.pipkit}>
        <Chart pair={eurusd} height={260} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const { server, answer } = (window as unknown as { __chart: { server: ReturnType<typeof fakeServer>; answer: (list: typeof history) => void } }).__chart;
    const host = () => canvasElement.querySelector<HTMLElement>('[data-testid="chart-host"]')!;
    await waitFor(() => expect(server.calls).toContain('GET /v1/api/forex/kline'));
    await import('lightweight-charts'); // the library is in: the chart still waits for its candles
    await new Promise((r) => setTimeout(r, 100));
    await expect(host()).toHaveAttribute('data-chart-pending');
    await expect(canvases(canvasElement)).toHaveLength(0);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.loading'));
    answer(history);
    await waitFor(() => expect(host()).not.toHaveAttribute('data-chart-pending'));
    await waitFor(() => expect(canvases(canvasElement).length).toBeGreaterThan(0));
    await waitFor(() => expect(canvasElement.querySelector('section[data-last-time]')).toHaveAttribute('data-last-time', String(Number(history[history.length - 1].Time))));
  },
};

/** Candles pushed while the connection was down are lost: when the socket is back the history is read again. */
export const BoundResyncAfterReconnect: Story = {
  render: () => {
    let answer = history;
    const server = fakeServer({ '/v1/api/forex/kline': () => answer });
    const later = () => {
      const last = history[history.length - 1];
      answer = [...history, { ...last, Time: Number(last.Time) + 120 }];
    };
    (window as unknown as { __chart: unknown }).__chart = { server, later };
    return (
      <PipkitProvider client={server.pipkit}>
        <Chart pair={eurusd} height={260} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const { server, later } = (window as unknown as { __chart: { server: ReturnType<typeof fakeServer>; later: () => void } }).__chart;
    const wrap = () => canvasElement.querySelector('section[data-last-time]')!;
    const last = Number(history[history.length - 1].Time);
    await waitFor(() => expect(Number(wrap().getAttribute('data-last-time'))).toBe(last));
    await waitFor(() => expect(server.pipkit.socket.$status.get()).toBe('open'));
    server.drop();
    later(); // two minutes of candles the chart never got
    await waitFor(() => expect(Number(wrap().getAttribute('data-last-time'))).toBe(last + 120), { timeout: 3000 });
  },
};
