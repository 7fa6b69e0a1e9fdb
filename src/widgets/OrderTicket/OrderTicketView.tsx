// Pure order ticket: mode, bid/ask buttons, lots stepper, leverage, SL/TP, estimates and messages, laid out as a panel
// or, on phones, as a sheet folded to its summary and Buy/Sell (TicketSheet).
import { Suspense, useId, useRef, useState } from 'react';
import type { TradePair } from '../../core/api/forex';
import { formatPrice, type PendingType, type RateLookup } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { useT } from '../provider';
import { Tabs } from '../ui/Tabs';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { decimalInput, stepKey } from '../ui/typedInput';
import { useShortcuts } from '../internal/keyboard/useShortcuts';
import { TicketSheet } from './TicketSheet';
import { Form, Row, Field, Step, Select, Message, Sides, Side } from './styles';
import { Estimates } from './Estimates';
import { MarketNotice } from './MarketNotice';
import { PauseNotice } from '../internal/limits/PauseNotice';
import type { TradingPause } from '../internal/limits/pause';
import { PendingFields } from './PendingFields';
import { minusEnabled, noLeverage, ticketSummary, usesLeverage, type StopName, type TicketError, type TicketExpiry, type TicketMode, type TicketState } from './ticket';
import { StarToggle } from './StarToggle';
import { LoadBoundary } from '../internal/loading/LoadBoundary';
import { PartLoading } from '../internal/loading/PartLoading';
import { LoadFailedDialog } from '../internal/loading/LoadFailedDialog';
import { OrderConfirm, StopWorth, usePrefetchConfirm } from './lazyConfirm';

export interface OrderTicketViewProps {
  pair?: TradePair;
  quote?: Quote;
  state: TicketState;
  estMargin: string;
  estFee: string;
  /** The swap a night held would take (negative) or earn, as a buy and as a sell, for the lots typed; null: none. */
  estSwap?: { buy: string; sell: string } | null;
  error: TicketError;
  loggedIn: boolean;
  submitting?: boolean;
  onMode?: (m: TicketMode) => void;
  onLots?: (v: string) => void;
  onLotsStep?: (dir: 1 | -1) => void;
  onLeverage?: (v: number) => void;
  onPrice?: (v: string) => void;
  /** A pending order's type: limit (the default) or stop. */
  onPendingType?: (v: PendingType) => void;
  /** A pending order's expiry (good till cancelled by default). */
  onExpiry?: (x: TicketExpiry) => void;
  /** A date and time of the trader's own, as the picker gives it (`datetime-local`). */
  onExpiryAt?: (value: string) => void;
  /** Stop loss, take profit, and a market order's price protection (its value in pips). */
  onStopToggle?: (which: StopName) => void;
  onStopValue?: (which: StopName, v: string) => void;
  /** Buy (1) or sell (2); visitors get onLoginRequired from the widget instead. */
  onSubmit?: (side: 1 | 2) => void;
  /**
   * 'panel' (default): the whole ticket in the page. 'sheet', for phones: a summary and Buy/Sell stick to the bottom
   * of the screen and the rest of the ticket expands above them (TicketSheet).
   */
  layout?: TicketLayout;
  /** Sheet layout: whether the sheet is open. */
  expanded?: boolean;
  onExpanded?: (open: boolean) => void;
  /** The side whose confirmation shows (one-click trading off): what will be placed, and Confirm. */
  confirming?: 1 | 2 | null;
  /** USD rates of the moment: each stop says under it what it would make or lose at them, and so does the confirmation. */
  rates?: RateLookup;
  /** The fee setting (trade_fee_type): sizing by the loss at the stop counts the fee the order pays. */
  feeType?: number | string;
  onConfirm?: () => void;
  onConfirmDismiss?: () => void;
  /** A closed market's next opening (epoch ms) when its hours say; the notice then says when, in the trader's time. */
  opensAt?: number;
  /** Why a closed market is closed, when the desk closed it for a holiday or maintenance. */
  closedFor?: 'holiday' | 'maintenance';
  /** An open market closing within half an hour: when, and in how many minutes. */
  closing?: { at: number; minutes: number };
  /** The trader's own break or reached loss limit: Buy and Sell are off and the ticket says why. */
  pause?: TradingPause;
  /** The pair is in the watchlist; the star shows when onStar is given. */
  starred?: boolean;
  onStar?: () => void;
}

export type TicketLayout = 'panel' | 'sheet';

