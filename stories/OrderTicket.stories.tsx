import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../src/core';
import type { TradePair } from '../src/core/api/forex';
import { formatBalance, ratesFrom } from '../src/core/money';
import { PipkitProvider } from '../src/widgets/provider';
import { fakeServer } from './fixtures/fakeServer';
import { preferencesOf } from '../src/widgets/internal/traders/preferences';
import { fromLocalInput } from '../src/widgets/internal/trading/expiry';
import {
  OrderTicket,
  OrderTicketView, estimates, expiryTime, initialTicket, lotsDown, lotsUp, submitForm, swapPerNight, ticketError, toggleField,
  type OrderTicketViewProps, type TicketLayout, type TicketState,
} from '../src/widgets/OrderTicket';
import { closedPair, eurusd, fixedMarginPair, noLeveragePair } from './fixtures/trading';
import { whenText } from '../src/widgets/internal/trading/hours';
import type { TradingPause } from '../src/widgets/internal/limits/pause';
import type { TradingLimits } from '../src/core/api/limits';

const rates = ratesFrom({ EURUSD: '1.08512', USDJPY: '151.234' });

/**
 * The view driven by the same pure ticket logic the bound widget uses (state, estimates, validation and the
 * submit form), so the play functions exercise real behaviour without a server.
 */
function Ticket({ pair, loggedIn = true, onSubmitForm, initial, layout, opensAt, closedFor, closing, pause }: {
  pair: TradePair; loggedIn?: boolean; onSubmitForm: (f: unknown) => void; initial?: Partial<TicketState>; layout?: TicketLayout;
  opensAt?: number; closedFor?: 'holiday' | 'maintenance'; closing?: { at: number; minutes: number }; pause?: TradingPause;
}) {
  const [s, setS] = useState<TicketState>({ ...initialTicket(pair), ...initial });
  const [expanded, setExpanded] = useState(false);
  const est = estimates(s, pair, undefined, 2, 'USD', rates);
  const error = ticketError(s, pair, undefined);
  const props: OrderTicketViewProps = {
    pair, state: s, estMargin: est.margin, estFee: est.fee, estSwap: swapPerNight(s, pair), rates, error, loggedIn,
    onMode: (mode) => setS({ ...s, mode, showErrors: false }),
    onLots: (lots) => setS({ ...s, lots }),
    onLotsStep: (d) => setS({ ...s, lots: d > 0 ? lotsUp(s.lots, pair.Pip) : lotsDown(s.lots, pair.Pip) }),
    onLeverage: (leverage) => setS({ ...s, leverage }),
    onPrice: (price) => setS({ ...s, price }),
    onPendingType: (pendingType) => setS({ ...s, pendingType }),
    onExpiry: (expiry) => setS({ ...s, expiry, expiresAt: expiryTime(expiry, new Date()) }),
    onExpiryAt: (value) => setS({ ...s, expiresAt: fromLocalInput(value) }),
    onStopToggle: (w) => setS(toggleField(s, w, pair.ForexQuotations.Close)),
    onStopValue: (w, value) => setS({ ...s, [w]: { ...s[w], value } }),
    onSubmit: (side) => {
      if (!error) return onSubmitForm(submitForm(s, pair, side));
      setS({ ...s, showErrors: true });
      setExpanded(true); // as the bound widget: a folded sheet opens on the field to fix
    },
    layout, expanded, onExpanded: setExpanded, opensAt, closedFor, closing, pause,
  };
  return <OrderTicketView {...props} />;
}

const meta = {
  title: 'Trading/OrderTicket',
  component: Ticket,
  tags: ['autodocs'],
  parameters: { pipkit: { widget: 'OrderTicket', component: OrderTicket, element: 'order-ticket' } },
  args: { pair: eurusd, onSubmitForm: fn() },
} satisfies Meta<typeof Ticket>;
export default meta;
type Story = StoryObj<typeof meta>;

const ifReached = (usd: string) => t('trade.ifReached', { amount: formatBalance(usd, { sign: true }) });
const buy = (c: ReturnType<typeof within>) => c.getByRole('button', { name: new RegExp(`^${t('trade.buy')}`) });
const sell = (c: ReturnType<typeof within>) => c.getByRole('button', { name: new RegExp(`^${t('trade.sell')}`) });

export const MarketOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toHaveTextContent('1.08527'); // buy shows the ask
    await expect(sell(c)).toHaveTextContent('1.08512'); // sell shows the bid
    // 0.01 lot × 100000 × 1.08527 ÷ 50 = 21.7054; fee 0.1% of margin
    await expect(c.getByTestId('est-margin')).toHaveTextContent('21.705400');
    await expect(c.getByTestId('est-fee')).toHaveTextContent('0.021705');
    await userEvent.selectOptions(c.getByLabelText(t('trade.leverage')), '100');
    await expect(c.getByTestId('est-margin')).toHaveTextContent('10.852700');
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith({
      type: 1, cont: '0.01', forex_id: eurusd.Id, status: 1, target_price: '0', stop_loss_price: '0', target_profit_price: '0', multiple: 100,
    });
  },
};

