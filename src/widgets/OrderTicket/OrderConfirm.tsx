// The pre-trade confirmation (docs/trading.md "One-click trading"): with one-click trading off, Buy and Sell first
// show what will be placed — side, pair, lots, price, leverage, margin, fee, stops — and place it only on Confirm.
// A lazy chunk of the OrderTicket entry, fetched when a ticket shows, long before the first Buy.
import { formatDate } from '../../core';
import type { TradePair } from '../../core/api/forex';
import { formatMoney, formatPrice, isDecimal, pendingFillable, type RateLookup } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Figures, Message } from './styles';
import { guarded, stopRefusal, type TicketState } from './ticket';
import { stopRuleLabel } from '../internal/trading/stopRule';
import { IfReached } from '../internal/trading/IfReached';
import { valueAt } from '../internal/trading/valueAt';
import { PENDING_TYPE_LABEL } from '../internal/trading/pendingLabel';

export interface OrderConfirmProps {
  side: 1 | 2;
  pair: TradePair;
  quote?: Quote;
  state: TicketState;
  /** Leverage applies to this pair (not fixed margin). */
  leverage: boolean;
  estMargin: string;
  estFee: string;
  /** The swap a night held would take (negative) or earn on this side; null or absent: none. */
  estSwap?: string | null;
  /** USD rates of the moment: each stop says what the order would make or lose there, when given. */
  rates?: RateLookup;
  busy?: boolean;
  onConfirm?: () => void;
  onDismiss?: () => void;
}

// The ticket's lines under its stops travel in this chunk: fetched with it when the ticket shows.
export { default as StopWorth } from './StopWorth';

export default function OrderConfirm(p: OrderConfirmProps) {
  const t = useT();
  const q = p.quote ?? p.pair.ForexQuotations;
  const buy = p.side === 1;
  const px = (x: string) => formatPrice(x, p.pair.PricePrecision);
  const sideText = buy ? t('trade.buy') : t('trade.sell');
  const open = p.state.mode === 1 ? (buy ? q.Ask : q.Bid) : p.state.price;
  // A stop as its price and what the order would make or lose there (docs/trading.md "Money at the stops").
  const at = p.rates && valueAt(p.pair, p.side, p.state.lots, p.rates);
  // A stop on the wrong side for this side (a stop loss typed for a sell, then Buy pressed) is the server's refusal,
  // said here with its rule instead of an amount with the wrong sign; Confirm waits until it is changed.
  const refusal = { sl: stopRefusal('sl', p.state, p.pair, p.quote, p.side), tp: stopRefusal('tp', p.state, p.pair, p.quote, p.side) };
  const refused = refusal.sl !== null || refusal.tp !== null;
  const stop = (w: 'sl' | 'tp') => {
    const f = p.state[w];
    if (!f.checked || !f.value) return <dd>{t('trade.noStop')}</dd>;
    const ref = refusal[w];
    return (
      <>
        <dd>
          {px(f.value)}
          {ref === null && <IfReached value={at ? at(open, f.value) : null} t={t} />}
        </dd>
        {ref !== null && (
          <dd className="wide">
            <Message $tone="error" role="alert" data-testid={`stop-refused-${w}`}>
              {t(stopRuleLabel(w, p.side), { price: px(ref) })}
            </Message>
          </dd>
        )}
      </>
    );
  };
  const dismiss = () => p.onDismiss?.();
  // A buy limit above the market, or a stop the market is already through, is a market order in effect: say so
  // before it is placed (the server fills it at once, at the market, by the same rule).
  const atOnce = p.state.mode === 0 && isDecimal(p.state.price) && pendingFillable(p.side, { bid: q.Bid, ask: q.Ask }, p.state.price, p.state.pendingType);
  return (
    <Dialog
      open
      title={t('trade.confirmOrderTitle', { side: sideText, symbol: p.pair.ShowCode })}
      onClose={dismiss}
      actions={
        <>
          <Button $variant="secondary" onClick={dismiss} data-autofocus={refused ? '' : undefined}>
            {t('common.cancel')}
          </Button>
          <Button $variant={buy ? 'primary' : 'danger'} data-autofocus={refused ? undefined : ''} disabled={p.busy || refused} onClick={p.onConfirm} data-testid="confirm-order">
            {t('trade.confirmOrder', { side: sideText, lots: p.state.lots })}
          </Button>
        </>
      }
    >
      <Figures data-testid="order-confirm">
        <dt>{t('trade.direction')}</dt>
        <dd>{sideText}</dd>
        <dt>{t('trade.lots')}</dt>
        <dd>{p.state.lots}</dd>
        <dt>{p.state.mode === 1 ? t('trade.marketPriceNow') : t('trade.price')}</dt>
        <dd>{px(open)}</dd>
        {p.state.mode === 0 && (
          <>
            <dt>{t('trade.pendingType')}</dt>
            <dd>{t(PENDING_TYPE_LABEL[p.state.pendingType])}</dd>
          </>
        )}
        {p.leverage && p.state.leverage !== null && (
          <>
            <dt>{t('trade.leverage')}</dt>
            <dd>{p.state.leverage}×</dd>
          </>
        )}
        <dt>{t('trade.estMargin')}</dt>
        <dd>{p.estMargin === '--' ? '--' : formatMoney(p.estMargin)}</dd>
        <dt>{t('trade.estFee')}</dt>
        <dd>{p.estFee === '--' ? '--' : formatMoney(p.estFee)}</dd>
        {p.estSwap && (
          <>
            <dt>{t('trade.swapPerNight')}</dt>
            <dd data-testid="confirm-swap">
              <bdi dir="ltr">{formatMoney(p.estSwap, { sign: true })}</bdi>
            </dd>
          </>
        )}
        <dt>{t('trade.stopLoss')}</dt>
        {stop('sl')}
        <dt>{t('trade.takeProfit')}</dt>
        {stop('tp')}
        {guarded(p.state) && (
          <>
            <dt>{t('trade.maxSlippage')}</dt>
            <dd>{p.state.guard.value.trim()}</dd>
          </>
        )}
        {p.state.mode === 0 && (
          <>
            <dt>{t('trade.expiry')}</dt>
            <dd>{p.state.expiresAt ? formatDate(p.state.expiresAt) : t('trade.expiryGtc')}</dd>
          </>
        )}
      </Figures>
      {atOnce && (
        <Message $tone="info" data-testid="fills-at-once">
          {t('trade.fillsAtOnce')}
        </Message>
      )}
    </Dialog>
  );
}
