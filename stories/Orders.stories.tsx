import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, t } from '../src/core';
import type { DealStatus, Order } from '../src/core/api/forex';
import type { OrderListState } from '../src/core/stores/order-list';
import { ORDER_SKELETON_ROWS, Orders, OrdersView, type OrdersViewProps } from '../src/widgets/Orders';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';
import { eurusd, history, holding, pending } from './fixtures/trading';
import { formatBalance, ratesFrom } from '../src/core/money';
import { whenText } from '../src/widgets/internal/trading/hours';
import type { TradingLimits } from '../src/core/api/limits';

const list = (items: Order[], over: Partial<OrderListState> = {}): OrderListState => ({
  items, total: items.length, page: 1, loading: false, refreshing: false, finished: true, error: null, ...over,
});

const meta = {
  title: 'Trading/Orders',
  component: OrdersView,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'Orders', component: Orders, element: 'orders' } },
  args: {
    tab: 1, list: list(holding), live: {}, onTab: fn(), onSelect: fn(), onLoadMore: fn(), onRefresh: fn(), onConfirm: fn(), onDismissConfirm: fn(), onCloseAll: fn(),
    onClosePosition: fn(), onCancelOrder: fn(), onSetStop: fn(), onSetTrailing: fn(), onModifyPending: fn(),
  },
} satisfies Meta<typeof OrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => el.querySelectorAll('button[data-order-id]');

export const Loading: Story = {
  args: { list: list([], { loading: true, finished: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('orders-skeleton').children).toHaveLength(ORDER_SKELETON_ROWS);
  },
};

export const Holding: Story = {
  args: { live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: t('trade.holding') })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(canvasElement)).toHaveLength(2);
    const first = canvasElement.querySelector('[data-order-id="101"]')!;
    await expect(first).toHaveTextContent('+20.000000'); // live P&L from FOREX_TRADE wins over the page's figure
    await expect(first).toHaveTextContent('1.08600');
    await expect(canvasElement.querySelector('[data-order-id="102"]')).toHaveTextContent('-11.450000');
    await userEvent.click(first as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(holding[0]);
    await userEvent.click(c.getByRole('tab', { name: t('trade.history') }));
    await expect(args.onTab).toHaveBeenCalledWith(3);
  },
};

/** Each holding row with the price at which the account would be stopped out; the gold position has none. */
export const StopOutPrices: Story = {
  args: { live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } }, stopOut: { 101: '1.02419' } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement.querySelector<HTMLElement>('[data-order-id="101"]')!);
    await expect(first.getByTestId('stop-out')).toHaveTextContent(`${t('risk.stopOut')} 1.02419`);
    const gold = within(canvasElement.querySelector<HTMLElement>('[data-order-id="102"]')!);
    await expect(gold.getByTestId('stop-out')).toHaveTextContent('Stop-out --');
    // the reason is read out, not only a dash
    await expect(gold.getByTestId('stop-out')).toHaveTextContent(t('risk.stopOutNone'));
  },
};

export const Pending: Story = {
  args: { tab: 0, list: list(pending) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-order-id="201"]')).toHaveTextContent('1.08000');
  },
};

// While the trader's own limits stop new positions, a pending order is cancelled when its price comes: the pending
// tab says so first. (A Monday years ahead: the words name no year.)
const BREAK_ENDS = '2037-12-07T18:30:00.000Z';
const pendingPaused = (why: string) => t('trade.pendingPaused', { why });

export const PendingOnBreak: Story = {
  args: { tab: 0, list: list(pending), pause: { until: BREAK_ENDS } },
  play: async ({ canvasElement }) => {
    const why = t('trade.onBreak', { time: whenText(Date.parse(BREAK_ENDS)) });
    await expect(within(canvasElement).getByTestId('pending-paused')).toHaveTextContent(pendingPaused(why));
    await expect(rows(canvasElement)).toHaveLength(1);
  },
};

export const PendingLossLimitReached: Story = {
  args: { tab: 0, list: list(pending), pause: { limit: '100.00', period: 'week' } },
  play: async ({ canvasElement }) => {
    const why = t('trade.lossLimitReached', { limit: `100.00 USD ${t('user.limitPerWeek')}` });
    await expect(within(canvasElement).getByTestId('pending-paused')).toHaveTextContent(pendingPaused(why));
  },
};

/** Nothing to cancel, nothing said: an empty pending tab, and the positions' tab, have no notice. */
export const PausedWithoutPending: Story = {
  args: { tab: 0, list: list([]), pause: { limit: '100.00', period: 'week' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('pending-paused')).toBeNull();
  },
};

/** A stop order says so beside its side, as a limit order does, and in its detail. */
export const PendingStop: Story = {
  args: {
    tab: 0,
    list: list([{ ...pending[0], Id: 202, OrderType: 1, Price: '1.09000', OriginPrice: '1.09000', PendingType: 'stop' }, pending[0]]),
    selected: { ...pending[0], Id: 202, Price: '1.09000', OriginPrice: '1.09000', PendingType: 'stop' },
  },
  play: async ({ canvasElement }) => {
    const type = (id: number) => within(canvasElement.querySelector<HTMLElement>(`[data-order-id="${id}"]`)!).getByTestId('pending-type');
    await expect(type(202)).toHaveTextContent(t('trade.stop'));
    await expect(type(201)).toHaveTextContent(t('trade.limit')); // an order placed before stop orders existed
    await expect(await within(canvasElement).findByRole('dialog')).toHaveTextContent(`${t('trade.pendingType')}${t('trade.stop')}`);
  },
};