/** Keyboard on a desktop: B or S arms a side (outlined, and said to screen readers), Enter places it, Escape disarms;
 * nothing fires while the trader types in a field. */
export const KeyboardArming: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const armed = c.getByTestId('armed');
    c.getByLabelText(t('trade.lots'), { selector: 'input' }).focus();
    await userEvent.keyboard('b');
    await expect(buy(c)).not.toHaveAttribute('data-armed'); // typing in the lots field
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('s');
    await expect(sell(c)).toHaveAttribute('data-armed');
    await expect(armed).toHaveTextContent(t('keys.armedSell', { lots: '0.01', symbol: eurusd.ShowCode }));
    await userEvent.keyboard('{Escape}');
    await expect(sell(c)).not.toHaveAttribute('data-armed');
    await expect(armed).toHaveTextContent('');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitForm).not.toHaveBeenCalled(); // nothing armed: Enter is not an order
    await userEvent.keyboard('B');
    await expect(buy(c)).toHaveAttribute('data-armed');
    await expect(armed).toHaveTextContent(t('keys.armedBuy', { lots: '0.01', symbol: eurusd.ShowCode }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ type: 1, cont: '0.01' }));
    await expect(buy(c)).not.toHaveAttribute('data-armed');
  },
};

export const LotsStepper: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const minus = c.getByRole('button', { name: t('trading.lotsLess') });
    const lots = c.getByLabelText(t('trade.lots'));
    await expect(minus).toBeDisabled(); // 0.01 − 0.01 is not above zero
    await userEvent.click(c.getByRole('button', { name: t('trading.lotsMore') }));
    await expect(lots).toHaveValue('0.02');
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(lots).toHaveValue('0.01');
    await expect(minus).toBeDisabled();
  },
};

/**
 * Lots and prices typed on any keyboard: a decimal comma, Persian or full-width digits are read as the plain number
 * and shown so at once; the arrow keys step the lots as the buttons do.
 */
export const TypedOnAnyKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const lots = c.getByLabelText(t('trade.lots'));
    await userEvent.clear(lots);
    await userEvent.type(lots, '0,05');
    await expect(lots).toHaveValue('0.05');
    await userEvent.clear(lots);
    await userEvent.type(lots, '۰٫۰۳');
    await expect(lots).toHaveValue('0.03');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(lots).toHaveValue('0.05');
    await userEvent.keyboard('{ArrowDown}');
    await expect(lots).toHaveValue('0.04');
    const sl = c.getByRole('textbox', { name: t('trade.stopLoss') });
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.stopLoss') }));
    await userEvent.clear(sl);
    await userEvent.type(sl, '１，０８');
    await expect(sl).toHaveValue('1.08');
    await userEvent.click(sell(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ type: 2, cont: '0.04', stop_loss_price: '1.08' }));
  },
};

/**
 * Stops: the first check fills the close, later checks keep what was typed. Each says what it would make or lose for
 * the one side it fits — 1.08, under the bid, is a buy's stop loss: 0.01 lots bought at the ask, 1.08527, lose 5.27 USD.
 */
export const StopLossTakeProfit: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const slBox = c.getByRole('checkbox', { name: t('trade.stopLoss') });
    const slInput = c.getByRole('textbox', { name: t('trade.stopLoss') });
    await expect(slInput).toBeDisabled();
    await userEvent.click(slBox);
    await expect(slInput).toHaveValue('1.08512'); // first check: the current close
    await waitFor(() => expect(canvasElement.querySelector('[data-part-loading]')).toBeNull()); // the line's code is in
    await expect(c.queryByTestId('if-reached')).toBeNull(); // the bid itself: no side's stop loss
    await userEvent.clear(slInput);
    await userEvent.type(slInput, '1.08');
    await waitFor(() => expect(slInput).toHaveAccessibleDescription(ifReached('-5.27')));
    await userEvent.click(slBox);
    await userEvent.click(slBox);
    await expect(slInput).toHaveValue('1.08'); // later checks keep the typed value
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.takeProfit') }));
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.takeProfit') })); // unchecked → sent as 0
    await userEvent.click(sell(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ type: 2, stop_loss_price: '1.08', target_profit_price: '0' }));
  },
};

/**
 * Sizing by the loss at the stop: 1.08 is a buy's stop loss 52.7 pips under the ask (1.08527), 527 USD a lot. The lots
 * cleared first, the sizing is still offered. A loss of 5 USD is less than the minimum lot loses; one of 20 USD is 0.03
 * lots, which lose 15.81 USD there.
 */
