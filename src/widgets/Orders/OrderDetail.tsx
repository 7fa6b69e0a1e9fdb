// Detail sheet: 60% of the viewport for a holding position, 38% otherwise (docs/product.md#routes-and-screens).
// Holding: close and set take-profit/stop-loss. Pending: modify (price, stops, expiry) or cancel. History: read only.
import { Suspense, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { DealStatus, Order, PendingChange, TradePair } from '../../core/api/forex';
import { direction, formatMoney, formatPrice, isSetPrice, pendingTypeOf, type RateLookup } from '../../core/money';
import type { LivePosition } from '../../core/stores/orders';
import { formatDate, type TFunction } from '../../core';
import { Button } from '../ui/Button';
import { CloseIcon } from '../ui/icons';
import { useModalFocus } from '../ui/useModalFocus';
import { Pnl, SideTag, precisionOf } from './OrderRow';
import { reasonLabel } from '../internal/trading/status';
import { LoadBoundary } from '../internal/loading/LoadBoundary';
import { LoadFailed } from '../internal/loading/LoadFailed';
import { PartLoading } from '../internal/loading/PartLoading';
import { retryableLazy } from '../internal/loading/retryableLazy';
import { StopOutValue } from './StopOutPrice';
import type { LotRules } from './closeLots';
import type { Market } from './pendingChange';
import { PENDING_TYPE_LABEL } from '../internal/trading/pendingLabel';
import { loadHoldingTools, loadPendingTools } from './lazyDetail';

// The tools of a holding position and of a pending order load apart (lazyDetail.ts: the list asks for them early).
const HoldingTools = retryableLazy(() => loadHoldingTools().then((m) => m.default));
const PendingTools = retryableLazy(() => loadPendingTools().then((m) => m.default));
// The trader's note, on every tab: fetched with the first detail opened.
const TradeNote = retryableLazy(() => import('./TradeNote').then((m) => m.default));

export interface OrderDetailProps {
  order: Order;
  tab: DealStatus;
  live?: LivePosition;
  /** Holding: the position's stop-out price (undefined: none). */
  stopOut?: string;
  /** Holding: the pair's minimum lots and step, for a partial close (undefined: the server checks them). */
  lotRules?: LotRules;
  /** Pending: the pair's market now (undefined: unknown), for the form's warning that a price fills at once. */
  market?: Market;
  /** Its pair and the USD rates of the moment: its tools say what the stops typed would make or lose. */
  pair?: TradePair;
  rates?: RateLookup;
  t: TFunction;
  busy?: boolean;
  onDismiss: () => void;
  /** `lots`: only that part (undefined: the whole position) */
  onClosePosition?: (id: number, lots?: string) => void;
  onCancelOrder?: (id: number) => void;
  /** Holding: close it and open the same lots the other way; without it the button is not shown. */
  onReverse?: (id: number) => void;
  onSetStop?: (id: number, takeProfit: string, stopLoss: string) => void;
  /** Trailing stop in pips; '0' turns it off */
  onSetTrailing?: (id: number, pips: string) => void;
  /** Pending: its new price, stops and expiry */
  onModifyPending?: (id: number, change: PendingChange) => void;
  /** The trader's note on the position ('' deletes it); without it the note is not shown. */
  onSetNote?: (id: number, note: string) => void;
  /** Pending: the pending orders listed, to pair it with as one cancels the other. */
  listed?: Order[];
  /** Pending: pairs it with another pending order (`otherId` 0 unpairs); without it the pair is not offered. */
  onSetOco?: (id: number, otherId: number) => void;
}

/** A lazy part inside the sheet: its failure shows in its place, and a mark while it loads (PartLoading). */
const inlinePart = (part: ReactNode) => (
  <LoadBoundary fallback={(f) => <LoadFailed {...f} />}>
    <Suspense fallback={<PartLoading />}>{part}</Suspense>
  </LoadBoundary>
);

export const sheetHeight = (tab: DealStatus): string => (tab === 1 ? '60%' : '38%');

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Sheet = styled.div<{ $h: string }>`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  block-size: ${({ $h }) => $h};
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-start-start-radius: ${({ theme }) => theme.radii.lg};
  border-start-end-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dismiss = styled.button`
  display: grid;
  place-items: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  margin: -10px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export function OrderDetail(props: OrderDetailProps) {
  const { order: o, tab, live, stopOut, lotRules, market, pair, rates, t, busy, onDismiss, onClosePosition, onCancelOrder, onSetStop, onSetTrailing, onModifyPending, onSetNote, listed, onSetOco, onReverse } = props;
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const pr = precisionOf(o);
  const buy = o.OrderType === 1;
  const profit = live?.FactProfits ?? o.FactProfits;

  // Modal: focus on the sheet itself (read before it is acted on), Tab cycles inside, Escape closes.
  useModalFocus(ref, true, onDismiss, 'panel');

  const sl0 = live?.TargetLossPrice ?? o.TargetLossPrice;
  const rows: [string, ReactNode][] = [
    [t('trade.lots'), o.Quantity],
    [t('trade.price'), <bdi key="p">{formatPrice(o.Price, pr)}</bdi>],
    [t('trade.currentPrice'), <bdi key="c">{formatPrice(live?.UpdatePrice ?? o.UpdatePrice, pr)}</bdi>],
    [t('trade.margin'), formatMoney(o.CautionMoney)],
    [t('trade.fee'), formatMoney(o.TradeFee)],
    // The live stop: a trailing stop moves it on the server between requests.
    [t('trade.stopLoss'), isSetPrice(sl0) ? formatPrice(sl0, pr) : '--'],
    [t('trade.takeProfit'), isSetPrice(o.TargetProfitPrice) ? formatPrice(o.TargetProfitPrice, pr) : '--'],
    [t('trade.openTime'), o.CreateTimeHandler],
  ];
  // The swap taken or earned at the rollovers so far (from a server that sends it; a part closed carries its share).
  if (o.Swap !== undefined && tab !== 0 && o.Status !== 2) rows.splice(5, 0, [t('trade.swap'), <bdi key="sw" dir="ltr">{formatMoney(o.Swap, { sign: true })}</bdi>]);
  if (tab === 1) rows.splice(3, 0, [t('risk.stopOutPrice'), <StopOutValue key="so" price={stopOut} precision={pr} t={t} />]);
  if (tab === 0) rows.unshift([t('trade.pendingType'), t(PENDING_TYPE_LABEL[pendingTypeOf(o.PendingType)])]);
  if (tab === 0) rows.push([t('trade.expiry'), o.ExpiresAt ? formatDate(o.ExpiresAt) : t('trade.expiryGtc')]);
  if (tab === 3) rows.unshift([t('trade.status'), reasonLabel(o.CloseReason, o.Status, t)]);
  if (tab === 3) rows.push([t('trade.closeTime'), o.CompleteTimeHandler]);
  // A cancelled order never traded: no P&L to show.
  const showPnl = tab === 1 || (tab === 3 && o.Status !== 2);

  return (
    <>
      <Backdrop onClick={onDismiss} data-testid="sheet-backdrop" />
      <Sheet $h={sheetHeight(tab)} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref} data-height={sheetHeight(tab)}>
        <Head>
          <h2 id={titleId}>
            {o.ForexTradeLists?.ShowCode}
            <SideTag $buy={buy}>{buy ? t('trade.buy') : t('trade.sell')}</SideTag>
          </h2>
          {/* Dismissing is an icon apart from the actions, so "Close position" never sits beside a "Close". */}
          <Dismiss type="button" aria-label={t('common.close')} onClick={onDismiss}>
            <CloseIcon size={20} />
          </Dismiss>
        </Head>
        {showPnl && (
          <Pnl $dir={direction(profit)} as="p" data-testid="detail-pnl">
            {formatMoney(profit, { sign: true })}
          </Pnl>
        )}
        <Facts>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </Facts>
        {tab === 1 && inlinePart(<HoldingTools order={o} live={live} lotRules={lotRules} pair={pair} rates={rates} t={t} busy={busy} onClosePosition={onClosePosition} onSetStop={onSetStop} onSetTrailing={onSetTrailing} onReverse={onReverse} />)}
        {/* Keyed by the order as shown: a saved change starts the fields from the order anew. */}
        {tab === 0 && inlinePart(<PendingTools key={`${o.Id}:${o.Price}:${o.TargetLossPrice}:${o.TargetProfitPrice}:${o.ExpiresAt ?? ''}`} order={o} market={market} pair={pair} rates={rates} t={t} busy={busy} onModify={onModifyPending} listed={listed} onSetOco={onSetOco} />)}
        {tab === 0 && (
          <Actions>
            <Button $variant="danger" disabled={busy} onClick={() => onCancelOrder?.(o.Id)}>
              {t('trade.cancelOrder')}
            </Button>
          </Actions>
        )}
        {/* Keyed by the note as kept: a saved note (or one saved on another device) starts the field anew. */}
        {onSetNote && inlinePart(<TradeNote key={`${o.Id}:${o.Note ?? ''}`} order={o} t={t} busy={busy} onSetNote={onSetNote} />)}
      </Sheet>
    </>
  );
}