/** A pending order that expires says when, in the row and in its detail. */
export const PendingWithExpiry: Story = {
  args: { tab: 0, list: list([{ ...pending[0], ExpiresAt: '2026-11-28T21:00:00.000Z' }]), selected: { ...pending[0], ExpiresAt: '2026-11-28T21:00:00.000Z' } },
  play: async ({ canvasElement, args }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-order-id="201"]')!;
    const when = formatDate('2026-11-28T21:00:00.000Z');
    await expect(within(row).getByTestId('expires')).toHaveTextContent(when);
    const sheet = await within(canvasElement).findByRole('dialog');
    await expect(sheet).toHaveTextContent(`${t('trade.expiry')}${when}`);
    // Modifying the price keeps the expiry the order has unless another is chosen.
    const expiry = await within(sheet).findByLabelText<HTMLSelectElement>(t('trade.expiry'));
    await expect(expiry.selectedOptions[0]).toHaveTextContent(t('trade.expiryKeep', { time: when }));
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.modifyOrder') }));
    await expect(args.onModifyPending).toHaveBeenCalledWith(201, { target_price: '1.08000', stop_loss_price: '0', target_profit_price: '0', expires_at: '2026-11-28T21:00:00.000Z' });
  },
};

export const History: Story = {
  args: { tab: 3, list: list(history) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-order-id="302"]')).toHaveTextContent('2026-11-22 16:40:00');
    // Each row says how it ended; a cancelled order shows its price, not a P&L or a closing price.
    const status = (id: number) => canvasElement.querySelector(`[data-order-id="${id}"] [data-testid="order-status"]`);
    await expect(status(301)).toHaveTextContent(t('trade.reasonTp'));
    await expect(status(302)).toHaveTextContent(t('trade.reasonSl'));
    await expect(status(303)).toHaveTextContent(t('trade.reasonCancel'));
    await expect(status(304)).toHaveTextContent(t('trade.reasonPartial'));
    await expect(canvasElement.querySelector('[data-order-id="304"]')).toHaveTextContent('+8.000000');
    const cancelled = canvasElement.querySelector('[data-order-id="303"]')!;
    await expect(cancelled.querySelector('[data-testid="pnl"]')).toBeNull();
    await expect(cancelled).not.toHaveTextContent('→');
    await expect(cancelled).not.toHaveTextContent('0.000000');
    await expect(within(canvasElement).getByText(t('msg.noMore'))).toBeVisible();
  },
};

