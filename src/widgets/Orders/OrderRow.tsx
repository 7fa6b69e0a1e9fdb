// One order row: pair, side, lots, prices and (live) P&L.
import { memo } from 'react';
import { styled } from 'styled-components';
import type { DealStatus, Order } from '../../core/api/forex';
import { direction, formatMoney, formatPrice, pendingTypeOf } from '../../core/money';
import type { LivePosition } from '../../core/stores/orders';
import { formatDate, type TFunction } from '../../core';
import { reasonLabel, reasonTone } from '../internal/trading/status';
import { StopOutLine } from './StopOutPrice';
import { TrailingLine, trailingPips } from './TrailingStop';
import { PENDING_TYPE_LABEL } from '../internal/trading/pendingLabel';

export interface OrderRowProps {
  order: Order;
  tab: DealStatus;
  live?: LivePosition;
  /** Holding rows: the position's stop-out price (undefined: none). */
  stopOut?: string;
  t: TFunction;
  onOpen: (order: Order) => void;
}

const Button = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

// The trader's note on one line across the row (its line breaks read as spaces), cut with an ellipsis: their
// reasoning beside the figures. Isolated in its own direction, so an English note under Arabic labels is cut at its
// end, not its start.
const NoteLine = styled.small`
  grid-column: 1 / -1;
  display: flex;
  gap: 0.25em;
  white-space: nowrap;
  bdi {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const SideTag = styled.span<{ $buy: boolean }>`
  margin-inline-start: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  color: ${({ theme, $buy }) => ($buy ? theme.colors.up : theme.colors.down)};
`;

export const Pnl = styled.strong<{ $dir: 'up' | 'down' | 'flat' }>`
  text-align: end;
  font-variant-numeric: tabular-nums;
  direction: ltr;
  color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.text)};
`;

/** Digits of an order's prices: the pair's precision when the server sends it, else what the price carries. */
export function precisionOf(o: Order): number {
  const p = o.ForexTradeLists?.PricePrecision;
  if (typeof p === 'number') return p;
  const dec = String(o.Price ?? '').split('.')[1];
  return dec ? dec.length : 2;
}

export const StatusTag = styled.span<{ $tone: 'neutral' | 'up' | 'down' }>`
  margin-inline-start: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'up' ? theme.colors.up : $tone === 'down' ? theme.colors.down : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  display: inline-block;
`;

function OrderRowImpl({ order: o, tab, live, stopOut, t, onOpen }: OrderRowProps) {
  const buy = o.OrderType === 1;
  const pr = precisionOf(o);
  const profit = live?.FactProfits ?? o.FactProfits;
  const current = live?.UpdatePrice ?? o.UpdatePrice;
  // A cancelled order never traded: no P&L, no closing price, just what it was and why it ended.
  const cancelled = tab === 3 && o.Status === 2;
  return (
    <Button type="button" onClick={() => onOpen(o)} data-order-id={o.Id} data-status={o.Status}>
      <span>
        <strong>{o.ForexTradeLists?.ShowCode}</strong>
        <SideTag $buy={buy}>{buy ? t('trade.buy') : t('trade.sell')}</SideTag>
        {tab === 0 && (
          <StatusTag $tone="neutral" data-testid="pending-type">
            {t(PENDING_TYPE_LABEL[pendingTypeOf(o.PendingType)])}
          </StatusTag>
        )}
        {tab === 3 && (
          <StatusTag $tone={reasonTone(o.CloseReason, o.Status)} data-testid="order-status">
            {reasonLabel(o.CloseReason, o.Status, t)}
          </StatusTag>
        )}
      </span>
      {tab === 0 || cancelled ? (
        <strong dir="ltr">{formatPrice(o.Price, pr)}</strong>
      ) : (
        <Pnl $dir={direction(profit)} data-testid="pnl">
          {formatMoney(profit, { sign: true })}
        </Pnl>
      )}
      <small>
        {t('trade.lots')} {o.Quantity} · <bdi>{formatPrice(o.Price, pr)}</bdi>
        {tab !== 0 && !cancelled && (
          <>
            {' → '}
            <bdi>{formatPrice(current, pr)}</bdi>
          </>
        )}
      </small>
      <small>{tab === 3 ? o.CompleteTimeHandler : o.CreateTimeHandler}</small>
      {tab === 0 && o.ExpiresAt && <small data-testid="expires">{t('trade.expiresAt', { time: formatDate(o.ExpiresAt) })}</small>}
      {tab === 0 && !!o.OcoId && <small data-testid="oco">{t('trade.ocoWith', { name: `#${o.OcoId}` })}</small>}
      {!!o.CopyOf && <small data-testid="copy">{t('trade.copyTrade')}</small>}
      {tab === 1 && <StopOutLine price={stopOut} precision={pr} t={t} />}
      {o.Note && (
        <NoteLine data-testid="note">
          <span>{t('trade.note')}:</span>
          <bdi>{o.Note}</bdi>
        </NoteLine>
      )}
      {tab === 1 && trailingPips(o.TrailingPips) && (
        <TrailingLine pips={o.TrailingPips!} sl={live?.TargetLossPrice ?? o.TargetLossPrice} precision={pr} t={t} />
      )}
    </Button>
  );
}

export const OrderRow = memo(OrderRowImpl);