export const LotsForLoss: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.stopLoss') }));
    const slInput = c.getByRole('textbox', { name: t('trade.stopLoss') });
    await userEvent.clear(slInput);
    await userEvent.type(slInput, '1.08');
    await userEvent.clear(c.getByLabelText(t('trade.lots'))); // sizing by risk: the lots are not a number yet
    await userEvent.click(await c.findByText(t('trade.sizeByLoss')));
    await expect(c.queryByTestId('if-reached')).toBeNull();
    const loss = c.getByLabelText(t('trade.lossAtStop'));
    await expect(c.getByRole('button', { name: t('trade.useLots', { lots: '—' }) })).toBeDisabled(); // no amount yet
    await userEvent.type(loss, '5');
    await expect(c.getByRole('alert')).toHaveTextContent(t('trade.lossBelowMin', { min: '0.01' }));
    await expect(loss).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(loss);
    await userEvent.type(loss, '20');
    await userEvent.click(c.getByRole('button', { name: t('trade.useLots', { lots: '0.03' }) }));
    await expect(c.getByLabelText(t('trade.lots'))).toHaveValue('0.03');
    await waitFor(() => expect(slInput).toHaveAccessibleDescription(ifReached('-15.81')));
  },
};

/**
 * Price protection on a market order: checked, it starts at 2 pips; pips the server would refuse say so on Buy; the
 * order carries the price shown (the ask for a buy) and the pips. A pending order has no such box.
 */
export const PriceProtection: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('checkbox', { name: t('trade.maxSlippage') });
    const pips = c.getByRole('textbox', { name: t('trade.maxSlippage') });
    await expect(pips).toBeDisabled();
    await userEvent.click(box);
    await expect(pips).toHaveValue('2');
    await userEvent.clear(pips);
    await userEvent.type(pips, '2000');
    await userEvent.click(buy(c));
    await expect(c.getByRole('alert')).toHaveTextContent(t('trade.slippageInvalid'));
    await expect(pips).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
    await userEvent.clear(pips);
    await userEvent.type(pips, '1.5');
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ type: 1, status: 1, expected_price: '1.08527', max_deviation: '1.5' }));
    await userEvent.click(c.getByRole('tab', { name: t('trade.pendingOrder') }));
    await expect(c.queryByRole('checkbox', { name: t('trade.maxSlippage') })).toBeNull();
    await userEvent.click(c.getByRole('tab', { name: t('trade.marketOrder') }));
  },
};

export const PendingWithoutPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: t('trade.pendingOrder') }));
    await expect(c.getByTestId('est-margin')).toHaveTextContent('--');
    await userEvent.click(buy(c));
    await expect(c.getByRole('alert')).toHaveTextContent(t('msg.enterPrice'));
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
    await userEvent.type(c.getByLabelText(t('trade.price')), '1.08');
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ status: 0, target_price: '1.08' }));
  },
};

/**
 * A stop order: the same price waits for the market to break through it instead of coming to it, and the line under
 * the type says what that means for a buy and for a sell.
 */
export const PendingStop: Story = {
  args: { initial: { mode: 0, price: '1.0900' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const type = c.getByLabelText(t('trade.pendingType'));
    await expect(type).toHaveValue('limit');
    await expect(c.getByTestId('pending-type-hint')).toHaveTextContent(t('trade.limitHint', { price: '1.09000' }));
    await userEvent.selectOptions(type, 'stop');
    await expect(c.getByTestId('pending-type-hint')).toHaveTextContent(t('trade.stopHint', { price: '1.09000' }));
    await expect(c.getByLabelText(t('trade.price'))).toHaveAccessibleDescription(t('trade.stopHint', { price: '1.09000' }));
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ type: 1, status: 0, target_price: '1.0900', pending_type: 'stop' }));
  },
};

/** A pending order that expires: the time is fixed when chosen and sent with the order (good till cancelled otherwise). */
export const PendingWithExpiry: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const sent = () => (args.onSubmitForm as unknown as { mock: { calls: Array<[{ expires_at?: string }]> } }).mock.calls.at(-1)![0];
    // A market order has no expiry.
    await expect(c.queryByLabelText(t('trade.expiry'))).toBeNull();
    await userEvent.click(c.getByRole('tab', { name: t('trade.pendingOrder') }));
    await expect(c.getByLabelText(t('trade.expiry'))).toHaveValue('gtc');
    await userEvent.type(c.getByLabelText(t('trade.price')), '1.08');
    await userEvent.click(buy(c));
    await expect(sent()).not.toHaveProperty('expires_at'); // good till cancelled
    const chosen = Date.now();
    await userEvent.selectOptions(c.getByLabelText(t('trade.expiry')), 'hour');
    await userEvent.click(buy(c));
    await expect(sent()).toEqual(expect.objectContaining({ status: 0, target_price: '1.08' }));
    await expect(Math.abs(Date.parse(sent().expires_at!) - chosen - 3_600_000)).toBeLessThan(60_000);
  },
};