/** The history found by the words of the trader's notes: how many trades, and what they made together. */
export const HistoryNoteSearch: Story = {
  args: { tab: 3, list: list([history[0], history[3]]), noteSearch: { value: 'breakout', onChange: fn(), found: { total: 2, pnl: '33.000000' } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('searchbox', { name: t('trade.searchNotes') });
    await expect(field).toHaveValue('breakout');
    await expect(c.getByTestId('notes-found')).toHaveTextContent(`${t('trade.notesFound', { count: 2 })} · +33.000000 USD`);
    await userEvent.type(field, ' retest');
    await expect(args.noteSearch!.onChange).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { list: list([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('msg.noData'))).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: list([], { error: 'Network error (0)', finished: false }) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Network error (0)');
    await userEvent.click(c.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const MorePages: Story = {
  args: { list: list(holding, { total: 10, finished: false }) },
  play: async ({ args }) => {
    // the sentinel at the end of the list is visible, so the next page is asked for
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

/** The next page is asked for once while it loads, however often prices re-render the list (it was once a render). */
export const MorePagesWhilePricesMove: Story = {
  args: { list: list(holding, { total: 10, finished: false }) },
  render: (args) => <TickingHarness {...args} tickFromStart />,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-ticks]')).toHaveAttribute('data-ticks', '12'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { list: list(holding, { refreshing: true, loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.refreshing'));
  },
};

export const PullToRefresh: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[role="tabpanel"]')!;
    const at = (type: string, y: number) => {
      const touch = new Touch({ identifier: 1, target: panel, clientX: 10, clientY: y });
      const touches = type === 'touchend' ? [] : [touch];
      panel.dispatchEvent(new TouchEvent(type, { bubbles: true, touches, changedTouches: [touch] }));
    };
    at('touchstart', 100);
    at('touchmove', 140);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.pullToRefresh')));
    at('touchmove', 190);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('common.releaseToRefresh')));
    at('touchend', 190);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const HoldingDetail: Story = {
  args: { selected: holding[0], stopOut: { 101: '1.02419' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const sheet = await c.findByRole('dialog');
    await expect(within(sheet).getByTestId('detail-stop-out')).toHaveTextContent('1.02419');
    await expect(within(sheet).getByText(t('risk.stopOutPrice'))).toBeVisible();
    await expect(sheet).toHaveAttribute('data-height', '60%');
    await expect(sheet.style.blockSize || getComputedStyle(sheet).height).toBeTruthy();
    const tp = await within(sheet).findByLabelText(t('trade.takeProfit')); // the holding controls are a lazy chunk
    await userEvent.type(tp, '1.09');
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.setStop') }));
    await expect(args.onSetStop).toHaveBeenCalledWith(101, '1.09', '0');
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.closePosition') }));
    await expect(args.onClosePosition).toHaveBeenCalledWith(101);
    // modal: focus starts in the sheet and Tab cycles within it
    await expect(sheet.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) await userEvent.tab();
    await expect(sheet.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

/**
 * The list re-rendered by twelve price ticks (every 40 ms), as live quotes do, each time with a new load-more handler
 * as a join's is: from when a field takes the focus, or from the start.
 */
function TickingHarness({ tickFromStart = false, ...args }: OrdersViewProps & { tickFromStart?: boolean }) {
  const [ticks, setTicks] = useState(0);
  const [ticking, setTicking] = useState(tickFromStart);
  useEffect(() => {
    if (!ticking || ticks >= 12) return;
    const id = setTimeout(() => setTicks((n) => n + 1), 40);
    return () => clearTimeout(id);
  }, [ticking, ticks]);
  return (
    <div data-ticks={ticks} onFocusCapture={(e) => e.target instanceof HTMLInputElement && setTicking(true)}>
      <OrdersView {...args} live={{ 101: { UpdatePrice: (1.086 + ticks / 100000).toFixed(5), FactProfits: (20 + ticks).toFixed(6) } }} onLoadMore={() => args.onLoadMore?.()} />
    </div>
  );
}

/** Typing a take profit while prices move: the focus stays in the field (it went back to the sheet on every tick). */
export const HoldingDetailTypingWhilePricesMove: Story = {
  args: { selected: holding[0] },
  render: (args) => <TickingHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    const tp = await within(sheet).findByLabelText(t('trade.takeProfit'));
    await userEvent.click(tp);
    await userEvent.keyboard('1.0');
    await waitFor(() => expect(canvasElement.querySelector('[data-ticks]')).toHaveAttribute('data-ticks', '12'));
    await expect(tp).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(tp).toHaveValue('1.09');
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.setStop') }));
    await expect(args.onSetStop).toHaveBeenCalledWith(101, '1.09', '0');
  },
};

/** Reverse: under the position's actions, and a confirmation that says what closes, at what, and what opens. */
export const ReversePosition: Story = {
  args: { selected: holding[0], onReverse: fn(), live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } } },
  play: async ({ canvasElement, args }) => {
    const sheet = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(await sheet.findByRole('button', { name: t('trade.reverse') })); // the holding controls are a lazy chunk
    await expect(args.onReverse).toHaveBeenCalledWith(101);
  },
};

export const ConfirmReverse: Story = {
  args: { live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } }, confirm: { kind: 'reverse', order: holding[0] } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: t('trade.confirmReverse') });
    await expect(dialog).toHaveTextContent(t('trade.confirmReverseText', { side: t('trade.buy'), lots: holding[0].Quantity, symbol: 'EUR/USD', price: '1.08600', pnl: '+20.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('trade.reverse') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

const rates = ratesFrom({ EURUSD: '1.08512' });
const ifReached = (usd: string) => t('trade.ifReached', { amount: formatBalance(usd, { sign: true }) });

/**
 * A position's take profit and stop loss say what they would make or lose as they are typed: 0.10 lots of EUR/USD
 * bought at 1.08400 make 60.00 USD at 1.09 and lose 40.00 USD at 1.08 (the server's formula, docs/trading.md). In
 * profit (the bid, 1.08512, is above the entry), "To entry price" puts the entry in the stop loss: break even.
 */
export const HoldingDetailIfReached: Story = {
  args: { selected: holding[0], pair: eurusd, rates },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    const tp = await within(sheet).findByLabelText(t('trade.takeProfit'));
    const sl = within(sheet).getByLabelText(t('trade.stopLoss'));
    await expect(within(sheet).queryByTestId('if-reached')).toBeNull(); // no stops set yet
    await userEvent.type(tp, '1.09');
    await userEvent.type(sl, '1.08');
    await expect(tp).toHaveAccessibleDescription(ifReached('60'));
    await expect(sl).toHaveAccessibleDescription(ifReached('-40'));
    await userEvent.clear(sl);
    await expect(within(sheet).getAllByTestId('if-reached')).toHaveLength(1);
    await userEvent.click(within(sheet).getByRole('button', { name: `${t('trade.stopLoss')}: ${t('trade.toEntry')}` }));
    await expect(sl).toHaveValue('1.08400');
    await expect(sl).toHaveAccessibleDescription(ifReached('0'));
  },
};

/**
 * Stops the server would refuse, said as they are typed: a buy's stop loss above the bid it closes at (1.08512) and its
 * take profit below it. Each says the server's rule instead of an amount, and Set waits until both fit.
 */
export const HoldingDetailStopRefused: Story = {
  args: { selected: holding[0], pair: eurusd, rates },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    const tp = await within(sheet).findByLabelText(t('trade.takeProfit'));
    const sl = within(sheet).getByLabelText(t('trade.stopLoss'));
    const set = within(sheet).getByRole('button', { name: t('trade.setStop') });
    await userEvent.type(sl, '1.086');
    await userEvent.type(tp, '1.085');
    await expect(sl).toHaveAccessibleDescription(t('trade.slBelowBuy', { price: '1.08512' }));
    await expect(tp).toHaveAccessibleDescription(t('trade.tpAboveBuy', { price: '1.08512' }));
    await expect(within(sheet).getAllByRole('alert')).toHaveLength(2);
    await expect(set).toBeDisabled();
    await userEvent.clear(sl);
    await userEvent.type(sl, '1.08');
    await expect(set).toBeDisabled(); // the take profit still breaks the rule
    await userEvent.clear(tp);
    await userEvent.type(tp, '1.09');
    await expect(sl).not.toHaveAttribute('aria-invalid');
    await userEvent.click(set);
    await expect(args.onSetStop).toHaveBeenCalledWith(101, '1.09', '1.08');
  },
};

/** A position at a loss (a sell below the market) has no entry price to break even at: no "To entry price". */
export const HoldingDetailAtLoss: Story = {
  args: { selected: holding[1] },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    await within(sheet).findByLabelText(t('trade.stopLoss'));
    await expect(within(sheet).queryByRole('button', { name: `${t('trade.stopLoss')}: ${t('trade.toEntry')}` })).toBeNull();
  },
};