export function OrderTicketView(props: OrderTicketViewProps) {
  const { pair, quote, state: s, estMargin, estFee, error: invalid, loggedIn, submitting } = props;
  const t = useT();
  const id = useId();
  // Keyboard (docs/trading-widgets.md "Keyboard"): B or S arms a side, Enter places the armed order, Escape disarms.
  // Only a ticket on screen listens (a kept-alive hidden route keeps its ticket mounted).
  const sidesRef = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState<1 | 2 | null>(null);
  const onScreen = () => (sidesRef.current?.getClientRects().length ?? 0) > 0;
  const arm = (side: 1 | 2) => (onScreen() && !sidesRef.current!.querySelector('button:disabled') ? setArmed(side) : false);
  useShortcuts(
    {
      buy: () => arm(1),
      sell: () => arm(2),
      confirm: () => {
        if (!armed || !onScreen()) return false;
        setArmed(null);
        props.onSubmit?.(armed);
      },
      cancel: () => (armed ? setArmed(null) : false),
    },
    !!pair && !props.confirming, // the confirmation has the keys while it shows
  );
  usePrefetchConfirm(!!pair);
  if (!pair) return <Form aria-busy="true" aria-label={t('trade.placeOrder')} />;
  const q = quote ?? { ...pair.ForexQuotations, MarketStatus: pair.MarketStatus };
  const closed = q.MarketStatus !== 1;
  const lev = usesLeverage(pair);
  const noLev = noLeverage(pair);
  const blocked = closed || noLev || !!submitting || !!props.pause;
  const px = (x: string) => formatPrice(x, pair.PricePrecision);
  const shown = s.showErrors ? invalid : null;
  const sheet = props.layout === 'sheet';
  const stop = (which: StopName, label: string) => {
    const f = s[which];
    // What a stop would make or lose, said under it (a lazy part: the confirmation's chunk).
    const worthId = `${id}-${which}-worth`;
    const worth = which !== 'guard' && f.checked && props.rates && (
      <LoadBoundary fallback={() => null}>
        <Suspense fallback={<PartLoading />}>
          <StopWorth which={which} state={s} pair={pair} quote={quote} rates={props.rates} feeType={props.feeType} id={worthId} t={t} onLots={props.onLots} />
        </Suspense>
      </LoadBoundary>
    );
    return (
      <>
        <Row>
          <input
            id={`${id}-${which}-check`}
            type="checkbox"
            checked={f.checked}
            onChange={() => props.onStopToggle?.(which)}
          />
          <label htmlFor={`${id}-${which}-check`}>{label}</label>
          <Field
            {...decimalInput((v) => props.onStopValue?.(which, v))}
            aria-label={label}
            aria-invalid={(which === 'guard' && shown === 'deviation') || undefined}
            aria-describedby={worth ? worthId : undefined}
            disabled={!f.checked}
            value={f.checked ? f.value : ''}
          />
        </Row>
        {worth}
      </>
    );
  };
  const error = shown && shown !== 'marketClosed' && shown !== 'noLeverage' && (
    <Message $tone="error" role="alert" id={`${id}-err`}>
      {shown === 'enterPrice' ? t('msg.enterPrice') : shown === 'expiry' ? t('trade.expiryMissing') : shown === 'deviation' ? t('trade.slippageInvalid') : shown === 'lots' ? t('trading.lotsInvalid', { min: pair.ForexMinCont, step: pair.Pip }) : t('trading.chooseLeverage')}
    </Message>
  );
  const marketNotice = (closed || !!props.closing) && <MarketNotice closed={closed} opensAt={props.opensAt} closedFor={props.closedFor} closing={props.closing} t={t} />;
  const pauseNotice = props.pause && <PauseNotice pause={props.pause} t={t} />;
  const details = (
    <>
      {props.onStar && <StarToggle on={!!props.starred} name={pair.ShowCode} onToggle={props.onStar} />}
      <Tabs<'1' | '0'>
        label={t('trading.orderType')}
        items={[
          { value: '1', label: t('trade.marketOrder') },
          { value: '0', label: t('trade.pendingOrder') },
        ]}
        value={String(s.mode) as '1' | '0'}
        onChange={(v) => props.onMode?.(Number(v) as TicketMode)}
      />
      {s.mode === 0 && (
        <PendingFields
          id={id}
          state={s}
          precision={pair.PricePrecision}
          shown={shown}
          t={t}
          onPrice={props.onPrice}
          onPendingType={props.onPendingType}
          onExpiry={props.onExpiry}
          onExpiryAt={props.onExpiryAt}
        />
      )}
      <Row>
        <label htmlFor={`${id}-lots`}>{t('trade.lots')}</label>
        <Step type="button" aria-label={t('trading.lotsLess')} disabled={!minusEnabled(s.lots, pair.Pip)} onClick={() => props.onLotsStep?.(-1)}>
          −
        </Step>
        <Field
          {...decimalInput((v) => props.onLots?.(v))}
          id={`${id}-lots`}
          value={s.lots}
          aria-invalid={shown === 'lots' || undefined}
          onKeyDown={(e) => stepKey(e, props.onLotsStep)}
        />
        <Step type="button" aria-label={t('trading.lotsMore')} onClick={() => props.onLotsStep?.(1)}>
          +
        </Step>
      </Row>
      {lev && !noLev && (
        <Row>
          <label htmlFor={`${id}-lev`}>{t('trade.leverage')}</label>
          <Select id={`${id}-lev`} value={s.leverage ?? ''} onChange={(e) => props.onLeverage?.(Number(e.target.value))}>
            {pair.HasForexMultiple.map((m) => (
              <option key={m.Value} value={m.Value}>
                {m.Value}×
              </option>
            ))}
          </Select>
        </Row>
      )}
      {noLev && <Message $tone="error" role="alert">{t('msg.noLeverage')}</Message>}
      {stop('sl', t('trade.stopLoss'))}
      {stop('tp', t('trade.takeProfit'))}
      {s.mode === 1 && stop('guard', t('trade.maxSlippage'))}
      <Estimates margin={estMargin} fee={estFee} swap={props.estSwap} t={t} />
      {!sheet && marketNotice}
      {!sheet && pauseNotice}
      {error}
      {!loggedIn && <Message $tone="info">{t('trade.loginToTrade')}</Message>}
    </>
  );
  const sides = (
    <Sides ref={sidesRef}>
      <VisuallyHidden aria-live="polite" data-testid="armed">
        {armed ? t(armed === 1 ? 'keys.armedBuy' : 'keys.armedSell', { lots: s.lots, symbol: pair.ShowCode }) : ''}
      </VisuallyHidden>
      <Side type="button" $side="buy" disabled={blocked} data-armed={armed === 1 || undefined} onClick={() => props.onSubmit?.(1)}>
        {t('trade.buy')}
        <span>
          {t('trade.ask')} {px(q.Ask)}
        </span>
      </Side>
      <Side type="button" $side="sell" disabled={blocked} data-armed={armed === 2 || undefined} onClick={() => props.onSubmit?.(2)}>
        {t('trade.sell')}
        <span>
          {t('trade.bid')} {px(q.Bid)}
        </span>
      </Side>
    </Sides>
  );
  const form = {
    'aria-label': `${pair.ShowCode} ${t('trade.placeOrder')}`,
    noValidate: true,
    onSubmit: (e: React.FormEvent) => e.preventDefault(),
    'data-mode': s.mode,
  };
  const confirm = props.confirming && (
    <LoadBoundary fallback={(f) => <LoadFailedDialog {...f} onDismiss={() => props.onConfirmDismiss?.()} />}>
      <Suspense fallback={<PartLoading />}>
        <OrderConfirm
          side={props.confirming}
          pair={pair}
          quote={quote}
          state={s}
          leverage={lev && !noLev}
          estMargin={estMargin}
          estFee={estFee}
          estSwap={props.estSwap ? props.estSwap[props.confirming === 1 ? 'buy' : 'sell'] : null}
          rates={props.rates}
          busy={submitting}
          onConfirm={props.onConfirm}
          onDismiss={props.onConfirmDismiss}
        />
      </Suspense>
    </LoadBoundary>
  );
  if (sheet)
    return (
      <>
        <TicketSheet
          {...form}
          summary={ticketSummary(s, pair, lev && !noLev, t)}
          expanded={!!props.expanded}
          onExpanded={props.onExpanded}
          panelId={`${id}-sheet`}
          details={details}
          // Folded or not, the trader sees why Buy/Sell are off — the market's clock, their own limits — (or that the
          // market is about to close); folded, also why an order was refused.
          notice={(marketNotice || pauseNotice) ? <>{marketNotice}{pauseNotice}</> : !props.expanded && error}
          sides={sides}
        />
        {confirm}
      </>
    );
  return (
    <Form {...form}>
      {details}
      {sides}
      {confirm}
    </Form>
  );
}