/** A pending order that expires at a date and time the trader picks (in their own time zone). */
export const PendingCustomExpiry: Story = {
  args: { initial: { mode: 0, price: '1.08', expiry: 'custom', expiresAt: new Date(2026, 11, 24, 18, 0).toISOString() } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const picker = c.getByLabelText(t('trade.expiryAt'));
    await expect(picker).toHaveValue('2026-12-24T18:00');
    // Emptied, it stops the order with the reason; picked again, the order carries that moment.
    fireEvent.change(picker, { target: { value: '' } });
    await userEvent.click(buy(c));
    await expect(c.getByRole('alert')).toHaveTextContent(t('trade.expiryMissing'));
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
    fireEvent.change(picker, { target: { value: '2026-12-31T09:30' } });
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ status: 0, expires_at: new Date(2026, 11, 31, 9, 30).toISOString() }));
  },
};

export const MarketClosed: Story = {
  args: { pair: closedPair },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toBeDisabled();
    await expect(sell(c)).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent(t('trade.marketClosed'));
  },
};

/** A closed market whose hours are known says when it opens, in the trader's own time (docs/trading.md "Trading hours"). */
export const MarketClosedOpensAt: Story = {
  args: { pair: closedPair, opensAt: Date.parse('2026-12-06T22:00:00Z') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent(t('trade.marketClosedOpens', { time: whenText(Date.parse('2026-12-06T22:00:00Z')) }));
  },
};

/** Closed by the desk for a holiday: the ticket says why, and when the market opens. */
export const MarketClosedForHoliday: Story = {
  args: { pair: closedPair, opensAt: Date.parse('2026-12-27T22:00:00Z'), closedFor: 'holiday' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toBeDisabled();
    await expect(c.getByRole('status')).toHaveTextContent(t('trade.closedForHoliday', { time: whenText(Date.parse('2026-12-27T22:00:00Z')) }));
  },
};

/** An open market closing within half an hour says so, and when; Buy and Sell stay on. */
export const MarketClosingSoon: Story = {
  args: { closing: { at: Date.parse('2026-12-04T22:00:00Z'), minutes: 12 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toBeEnabled();
    await expect(c.getByTestId('market-closing')).toHaveTextContent(t('trade.closesSoon', { minutes: 12, time: whenText(Date.parse('2026-12-04T22:00:00Z')) }));
  },
};

// The trader's own limits (docs/accounts.md "Trading limits and breaks"): on a break or past the loss limit no
// position opens, so Buy and Sell are off and the ticket says why before they are pressed.
// A Monday years ahead: the bound story's break must not have ended on the day it runs (the words name no year).
const BREAK_ENDS = '2037-12-07T18:30:00.000Z';
const onBreak = () => t('trade.onBreak', { time: whenText(Date.parse(BREAK_ENDS)) });

export const OnBreak: Story = {
  args: { pause: { until: BREAK_ENDS } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toBeDisabled();
    await expect(sell(c)).toBeDisabled();
    await expect(c.getByTestId('trading-paused')).toHaveTextContent(onBreak());
  },
};

export const LossLimitReached: Story = {
  args: { pause: { limit: '100.00', period: 'week' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(buy(c)).toBeDisabled();
    await expect(c.getByTestId('trading-paused')).toHaveTextContent(t('trade.lossLimitReached', { limit: `100.00 USD ${t('user.limitPerWeek')}` }));
  },
};

export const NoLeverage: Story = {
  args: { pair: noLeveragePair },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('msg.noLeverage'));
    await expect(c.queryByLabelText(t('trade.leverage'))).toBeNull();
    await expect(buy(c)).toBeDisabled();
  },
};

export const FixedMargin: Story = {
  name: 'MarginMode 1 (no leverage)',
  args: { pair: fixedMarginPair },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByLabelText(t('trade.leverage'))).toBeNull();
    await expect(c.queryByRole('alert')).toBeNull();
    // 0.01 lot × 100 oz × 2341.55 with no leverage
    await expect(c.getByTestId('est-margin')).toHaveTextContent('2,341.550000');
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ multiple: 0 }));
  },
};

export const InvalidLots: Story = {
  args: { initial: { lots: '0.015' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(buy(c));
    await expect(c.getByRole('alert')).toHaveTextContent(t('trading.lotsInvalid', { min: '0.01', step: '0.01' }));
    await expect(c.getByRole('alert')).toHaveTextContent('0.01');
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
  },
};

export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(t('trade.loginToTrade'))).toBeVisible();
    await expect(buy(c)).toBeEnabled(); // the bound widget sends the click to onLoginRequired
  },
};

export const Loading: Story = {
  render: () => <OrderTicketView state={initialTicket()} estMargin="--" estFee="--" error={null} loggedIn />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(buy(c)).toHaveTextContent('1.08527');
  },
};

// The phone layout: the sheet sits at the bottom of a phone-high frame, as on /trade, so it has room to rise.
const PhoneFrame = (Story: () => React.JSX.Element) => (
  <div style={{ minBlockSize: 620, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
    <Story />
  </div>
);
const handle = (c: ReturnType<typeof within>) => c.getByRole('button', { name: new RegExp(t('trade.marketOrder')) });

/** Folded: one line saying what Buy or Sell will send, and the two buttons; nothing else takes the phone's height. */
export const PhoneSheet: Story = {
  args: { layout: 'sheet' },
  decorators: [PhoneFrame],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(handle(c)).toHaveAttribute('aria-expanded', 'false');
    await expect(handle(c)).toHaveTextContent(`${t('trade.marketOrder')} · 0.01 ${t('trade.lots')} · 50×`);
    await expect(c.queryByLabelText(t('trade.lots'))).toBeNull();
    await userEvent.click(buy(c)); // Buy sends the summarised order straight away
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ type: 1, cont: '0.01', multiple: 50 }));
  },
};