/** A pending order's detail: its price, stops and expiry can be changed and saved together, or the order cancelled. */
export const PendingDetail: Story = {
  args: { tab: 0, list: list(pending), selected: pending[0] },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    await expect(sheet).toHaveAttribute('data-height', '38%');
    await expect(within(sheet).queryByRole('button', { name: t('trade.closePosition') })).toBeNull();
    const price = await within(sheet).findByLabelText(t('trade.targetPrice')); // the pending controls are a lazy chunk
    await expect(price).toHaveValue('1.08000');
    await userEvent.clear(price);
    await userEvent.type(price, '1.07900');
    await userEvent.type(within(sheet).getByLabelText(t('trade.takeProfit')), '1.09');
    await userEvent.selectOptions(within(sheet).getByLabelText(t('trade.expiry')), t('trade.expiryGtc'));
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.modifyOrder') }));
    await expect(args.onModifyPending).toHaveBeenCalledWith(201, { target_price: '1.07900', stop_loss_price: '0', target_profit_price: '1.09' });
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.cancelOrder') }));
    await expect(args.onCancelOrder).toHaveBeenCalledWith(201);
  },
};

/**
 * A buy limit's price moved above the ask (a typo of 1.08 for 1.06, say): the form says it would fill at once, at the
 * market, before it is saved; back below the ask the line goes. Saving stays the trader's choice.
 */
export const PendingDetailFillsAtOnce: Story = {
  args: { tab: 0, list: list(pending), selected: pending[0], market: { bid: '1.08500', ask: '1.08512' } },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    const price = await within(sheet).findByLabelText(t('trade.targetPrice'));
    await expect(within(sheet).queryByTestId('fills-at-once')).toBeNull();
    await userEvent.clear(price);
    await userEvent.type(price, '1.08600');
    await expect(within(sheet).getByTestId('fills-at-once')).toHaveTextContent(t('trade.fillsAtOnce'));
    await userEvent.clear(price);
    await userEvent.type(price, '1.08511');
    await expect(within(sheet).queryByTestId('fills-at-once')).toBeNull();
    await userEvent.clear(price);
    await userEvent.type(price, '1.08512');
    await expect(within(sheet).getByRole('status')).toHaveTextContent(t('trade.fillsAtOnce'));
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.modifyOrder') }));
    await expect(args.onModifyPending).toHaveBeenCalledWith(201, expect.objectContaining({ target_price: '1.08512' }));
  },
};

/**
 * A pending order's stops are valued from the price it would fill at, as typed: a buy limit moved to 1.07500, where its
 * stop loss is at the price (the server's rule refuses it), then to 1.07600.
 */
export const PendingDetailIfReached: Story = {
  args: { tab: 0, list: list(pending), selected: pending[0], pair: eurusd, rates },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    const price = await within(sheet).findByLabelText(t('trade.targetPrice'));
    const sl = within(sheet).getByLabelText(t('trade.stopLoss'));
    await userEvent.type(within(sheet).getByLabelText(t('trade.takeProfit')), '1.09');
    await userEvent.type(sl, '1.075');
    await expect(sl).toHaveAccessibleDescription(ifReached('-50')); // from 1.08000
    await userEvent.clear(price);
    await userEvent.type(price, '1.07500');
    await expect(within(sheet).getByLabelText(t('trade.takeProfit'))).toHaveAccessibleDescription(ifReached('150'));
    // a stop loss at the price is one the server refuses: its rule instead of an amount, and the order is not saved
    await expect(within(sheet).queryAllByTestId('if-reached')).toHaveLength(1);
    await expect(sl).toHaveAccessibleDescription(t('trade.slBelowBuy', { price: '1.07500' }));
    await expect(sl).toHaveAttribute('aria-invalid', 'true');
    await expect(within(sheet).getByRole('button', { name: t('trade.modifyOrder') })).toBeDisabled();
    await userEvent.clear(price);
    await userEvent.type(price, '1.07600');
    await expect(sl).toHaveAccessibleDescription(ifReached('-10'));
    await expect(within(sheet).getByRole('button', { name: t('trade.modifyOrder') })).toBeEnabled();
  },
};

/** A pending order moved to expire at a date and time the trader picks. */
export const PendingDetailCustomExpiry: Story = {
  args: { tab: 0, list: list(pending), selected: pending[0] },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    await userEvent.selectOptions(await within(sheet).findByLabelText(t('trade.expiry')), t('trade.expiryCustom'));
    const picker = within(sheet).getByLabelText(t('trade.expiryAt'));
    fireEvent.change(picker, { target: { value: '' } });
    await expect(within(sheet).getByRole('alert')).toHaveTextContent(t('trade.expiryMissing'));
    await expect(within(sheet).getByRole('button', { name: t('trade.modifyOrder') })).toBeDisabled();
    fireEvent.change(picker, { target: { value: '2026-12-31T09:30' } });
    await userEvent.click(within(sheet).getByRole('button', { name: t('trade.modifyOrder') }));
    await expect(args.onModifyPending).toHaveBeenCalledWith(201, {
      target_price: '1.08000', stop_loss_price: '0', target_profit_price: '0', expires_at: new Date(2026, 11, 31, 9, 30).toISOString(),
    });
  },
};

/** A price that is not one says so and cannot be saved. */
export const PendingDetailInvalidPrice: Story = {
  args: { tab: 0, list: list(pending), selected: pending[0] },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    const price = await within(sheet).findByLabelText(t('trade.targetPrice'));
    await userEvent.clear(price);
    await expect(within(sheet).getByRole('alert')).toHaveTextContent(t('msg.enterPrice'));
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(within(sheet).getByRole('button', { name: t('trade.modifyOrder') })).toBeDisabled();
    await expect(args.onModifyPending).not.toHaveBeenCalled();
  },
};

