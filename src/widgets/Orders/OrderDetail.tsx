// Detail sheet: 60% of the viewport for a holding position, 38% otherwise (docs/product.md#routes-and-screens).
// Holding: close and set take-profit/stop-loss. Pending: cancel. History: read only.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { DealStatus, Order } from '../../core/api/forex';
import { direction, formatMoney, formatPrice, isSetPrice } from '../../core/money';
import type { LivePosition } from '../../core/stores/orders';
import type { TFunction } from '../../core';
import { Button } from '../ui/Button';
import { CloseIcon } from '../ui/icons';
import { Pnl, SideTag, precisionOf } from './OrderRow';
import { reasonLabel } from '../internal/trading/status';
import { StopOutValue } from './StopOutPrice';
import { closeLotsError, partOf, type LotRules } from './closeLots';

export interface OrderDetailProps {
  order: Order;
  tab: DealStatus;
  live?: LivePosition;
  /** Holding: the position's stop-out price (undefined: none). */
  stopOut?: string;
  /** Holding: the pair's minimum lots and step, for a partial close (undefined: the server checks them). */
  lotRules?: LotRules;
  t: TFunction;
  busy?: boolean;
  onDismiss: () => void;
  /** `lots`: only that part (undefined: the whole position) */
  onClosePosition?: (id: number, lots?: string) => void;
  onCancelOrder?: (id: number) => void;
  onSetStop?: (id: number, takeProfit: string, stopLoss: string) => void;
}

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

const Stops = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  .wide {
    grid-column: 1 / -1;
  }
  small {
    color: ${({ theme }) => theme.colors.danger};
  }
  input {
    /* a number input is about 180 px wide by default: two of them overflowed a 390 px phone */
    inline-size: 100%;
    min-inline-size: 0;
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
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

const stopValue = (x: string) => (isSetPrice(x) ? String(x) : '');

export function OrderDetail({ order: o, tab, live, stopOut, lotRules, t, busy, onDismiss, onClosePosition, onCancelOrder, onSetStop }: OrderDetailProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [tp, setTp] = useState(stopValue(o.TargetProfitPrice));
  const [sl, setSl] = useState(stopValue(o.TargetLossPrice));
  const [lots, setLots] = useState(o.Quantity);
  const lotsError = closeLotsError(lots, o.Quantity, lotRules);
  const lotsErrorId = useId();
  const pr = precisionOf(o);
  const buy = o.OrderType === 1;
  const profit = live?.FactProfits ?? o.FactProfits;

  useEffect(() => {
    // Inside a shadow root (the embed) the focused element is the root's, not the document's.
    const scope = (ref.current?.getRootNode() ?? document) as Document | ShadowRoot;
    const opener = scope.activeElement as HTMLElement | null;
    ref.current?.focus();
    // Escape closes; Tab cycles inside the sheet (it is modal).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return onDismiss();
      if (e.key !== 'Tab' || !ref.current) return;
      const items = ref.current.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled])');
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (scope.activeElement === first || scope.activeElement === ref.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && scope.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onDismiss]);

  const rows: [string, ReactNode][] = [
    [t('trade.lots'), o.Quantity],
    [t('trade.price'), <bdi key="p">{formatPrice(o.Price, pr)}</bdi>],
    [t('trade.currentPrice'), <bdi key="c">{formatPrice(live?.UpdatePrice ?? o.UpdatePrice, pr)}</bdi>],
    [t('trade.margin'), formatMoney(o.CautionMoney)],
    [t('trade.fee'), formatMoney(o.TradeFee)],
    [t('trade.stopLoss'), isSetPrice(o.TargetLossPrice) ? formatPrice(o.TargetLossPrice, pr) : '--'],
    [t('trade.takeProfit'), isSetPrice(o.TargetProfitPrice) ? formatPrice(o.TargetProfitPrice, pr) : '--'],
    [t('trade.openTime'), o.CreateTimeHandler],
  ];
  if (tab === 1) rows.splice(3, 0, [t('risk.stopOutPrice'), <StopOutValue key="so" price={stopOut} precision={pr} t={t} />]);
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
        {tab === 1 && (
          <Stops>
            <label>
              {t('trade.takeProfit')}
              <input type="number" inputMode="decimal" min={0} step="any" value={tp} onChange={(e) => setTp(e.target.value)} />
            </label>
            <label>
              {t('trade.stopLoss')}
              <input type="number" inputMode="decimal" min={0} step="any" value={sl} onChange={(e) => setSl(e.target.value)} />
            </label>
            {/* Partial close: the whole position by default; fewer lots close only that part. */}
            <label className="wide">
              {t('trade.closeLots')}
              <input
                type="number"
                inputMode="decimal"
                min={lotRules?.min ?? 0}
                max={o.Quantity}
                step={lotRules?.step ?? 'any'}
                value={lots}
                onChange={(e) => setLots(e.target.value)}
                aria-invalid={!!lotsError || undefined}
                aria-describedby={lotsError ? lotsErrorId : undefined}
              />
            </label>
            {lotsError && (
              <small className="wide" id={lotsErrorId} role="alert">
                {t('trade.closeLotsInvalid', { min: lotRules?.min ?? '0', lots: o.Quantity, step: lotRules?.step ?? '0' })}
              </small>
            )}
          </Stops>
        )}
        <Actions>
          {tab === 1 && (
            <>
              <Button $variant="secondary" disabled={busy} onClick={() => onSetStop?.(o.Id, tp || '0', sl || '0')}>
                {t('trade.setStop')}
              </Button>
              <Button
                $variant="danger"
                disabled={busy || !!lotsError}
                onClick={() => {
                  const part = partOf(lots, o.Quantity);
                  if (part) onClosePosition?.(o.Id, part);
                  else onClosePosition?.(o.Id);
                }}
              >
                {t('trade.closePosition')}
              </Button>
            </>
          )}
          {tab === 0 && (
            <Button $variant="danger" disabled={busy} onClick={() => onCancelOrder?.(o.Id)}>
              {t('trade.cancelOrder')}
            </Button>
          )}
        </Actions>
      </Sheet>
    </>
  );
}