/** Expanded: the whole ticket rises above Buy/Sell; the summary follows what is set; Escape folds it. */
export const PhoneSheetExpanded: Story = {
  args: { layout: 'sheet' },
  decorators: [PhoneFrame],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(handle(c));
    await expect(handle(c)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(c.getByRole('button', { name: t('trading.lotsMore') }));
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.stopLoss') }));
    await expect(handle(c)).toHaveTextContent(`0.02 ${t('trade.lots')} · 50× · ${t('trade.stopLoss')} 1.08512`);
    await userEvent.keyboard('{Escape}');
    await expect(handle(c)).toHaveAttribute('aria-expanded', 'false');
    await expect(handle(c)).toHaveFocus();
    await userEvent.click(handle(c)); // left open for the screenshot
    await expect(c.getByLabelText(t('trade.lots'))).toHaveValue('0.02');
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
  },
};

/** A pending stop folded on a phone: the summary names the type beside the price, since it fills the other way round. */
export const PhoneSheetPendingStop: Story = {
  args: { layout: 'sheet', initial: { mode: 0, price: '1.09000', pendingType: 'stop' } },
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('button', { name: new RegExp(t('trade.pendingOrder')) });
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toHaveTextContent(`${t('trade.pendingOrder')} · ${t('trade.stop')} 1.09000 · 0.01 ${t('trade.lots')} · 50×`);
  },
};

/** An order the server would refuse opens the folded sheet on the field to fix, with the reason. */
export const PhoneSheetInvalid: Story = {
  args: { layout: 'sheet', initial: { lots: '0.015' } },
  decorators: [PhoneFrame],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(handle(c)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sell(c));
    await expect(handle(c)).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByRole('alert')).toHaveTextContent(t('trading.lotsInvalid', { min: '0.01', step: '0.01' }));
    await expect(c.getByLabelText(t('trade.lots'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
  },
};

/** A closed market says so on the folded sheet, beside the disabled buttons. */
export const PhoneSheetMarketClosed: Story = {
  args: { layout: 'sheet', pair: closedPair },
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('trade.marketClosed'));
    await expect(buy(c)).toBeDisabled();
  },
};

/** The same on a phone's folded sheet, beside Buy and Sell. */
export const PhoneSheetClosingSoon: Story = {
  args: { layout: 'sheet', closing: { at: Date.parse('2026-12-04T22:00:00Z'), minutes: 3 } },
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('market-closing')).toHaveTextContent(t('trade.closesSoon', { minutes: 3, time: whenText(Date.parse('2026-12-04T22:00:00Z')) }));
    await expect(buy(c)).toBeEnabled();
  },
};

/** A phone's folded sheet says it too, beside the Buy and Sell it turns off. */
export const PhoneSheetOnBreak: Story = {
  args: { layout: 'sheet', pause: { until: BREAK_ENDS } },
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('trading-paused')).toHaveTextContent(onBreak());
    await expect(buy(c)).toBeDisabled();
  },
};