export const HistoryDetail: Story = {
  args: { tab: 3, list: list(history), selected: history[0] },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    await expect(sheet).toHaveAttribute('data-height', '38%');
    await expect(within(sheet).getAllByRole('button')).toHaveLength(1); // only close the sheet
    await expect(within(sheet).getByRole('button')).toHaveAccessibleName(t('common.close'));
    await expect(sheet).toHaveTextContent(t('trade.reasonTp'));
  },
};

/**
 * The swap (docs/trading.md "Swap"): a position held through rollovers says what they took so far, under its fee; a
 * closed trade keeps what its nights took or earned.
 */
export const HoldingDetailSwap: Story = {
  args: { selected: { ...holding[0], Swap: '-23.828000' } },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    await expect(sheet).toHaveTextContent(`${t('trade.swap')}-23.828000`);
  },
};

export const HistoryDetailSwap: Story = {
  args: { tab: 3, list: list(history), selected: { ...history[0], Swap: '14.350000' } },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog');
    await expect(sheet).toHaveTextContent(`${t('trade.swap')}+14.350000`);
  },
};

const noted: Order = { ...history[0], Note: 'Breakout after the ECB; took profit at the target.' };

/**
 * A closed trade's note (docs/trading.md "Trade notes"): on one line on the row, cut to its width; whole in the
 * detail, with Save only once it changes.
 */
export const HistoryDetailWithNote: Story = {
  args: { tab: 3, list: list([{ ...noted, Note: `${noted.Note}\nA second line, read as a space on the row.` }, ...history.slice(1)]), selected: noted, onSetNote: fn() },
  play: async ({ canvasElement, args }) => {
    const line = canvasElement.querySelector(`[data-order-id="${noted.Id}"] [data-testid="note"]`);
    await expect(line).toHaveTextContent(`${t('trade.note')}:${noted.Note}`);
    await expect(canvasElement.querySelectorAll('[data-testid="note"]')).toHaveLength(1);
    const sheet = await within(canvasElement).findByRole('dialog');
    const note = await within(sheet).findByRole('textbox', { name: t('trade.note') });
    await expect(note).toHaveValue('Breakout after the ECB; took profit at the target.');
    const save = within(sheet).getByRole('button', { name: t('trade.saveNote') });
    await expect(save).toBeDisabled();
    await userEvent.type(note, ' Next time: trail the stop.');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSetNote).toHaveBeenCalledWith(history[0].Id, 'Breakout after the ECB; took profit at the target. Next time: trail the stop.');
  },
};

/** Close asks first, in numbers: side, lots, symbol, the price it closes at and the P&L it realises. */
export const ConfirmClose: Story = {
  args: { confirm: { kind: 'close', order: holding[0] }, live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: t('trade.confirmClose') });
    await expect(dialog).toHaveTextContent('1.08600');
    await expect(dialog).toHaveTextContent('+20.00');
    await userEvent.click(within(dialog).getByRole('button', { name: t('trade.closePosition') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(args.onDismissConfirm).toHaveBeenCalled();
  },
};

/** Cancel asks first and says what returns to the balance (the reserved margin and fee). */
export const ConfirmCancel: Story = {
  args: { tab: 0, list: list(pending), confirm: { kind: 'cancel', order: pending[0] } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: t('trade.confirmCancel') });
    await expect(within(dialog).getByRole('button', { name: t('trade.cancelOrder') })).toBeVisible();
  },
};

