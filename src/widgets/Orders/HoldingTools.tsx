// The controls of a holding position's detail: take profit and stop loss, the trailing stop, the lots to close and
// the two actions. A lazy chunk of the Orders entry (docs/embedding.md "Budgets"), fetched when positions show.
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { Order, TradePair } from '../../core/api/forex';
import { eq, isDecimal, isSetPrice, validateStops, type RateLookup } from '../../core/money';
import type { LivePosition } from '../../core/stores/orders';
import type { TFunction } from '../../core';
import { Button } from '../ui/Button';
import { decimalInput, stepKey } from '../ui/typedInput';
import { Actions } from './OrderDetail';
import { precisionOf } from './OrderRow';
import { CLOSE_SHARES, closeLotsError, closeLotsShare, closeLotsStep, partOf, type LotRules } from './closeLots';
import { TrailingField } from './TrailingStop';
import { Fields } from './ToolFields';
import { StopField } from './StopField';
import { valueAt } from '../internal/trading/valueAt';
import { stopRefusalText } from '../internal/trading/stopRule';

export interface HoldingToolsProps {
  order: Order;
  live?: LivePosition;
  lotRules?: LotRules;
  /** Its pair and the USD rates of the moment: what the take profit and stop loss typed would make or lose is said. */
  pair?: TradePair;
  rates?: RateLookup;
  t: TFunction;
  busy?: boolean;
  onClosePosition?: (id: number, lots?: string) => void;
  onSetStop?: (id: number, takeProfit: string, stopLoss: string) => void;
  onSetTrailing?: (id: number, pips: string) => void;
  /** Close it and open the same lots the other way (docs/trading.md "Reverse a position"); without it not offered. */
  onReverse?: (id: number) => void;
}

const ToEntry = styled(Button)`
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Quick shares of the position under "Lots to close": a thumb's tap instead of typing on a phone.
const Shares = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  & > button {
    flex: 1;
    padding-inline: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Reverse = styled(Button)`
  inline-size: 100%;
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

const stopValue = (x: string | undefined) => (isSetPrice(x) ? String(x) : '');

export default function HoldingTools({ order: o, live, lotRules, pair, rates, t, busy, onClosePosition, onSetStop, onSetTrailing, onReverse }: HoldingToolsProps) {
  const [tp, setTp] = useState(stopValue(o.TargetProfitPrice));
  const [sl, setSl] = useState(stopValue(live?.TargetLossPrice ?? o.TargetLossPrice));
  const [lots, setLots] = useState(o.Quantity);
  const lotsError = closeLotsError(lots, o.Quantity, lotRules);
  const lotsErrorId = useId();
  const pr = precisionOf(o);
  const side = o.OrderType === 1 ? 1 : 2;
  const at = pair && rates && valueAt(pair, side, o.Quantity, rates);
  // A stop the server would refuse (beyond the price the position closes at now) says its rule and is not sent.
  const now = live?.UpdatePrice ?? o.UpdatePrice;
  const refused = { tp: stopRefusalText(t, 'tp', side, now, tp, pr), sl: stopRefusalText(t, 'sl', side, now, sl, pr) };
  // Break even: once the market has moved far enough that the entry price is a stop loss by the server's rule (beyond
  // the price the position closes at), one tap puts it in the field; Set still sends it. Not offered once it is there.
  const toEntry = validateStops(side, now, o.Price, 0) === null && !(isDecimal(sl) && eq(sl, o.Price));
  return (
    <>
      <Fields>
        <StopField label={t('trade.takeProfit')} value={tp} onChange={setTp} worth={at ? at(o.Price, tp) : null} refusal={refused.tp} t={t} />
        <StopField label={t('trade.stopLoss')} value={sl} onChange={setSl} worth={at ? at(o.Price, sl) : null} refusal={refused.sl} t={t}>
          {toEntry && (
            <ToEntry $variant="ghost" aria-label={`${t('trade.stopLoss')}: ${t('trade.toEntry')}`} onClick={() => setSl(String(o.Price))}>
              {t('trade.toEntry')}
            </ToEntry>
          )}
        </StopField>
        <TrailingField key={o.TrailingPips} pips={o.TrailingPips} precision={pr} busy={busy} t={t} onSet={(pips) => onSetTrailing?.(o.Id, pips)} />
        {/* Partial close: the whole position by default; fewer lots close only that part. */}
        <label className="wide">
          {t('trade.closeLots')}
          <input
            {...decimalInput(setLots)}
            value={lots}
            onKeyDown={(e) => stepKey(e, lotRules && ((dir) => setLots((l) => closeLotsStep(l, o.Quantity, lotRules, dir))))}
            aria-invalid={!!lotsError || undefined}
            aria-describedby={lotsError ? lotsErrorId : undefined}
          />
        </label>
        {lotRules && (
          <Shares className="wide">
            {CLOSE_SHARES.map((percent) => {
              const part = closeLotsShare(o.Quantity, lotRules, percent);
              return (
                <Button
                  key={percent}
                  $variant="secondary"
                  aria-label={`${t('trade.closeLots')}: ${percent}%`}
                  disabled={part === null}
                  aria-pressed={part !== null && isDecimal(lots) && eq(lots, part)}
                  onClick={() => part && setLots(part)}
                >
                  {percent}%
                </Button>
              );
            })}
          </Shares>
        )}
        {lotsError && (
          <small className="wide" id={lotsErrorId} role="alert">
            {t('trade.closeLotsInvalid', { min: lotRules?.min ?? '0', lots: o.Quantity, step: lotRules?.step ?? '0' })}
          </small>
        )}
      </Fields>
      <Actions>
        <Button $variant="secondary" disabled={busy || !!refused.tp || !!refused.sl} onClick={() => onSetStop?.(o.Id, tp || '0', sl || '0')}>
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
      </Actions>
      {onReverse && (
        <Reverse $variant="ghost" disabled={busy} onClick={() => onReverse(o.Id)}>
          {t('trade.reverse')}
        </Reverse>
      )}
    </>
  );
}