/** The bound widget against a fake transport: a visitor is sent to login; a logged-in user's order is POSTed as a form. */
export const BoundSubmit: Story = {
  render: (args) => {
    const server = fakeServer({ '/v1/api/forex/submit': () => ({ code: 1, msg: 'Order opened', data: { Id: 9 } }) });
    (window as unknown as { __fake: typeof server }).__fake = server;
    server.pipkit.stores.quotes.setTradeList([eurusd]);
    return (
      <PipkitProvider client={server.pipkit}>
        <OrderTicket pair={eurusd} onLoginRequired={args.onSubmitForm} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement, args }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    const c = within(canvasElement);
    await userEvent.click(buy(c));
    await expect(args.onSubmitForm).toHaveBeenCalledTimes(1); // onLoginRequired
    await expect(server.bodies['/v1/api/forex/submit']).toBeUndefined();
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.takeProfit') }));
    await userEvent.clear(c.getByRole('textbox', { name: t('trade.takeProfit') }));
    await userEvent.type(c.getByRole('textbox', { name: t('trade.takeProfit') }), '1.1');
    await userEvent.click(buy(c));
    // one-click trading is off: nothing is sent until the confirmation is confirmed
    const confirm = await c.findByTestId('confirm-order');
    await expect(server.bodies['/v1/api/forex/submit']).toBeUndefined();
    await userEvent.click(confirm);
    await waitFor(() => expect(server.bodies['/v1/api/forex/submit']).toBeDefined());
    const form = Object.fromEntries(new URLSearchParams(server.bodies['/v1/api/forex/submit']));
    await expect(form).toEqual({
      type: '1', cont: '0.01', forex_id: String(eurusd.Id), status: '1', target_price: '0', stop_loss_price: '0', target_profit_price: '1.1', multiple: '50',
      client_ref: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    // The order is placed once the answer is in: the confirmation closes and gives focus back to Buy. Waiting for it
    // is what makes this the ticket's settled state (the screenshot once caught the focus coming back after it).
    await waitFor(() => expect(c.queryByTestId('confirm-order')).toBeNull());
    await waitFor(() => expect(buy(c)).toHaveFocus());
  },
};

/**
 * Confirm tapped again after an answer that never came (the connection dropped after the server placed the order):
 * the retry carries the same key, so the server answers with the first order instead of placing a second. A changed
 * order, or the next order after one placed, gets a new key.
 */
export const BoundRetrySameOrder: Story = {
  render: () => {
    const refs: string[] = [];
    const server = fakeServer({
      '/v1/api/forex/submit': (_url, init) => {
        refs.push(new URLSearchParams(String(init?.body)).get('client_ref') ?? '');
        // placed, but the answer is lost (the fourth too, so no ticket of 0.02 lots is remembered for the next stories)
        if (refs.length !== 2) throw new TypeError('Failed to fetch');
        return { code: 1, msg: 'Order opened', data: { Id: 9 } };
      },
    });
    (window as unknown as { __fake: typeof server; __refs: string[] }).__fake = server;
    (window as unknown as { __refs: string[] }).__refs = refs;
    server.pipkit.stores.quotes.setTradeList([eurusd]);
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    return (
      <PipkitProvider client={server.pipkit}>
        <OrderTicket pair={eurusd} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const w = window as unknown as { __fake: ReturnType<typeof fakeServer>; __refs: string[] };
    const c = within(canvasElement);
    await userEvent.click(buy(c));
    await userEvent.click(await c.findByTestId('confirm-order'));
    await waitFor(() => expect(w.__refs).toHaveLength(1));
    await expect(w.__refs[0]).toMatch(/^[\w-]{8,64}$/);
    // the confirmation stays after the failure; confirming again is the same order
    await userEvent.click(await c.findByTestId('confirm-order'));
    await waitFor(() => expect(w.__refs).toHaveLength(2));
    await expect(w.__refs[1]).toBe(w.__refs[0]);
    await waitFor(() => expect(c.queryByTestId('confirm-order')).toBeNull());
    // placed: the next order is a new one
    await userEvent.click(buy(c));
    await userEvent.click(await c.findByTestId('confirm-order'));
    await waitFor(() => expect(w.__refs).toHaveLength(3));
    await expect(w.__refs[2]).not.toBe(w.__refs[0]);
    // lost again, but the trader changes the order before sending it: a different order, a new key
    await userEvent.click(await c.findByRole('button', { name: t('common.cancel') }));
    await userEvent.click(c.getByRole('button', { name: t('trading.lotsMore') }));
    await userEvent.click(buy(c));
    await userEvent.click(await c.findByTestId('confirm-order'));
    await waitFor(() => expect(w.__refs).toHaveLength(4));
    await expect(w.__refs[3]).not.toBe(w.__refs[2]);
  },
};

/**
 * One-click trading on, bound: Buy with a stop loss typed for a sell (above the bid) would be refused by the server,
 * so the confirmation opens and says why, sending nothing; Sell, which that stop fits, is sent at once.
 */
export const BoundOneClickWrongStop: Story = {
  render: () => {
    const server = fakeServer({
      '/v1/api/user/preferences': () => ({ one_click_trading: true }),
      '/v1/api/forex/submit': () => ({ code: 1, msg: 'Order opened', data: { Id: 11 } }),
    });
    (window as unknown as { __fake: typeof server }).__fake = server;
    server.pipkit.stores.quotes.setTradeList([eurusd]);
    server.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'demo@example.com', invite_code: '', is_demo: 1 });
    return (
      <PipkitProvider client={server.pipkit}>
        <OrderTicket pair={eurusd} />
      </PipkitProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const server = (window as unknown as { __fake: ReturnType<typeof fakeServer> }).__fake;
    const c = within(canvasElement);
    await waitFor(() => expect(preferencesOf(server.pipkit).$preferences.get().one_click_trading).toBe(true));
    await userEvent.click(c.getByRole('checkbox', { name: t('trade.stopLoss') }));
    await userEvent.clear(c.getByRole('textbox', { name: t('trade.stopLoss') }));
    await userEvent.type(c.getByRole('textbox', { name: t('trade.stopLoss') }), '1.09');
    await userEvent.click(buy(c));
    await expect(await c.findByTestId('confirm-order')).toBeDisabled();
    await expect(c.getByText(t('trade.slBelowBuy', { price: '1.08512' }))).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    await expect(server.bodies['/v1/api/forex/submit']).toBeUndefined();
    await userEvent.click(c.getByRole('button', { name: t('common.cancel') }));
    await userEvent.click(sell(c));
    await waitFor(() => expect(server.bodies['/v1/api/forex/submit']).toBeDefined());
    await expect(c.queryByTestId('confirm-order')).toBeNull();
    await expect(new URLSearchParams(server.bodies['/v1/api/forex/submit']).get('stop_loss_price')).toBe('1.09');
    await expect(new URLSearchParams(server.bodies['/v1/api/forex/submit']).get('type')).toBe('2');
  },
};

/** The ticket in this state showing the confirmation of one side, Confirm reported as a submit. */
function confirming(args: { pair: TradePair; onSubmitForm: (f: unknown) => void }, side: 1 | 2, over: Partial<TicketState>) {
  const state: TicketState = { ...initialTicket(args.pair), ...over };
  const est = estimates(state, args.pair, undefined, 2, 'USD', rates);
  return (
    <OrderTicketView
      pair={args.pair}
      state={state}
      estMargin={est.margin}
      estFee={est.fee}
      estSwap={swapPerNight(state, args.pair)}
      error={null}
      loggedIn
      confirming={side}
      rates={rates}
      onConfirm={() => args.onSubmitForm(submitForm(state, args.pair, side))}
      onConfirmDismiss={fn()}
    />
  );
}

/**
 * One-click trading off: Buy and Sell first show what will be placed — side, lots, price, leverage, margin, fee, stops,
 * and what each stop would make or lose: 0.01 lots sold at 1.08512 lose 9.88 USD at 1.09500 and make 5.12 at 1.08000.
 */
export const Confirmation: Story = {
  render: (args) =>
    confirming(args, 2, {
      // a sell: the stop above the price, the target below
      sl: { checked: true, value: '1.09500', touched: true },
      tp: { checked: true, value: '1.08000', touched: true },
    }),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const dialog = await c.findByRole('dialog', { name: `${t('trade.sell')} EUR/USD?` });
    const figures = within(dialog).getByTestId('order-confirm');
    await expect(figures).toHaveTextContent('1.08512'); // a sell at the bid
    await expect(figures).toHaveTextContent('1.08000');
    await expect(figures).toHaveTextContent('1.09500');
    await expect(figures).toHaveTextContent('50×');
    const amounts = within(figures).getAllByTestId('if-reached');
    await expect(amounts[0]).toHaveTextContent(ifReached('-9.88'));
    await expect(amounts[1]).toHaveTextContent(ifReached('5.12'));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('confirm-order')));
    await userEvent.click(within(dialog).getByTestId('confirm-order'));
    await expect(args.onSubmitForm).toHaveBeenCalled();
  },
};