/** Close all: from two positions, with the count and the estimated total P&L. */
export const ConfirmCloseAll: Story = {
  args: { closeAllCount: 2, confirm: { kind: 'closeAll', which: 'all', ids: [101, 102], pnl: '-4.5', orders: holding } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = await c.findByRole('dialog', { name: t('trade.confirmCloseAll', { count: 2 }) });
    await expect(dialog).toHaveTextContent('-4.50');
    await userEvent.click(within(dialog).getByRole('button', { name: t('trade.closeAll') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await userEvent.click(c.getByRole('button', { name: `${t('trade.closeAll')} (2)` }));
    await expect(args.onCloseAll).toHaveBeenCalledWith('all');
  },
};

const twoPending: Order[] = [pending[0], { ...pending[0], Id: 202, OrderType: 2, Price: '1.09000', OriginPrice: '1.09000', CautionMoney: '218.000000' }];

/** Cancel all: from two pending orders, with the count, each order and the money their reservations give back. */
export const ConfirmCancelAll: Story = {
  args: { tab: 0, list: list(twoPending), cancelAllCount: 2, onCancelAll: fn(), confirm: { kind: 'cancelAll', count: 2, orders: twoPending } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = await c.findByRole('dialog', { name: t('trade.confirmCancelAll', { count: 2 }) });
    await expect(within(dialog).getByTestId('confirm-lines')).toHaveTextContent(`EUR/USD ${t('trade.sell')} 0.10 @ 1.09000`);
    await expect(dialog).toHaveTextContent(t('trade.confirmCancelAllText', { amount: formatBalance('326.6168') })); // 108.40 + 218 + 2 × 0.1084
    await userEvent.click(within(dialog).getByRole('button', { name: t('trade.cancelAll') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await userEvent.click(c.getByRole('button', { name: `${t('trade.cancelAll')} (2)` }));
    await expect(args.onCancelAll).toHaveBeenCalledTimes(1);
  },
};

/** Close only the profitable or only the losing positions: buttons with their counts, and a confirmation listing each. */
export const ConfirmCloseLosing: Story = {
  args: {
    closeAllCount: 2,
    closeCounts: { profitable: 1, losing: 1 },
    live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } },
    confirm: { kind: 'closeAll', which: 'losing', ids: [102], pnl: '-11.45', orders: holding },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = await c.findByRole('dialog', { name: t('trade.confirmCloseLosing', { count: 1 }) });
    await expect(within(dialog).getByTestId('confirm-lines')).toHaveTextContent(`XAU/USD ${t('trade.sell')} 0.01 · -11.45`);
    await userEvent.click(within(dialog).getByRole('button', { name: t('trade.closeLosing') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await userEvent.click(c.getByRole('button', { name: `${t('trade.closeProfitable')} (1)` }));
    await expect(args.onCloseAll).toHaveBeenCalledWith('profitable');
  },
};

/** Partial close: fewer lots than the position close only that part; lots the pair does not allow are refused here. */
export const PartialClose: Story = {
  args: { selected: holding[0], lotRules: { min: '0.01', step: '0.01' } },
  play: async ({ canvasElement, args }) => {
    const sheet = within(await within(canvasElement).findByRole('dialog'));
    const lots = await sheet.findByLabelText(t('trade.closeLots'));
    await expect(lots).toHaveValue('0.10');
    // quick shares, rounded down to the step: the whole position is the one pressed at first
    const share = (label: string) => sheet.getByRole('button', { name: `${t('trade.closeLots')}: ${label}` });
    await expect(share('100%')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(share('25%'));
    await expect(lots).toHaveValue('0.02');
    await expect(share('25%')).toHaveAttribute('aria-pressed', 'true');
    await expect(share('100%')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.clear(lots);
    await userEvent.type(lots, '0.015');
    await expect(sheet.getByRole('alert')).toHaveTextContent(t('trade.closeLotsInvalid', { min: '0.01', lots: '0.10', step: '0.01' }));
    await expect(sheet.getByRole('button', { name: t('trade.closePosition') })).toBeDisabled();
    await userEvent.clear(lots);
    await userEvent.type(lots, '0,03'); // a decimal comma reads as the point
    await userEvent.keyboard('{ArrowUp}');
    await expect(lots).toHaveValue('0.04');
    await expect(sheet.queryByRole('alert')).toBeNull();
    await userEvent.click(sheet.getByRole('button', { name: t('trade.closePosition') }));
    await expect(args.onClosePosition).toHaveBeenCalledWith(101, '0.04');
  },
};

const trailing: Order = { ...holding[0], TrailingPips: '20', TargetLossPrice: '1.08200' };

/** A trailing stop: the row shows the stop as the server last moved it (live), the detail turns it off or changes it. */
export const TrailingStop: Story = {
  args: {
    list: list([trailing, holding[1]]),
    selected: trailing,
    live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000', TargetLossPrice: '1.08400' } },
  },
  play: async ({ canvasElement, args }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-order-id="101"]')!;
    await expect(within(row).getByTestId('trailing')).toHaveTextContent(t('trade.trailingActive', { price: '1.08400', pips: '20' }));
    await expect(canvasElement.querySelector('[data-order-id="102"] [data-testid="trailing"]')).toBeNull();
    const sheet = within(await within(canvasElement).findByRole('dialog'));
    const pips = await sheet.findByLabelText(t('trade.trailingPips'));
    await expect(pips).toHaveValue('20');
    await userEvent.click(sheet.getByRole('button', { name: t('trade.trailOff') }));
    await expect(args.onSetTrailing).toHaveBeenCalledWith(101, '0');
    await userEvent.clear(pips);
    await userEvent.type(pips, '15.55');
    await expect(sheet.getByRole('alert')).toHaveTextContent(t('trade.trailingInvalid', { pip: '0.0001' }));
    await expect(sheet.getByRole('button', { name: t('trade.trail') })).toBeDisabled();
    await userEvent.clear(pips);
    await userEvent.type(pips, '15.5');
    await userEvent.click(sheet.getByRole('button', { name: t('trade.trail') }));
    await expect(args.onSetTrailing).toHaveBeenCalledWith(101, '15.5');
  },
};

/** The question for a part: how much of how much, the part's share of the P&L, and that the rest stays open. */
export const ConfirmClosePart: Story = {
  args: { confirm: { kind: 'close', order: holding[0], lots: '0.04' }, live: { 101: { UpdatePrice: '1.08600', FactProfits: '20.000000' } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: t('trade.confirmClose') });
    await expect(dialog).toHaveTextContent('+8.00'); // 4/10 of +20.00
    await expect(dialog).toHaveTextContent('0.04');
  },
};

/** FOREX_CLOSED: the row goes and the open sheet for it closes (what useOrders does with the store events). */
function ClosedHarness(props: OrdersViewProps) {
  const [items, setItems] = useState(holding);
  const [selected, setSelected] = useState<Order | null>(holding[0]);
  const closed = (ids: number[]) => {
    setItems((xs) => xs.filter((o) => !ids.includes(o.Id)));
    setSelected((s) => (s && ids.includes(s.Id) ? null : s));
  };
  return (
    <>
      <button type="button" onClick={() => closed([101])}>
        server closes 101
      </button>
      <OrdersView {...props} tab={1 as DealStatus} list={list(items)} selected={selected} onSelect={setSelected} />
    </>
  );
}

export const ClosedByServer: Story = {
  render: (args) => <ClosedHarness {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('dialog')).toBeVisible();
    (canvasElement.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
    await expect(rows(canvasElement)).toHaveLength(1);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(rows(canvasElement)).toHaveLength(2);
  },
};

/**
 * The bound widget against a fake transport: my_deal page 1, live P&L from FOREX_TRADE, a close through the API,
 * and a server-side close (FOREX_CLOSED) that removes the row and closes its sheet.
 */
export const BoundLive: Story = {
  render: () => {
    const server = fakeServer({
      '/v1/api/forex/my_deal': (url) =>
        url.searchParams.get('status') === '1' ? { data: holding, total: 2, all_fact_profits: '0', balance: '100' } : { data: [], total: 0, all_fact_profits: '0', balance: '100' },
      '/v1/api/forex/close': () => ({ code: 1, msg: 'Position closed', data: null }),
      '/v1/api/main/wallet/getBalance': () => ({ balance: '100', lock_balance: '0' }),
    });
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    (window as unknown as { __fake: typeof server }).__fake = server;
    return (
      <PipkitProvider client={server.pipkit}>
        <Orders initialTab={1} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    const c = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await expect(server.calls).toContain('GET /v1/api/forex/my_deal');
    await waitFor(() => expect(server.pipkit.socket.topics()).toEqual(expect.arrayContaining(['FOREX_TRADE', 'FOREX_CLOSED'])));
    server.push('FOREX_TRADE', { ProfitsTotal: '5', HazardRate: '900', CautionMoneyAll: '131.7', TransOrder: [{ Id: 101, UpdatePrice: '1.08700', FactProfits: '30.000000' }] });
    await waitFor(() => expect(canvasElement.querySelector('[data-order-id="101"]')).toHaveTextContent('+30.000000'));
    // close 101 through the API
    await userEvent.click(canvasElement.querySelector('[data-order-id="101"]') as HTMLElement);
    await userEvent.click(await within(await c.findByRole('dialog')).findByRole('button', { name: t('trade.closePosition') }));
    // nothing is sent before the trader confirms
    await expect(server.bodies['/v1/api/forex/close']).toBeUndefined();
    const confirm = await c.findByRole('dialog', { name: t('trade.confirmClose') });
    await expect(confirm).toHaveTextContent('+30.00');
    await userEvent.click(within(confirm).getByRole('button', { name: t('trade.closePosition') }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(server.bodies['/v1/api/forex/close']).toBe('id=101');
    // the server closes 102 (stop loss) while its sheet is open
    await userEvent.click(canvasElement.querySelector('[data-order-id="102"]') as HTMLElement);
    await expect(await c.findByRole('dialog')).toBeVisible();
    server.push('FOREX_CLOSED', { Id: 102, Status: 3, Reason: 'sl' });
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/**
 * Orders alone on a partner's page, on the pending tab: no quote list or ticket has loaded the trade list, so the
 * widget fetches it itself, and a stop typed in a pending order's detail is valued (EURUSD's contract, its rate).
 */
export const BoundPendingAlone: Story = {
  // as the server sends it: the order's pair with its code
  render: () => boundOrders(0, () => [{ ...pending[0], ForexTradeLists: { ...pending[0].ForexTradeLists, Code: 'EURUSD' } }]),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    // What the trader sees is the proof: the value needs EURUSD's contract, which only the trade list carries. (Not
    // the fake's call log: the visual run's light variant once read another render's fake from the window.)
    await userEvent.click(canvasElement.querySelector('[data-order-id="201"]') as HTMLElement);
    const sheet = await c.findByRole('dialog');
    const sl = await within(sheet).findByLabelText(t('trade.stopLoss'));
    await userEvent.type(sl, '1.075');
    await waitFor(() => expect(sl).toHaveAccessibleDescription(ifReached('-50'))); // 0.10 lots from 1.08000
  },
};

type BoundWindow = { __fake: ReturnType<typeof fakeServer>; __open: (o: Order[]) => void };

/** The bound widget, logged in, on `tab`, over a fake server whose page of that tab is `deals()` (the others empty). */
function boundOrders(tab: DealStatus, deals: () => Order[], balance: () => string = () => '100') {
  const server = fakeServer({
    '/v1/api/forex/my_deal': (url) => {
      const data = url.searchParams.get('status') === String(tab) ? deals() : [];
      return { data, total: data.length, all_fact_profits: '0', balance: '100' };
    },
    '/v1/api/main/wallet/getBalance': () => ({ balance: balance(), lock_balance: '0' }),
  });
  server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
  (window as unknown as BoundWindow).__fake = server;
  return (
    <PipkitProvider client={server.pipkit}>
      <Orders initialTab={tab} />
    </PipkitProvider>
  );
}

/** Holding positions the play function sets (`window.__open`). */
function boundHolding(balanceOf: (open: Order[]) => string = () => '100') {
  let open = holding;
  (window as unknown as BoundWindow).__open = (o) => (open = o);
  return boundOrders(1, () => open, () => balanceOf(open));
}

/**
 * The same account open on another device (FOREX_ORDER): a part of 101 closed there shrinks its row here without a
 * read; a position opened there appears (the page is read again, once); 102 closed there goes, and its open sheet
 * with it.
 */
export const BoundChangedElsewhere: Story = {
  render: () => boundHolding(),
  play: async ({ canvasElement }) => {
    const w = window as unknown as BoundWindow;
    const server = w.__fake;
    const c = within(canvasElement);
    const reads = () => server.calls.filter((x) => x === 'GET /v1/api/forex/my_deal').length;
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await waitFor(() => expect(server.pipkit.socket.topics()).toContain('FOREX_ORDER'));
    const row = (id: number) => canvasElement.querySelector(`[data-order-id="${id}"]`);
    await expect(row(101)).toHaveTextContent('0.10');
    // 0.04 lots of 101 closed on the phone: the position as it now is, and the closed part (history, not this tab)
    const rest = { ...holding[0], Quantity: '0.06', CautionMoney: '65.040000' };
    server.push('FOREX_ORDER', { Change: 'modified', Order: rest });
    server.push('FOREX_ORDER', { Change: 'closed', Order: { ...holding[0], Id: 305, Status: 3, Quantity: '0.04', ParentId: 101 } });
    await waitFor(() => expect(row(101)).toHaveTextContent('0.06'));
    await expect(rows(canvasElement)).toHaveLength(2);
    // a position opened on the phone: this list reads its page again, once
    const before = reads();
    const opened = { ...holding[0], Id: 103, Quantity: '0.20', CreateTimeHandler: '2026-11-23 09:30:00' };
    w.__open([opened, rest, holding[1]]);
    server.push('FOREX_ORDER', { Change: 'opened', Order: opened });
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(3));
    await expect(rows(canvasElement)[0]).toHaveAttribute('data-order-id', '103');
    await new Promise((r) => setTimeout(r, 300));
    await expect(reads()).toBe(before + 1);
    // 102 closed on the phone while its sheet is open here
    await userEvent.click(row(102) as HTMLElement);
    await expect(await c.findByRole('dialog')).toBeVisible();
    w.__open([opened, rest]);
    server.push('FOREX_ORDER', { Change: 'closed', Order: { ...holding[1], Status: 3, CloseReason: 'user' } });
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
    await expect(rows(canvasElement)).toHaveLength(2);
    await expect(row(102)).toBeNull();
  },
};

/**
 * A position closed by its stop loss while the phone had no connection: the FOREX_CLOSED push is lost with the
 * connection, so when the socket is back the list is read again and the position is gone.
 */
export const BoundResyncAfterReconnect: Story = {
  render: () => boundHolding((open) => (open.length === 2 ? '100' : '95')),
  play: async ({ canvasElement }) => {
    const w = window as unknown as BoundWindow;
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await waitFor(() => expect(w.__fake.pipkit.socket.$status.get()).toBe('open'));
    w.__fake.drop();
    w.__open(holding.filter((o) => o.Id !== 102)); // the stop loss, on the server, while the connection is down
    await waitFor(() => expect(w.__fake.pipkit.socket.$status.get()).toBe('open'), { timeout: 3000 });
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(canvasElement.querySelector('[data-order-id="102"]')).toBeNull();
    await waitFor(() => expect(w.__fake.pipkit.stores.$balance.get()).toEqual({ balance: '95', lock_balance: '0' }));
  },
};

/**
 * Bound, a real account with its loss limit reached: the pending tab reads the trader's own limits and says that its
 * orders are cancelled when their price comes; the positions' tab does not read them, and back on the pending tab
 * they are read again. One client for the module (a render may run twice), reset before the story.
 */
const lossReached: TradingLimits = {
  deposit: { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null },
  loss: { amount: '100.00', period: 'week', used: '120.50', left: '0.00', reached: true, next: null },
  break_until: null,
  break_days: [1, 7, 30, 180],
};
const paused = fakeServer({
  '/api/user/limits': () => lossReached,
  '/v1/api/forex/my_deal': (url) => {
    const data = url.searchParams.get('status') === '0' ? pending : [];
    return { data, total: data.length, all_fact_profits: '0', balance: '100' };
  },
  '/v1/api/main/wallet/getBalance': () => ({ balance: '100', lock_balance: '0' }),
});

export const BoundPendingPaused: Story = {
  beforeEach: () => {
    paused.calls.length = 0;
    paused.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'lee@example.com', invite_code: '', is_demo: 0 });
  },
  render: () => (
    <PipkitProvider client={paused.pipkit}>
      <Orders initialTab={0} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const why = t('trade.lossLimitReached', { limit: `100.00 USD ${t('user.limitPerWeek')}` });
    await expect(await c.findByTestId('pending-paused')).toHaveTextContent(pendingPaused(why));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await userEvent.click(c.getByRole('tab', { name: t('trade.holding') }));
    await waitFor(() => expect(c.queryByTestId('pending-paused')).toBeNull());
    await expect(paused.calls.filter((x) => x === 'GET /api/user/limits')).toHaveLength(1);
    // Back on the pending tab they are read again (a break may have been taken meanwhile).
    await userEvent.click(c.getByRole('tab', { name: t('trade.pending') }));
    await expect(await c.findByTestId('pending-paused')).toHaveTextContent(pendingPaused(why));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(paused.calls.filter((x) => x === 'GET /api/user/limits')).toHaveLength(2);
  },
};

/**
 * Bound: the history searched by the words of the trader's notes — asked once typing pauses, the found trades listed
 * with their count and P&L together, and all of the history again once the field is emptied. One client for the
 * module, reset before the story.
 */
const journal = fakeServer({
  '/v1/api/forex/my_deal': (url) => {
    const words = url.searchParams.get('note');
    const data = url.searchParams.get('status') !== '3' ? [] : words ? [history[0], history[3]] : history;
    return { data, total: data.length, all_fact_profits: words ? '33.000000' : '9.000000', balance: '100' };
  },
  '/v1/api/main/wallet/getBalance': () => ({ balance: '100', lock_balance: '0' }),
});

export const BoundHistoryNoteSearch: Story = {
  beforeEach: () => {
    journal.calls.length = 0;
    journal.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'lee@example.com', invite_code: '', is_demo: 1 });
  },
  render: () => (
    <PipkitProvider client={journal.pipkit}>
      <Orders initialTab={3} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(4));
    const field = c.getByRole('searchbox', { name: t('trade.searchNotes') });
    await userEvent.type(field, 'breakout');
    await expect(await c.findByTestId('notes-found')).toHaveTextContent(`${t('trade.notesFound', { count: 2 })} · +33.000000 USD`);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    // asked once, after the typing paused, not for every letter
    await expect(journal.calls.filter((x) => x === 'GET /v1/api/forex/my_deal')).toHaveLength(2);
    await userEvent.clear(field);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(4));
    await expect(c.queryByTestId('notes-found')).toBeNull();
  },
};