/**
 * A sell's stops, then Buy pressed: the stop loss is above the bid a buy would close at, which the server refuses. The
 * confirmation says the rule instead of an amount, and Confirm waits until the stop is changed.
 */
export const ConfirmationStopRefused: Story = {
  render: (args) =>
    confirming(args, 1, {
      sl: { checked: true, value: '1.09500', touched: true },
      tp: { checked: true, value: '1.09000', touched: true },
    }),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: `${t('trade.buy')} EUR/USD?` });
    await expect(within(dialog).getByTestId('stop-refused-sl')).toHaveTextContent(t('trade.slBelowBuy', { price: '1.08512' }));
    await expect(within(dialog).queryByTestId('stop-refused-tp')).toBeNull();
    await expect(within(dialog).getAllByTestId('if-reached')).toHaveLength(1); // the take profit fits a buy
    await expect(within(dialog).getByTestId('confirm-order')).toBeDisabled();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t('common.cancel') })));
    await userEvent.click(within(dialog).getByTestId('confirm-order'));
    await expect(args.onSubmitForm).not.toHaveBeenCalled();
  },
};

/** A protected market order's confirmation says how many pips of slippage it allows. */
export const ConfirmationProtected: Story = {
  render: (args) => confirming(args, 1, { guard: { checked: true, value: '1.5', touched: true } }),
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: `${t('trade.buy')} EUR/USD?` });
    await expect(within(dialog).getByTestId('order-confirm')).toHaveTextContent(`${t('trade.maxSlippage')}1.5`);
    await userEvent.click(within(dialog).getByTestId('confirm-order'));
    await expect(args.onSubmitForm).toHaveBeenCalledWith(expect.objectContaining({ expected_price: '1.08527', max_deviation: '1.5' }));
  },
};

/** A pending sell stop's confirmation names its type beside its price. */
export const ConfirmationStop: Story = {
  render: (args) => confirming(args, 2, { mode: 0, price: '1.08000', pendingType: 'stop' }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: `${t('trade.sell')} EUR/USD?` });
    const figures = within(dialog).getByTestId('order-confirm');
    await expect(figures).toHaveTextContent(`${t('trade.price')}1.08000`);
    await expect(figures).toHaveTextContent(`${t('trade.pendingType')}${t('trade.stop')}`);
    await expect(within(dialog).queryByTestId('fills-at-once')).toBeNull(); // the bid, 1.08512, is above it
  },
};

/** A buy limit above the ask is a market order in effect: the confirmation says it fills at once, at the market. */
export const ConfirmationFillsAtOnce: Story = {
  render: (args) => confirming(args, 1, { mode: 0, price: '1.09000' }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: `${t('trade.buy')} EUR/USD?` });
    await expect(within(dialog).getByTestId('order-confirm')).toHaveTextContent(`${t('trade.pendingType')}${t('trade.limit')}`);
    await expect(within(dialog).getByTestId('fills-at-once')).toHaveTextContent(t('trade.fillsAtOnce'));
  },
};

const swapped: TradePair = { ...eurusd, SwapLong: '-9.2', SwapShort: '4.1' };

/**
 * A pair with a swap: the ticket says what a night held costs a buy and earns a sell for the lots typed (0.37 lots ×
 * −9.2 and × 4.1 USD), following the lots.
 */
export const SwapPerNight: Story = {
  args: { pair: swapped },
  render: (args) => <Ticket {...args} initial={{ lots: '0.37' }} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const swap = c.getByTestId('est-swap');
    await expect(swap).toHaveTextContent(`${t('trade.buy')} -3.404000 · ${t('trade.sell')} +1.517000`);
    await userEvent.click(c.getByRole('button', { name: t('trading.lotsLess') }));
    await expect(swap).toHaveTextContent(`${t('trade.buy')} -3.312000 · ${t('trade.sell')} +1.476000`);
  },
};

/** The confirmation of a buy says the swap of its side: what each night held will take. */
export const ConfirmationSwap: Story = {
  args: { pair: swapped },
  render: (args) => confirming(args, 1, { lots: '0.37' }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: `${t('trade.buy')} EUR/USD?` });
    await expect(within(dialog).getByTestId('confirm-swap')).toHaveTextContent('-3.404000');
    await expect(within(dialog).getByTestId('order-confirm')).toHaveTextContent(t('trade.swapPerNight'));
    // Confirm takes the focus as the dialog opens: waited for, so a screenshot never catches it half-way
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('confirm-order')));
  },
};

/** The pair is in the watchlist: the ticket's star is pressed. */
export const Starred: Story = {
  render: (args) => {
    const state = initialTicket(args.pair);
    return <OrderTicketView pair={args.pair} state={state} estMargin="--" estFee="--" error={null} loggedIn starred onStar={args.onSubmitForm} />;
  },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByTestId('ticket-star');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toHaveAccessibleName('Favourite');
    await expect(star).toHaveAttribute('title', 'Remove EUR/USD from favourites');
    await userEvent.click(star);
    await expect(args.onSubmitForm).toHaveBeenCalled();
  },
};

/**
 * Bound, a real account: the limits are read when the ticket shows (none stop trading); an order whose answer is lost
 * says nothing of them (not read again, the confirmation stays); the order sent again is refused because a break was
 * taken in another tab, and the ticket reads the limits again: the confirmation closes, Buy and Sell turn off and the
 * ticket says until when. One client for the module (a render may run twice), reset before the story.
 */
let breakTaken = false;
let submits = 0;
const pausing = fakeServer({
  '/api/user/limits': (): TradingLimits => {
    const none = { amount: null, period: 'day', used: '0.00', left: null, reached: false, next: null } as const;
    return { deposit: none, loss: none, break_until: breakTaken ? BREAK_ENDS : null, break_days: [1, 7, 30, 180] };
  },
  '/v1/api/forex/submit': () => {
    if (++submits === 1) throw new TypeError('Failed to fetch');
    breakTaken = true;
    return { code: 0, msg: 'You are taking a break from trading', data: null };
  },
});
pausing.pipkit.stores.quotes.setTradeList([eurusd]);

export const BoundPausedAfterRefusal: Story = {
  beforeEach: () => {
    breakTaken = false;
    submits = 0;
    pausing.calls.length = 0;
    pausing.pipkit.stores.session.set('story-token', { id: 1, uid: 1, email: 'lee@example.com', invite_code: '', is_demo: 0 });
  },
  render: () => (
    <PipkitProvider client={pausing.pipkit}>
      <OrderTicket pair={eurusd} />
    </PipkitProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(pausing.calls).toContain('GET /api/user/limits'));
    await expect(buy(c)).toBeEnabled();
    await userEvent.click(buy(c));
    await userEvent.click(await c.findByTestId('confirm-order'));
    await waitFor(() => expect(submits).toBe(1));
    await waitFor(() => expect(c.getByTestId('confirm-order')).toBeEnabled());
    await expect(pausing.calls.filter((x) => x === 'GET /api/user/limits')).toHaveLength(1);
    await userEvent.click(c.getByTestId('confirm-order'));
    await expect(await c.findByTestId('trading-paused')).toHaveTextContent(onBreak());
    await waitFor(() => expect(c.queryByTestId('confirm-order')).toBeNull());
    await expect(buy(c)).toBeDisabled();
    await expect(pausing.calls.filter((x) => x === 'GET /api/user/limits')).toHaveLength(2);
  },
};
