// The controls of a pending order's detail: its price, take profit, stop loss and expiry, saved together
// (docs/trading.md "Modifying a pending order"), and its one-cancels-the-other pair (OrderPair). A lazy chunk of the
// Orders entry, fetched when pending orders show.
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { Order, PendingChange, TradePair } from '../../core/api/forex';
import type { RateLookup } from '../../core/money';
import { formatDate, type TFunction } from '../../core';
import { Button } from '../ui/Button';
import { decimalInput } from '../ui/typedInput';
import { EXPIRIES, EXPIRY_LABELS, expiryBounds } from '../internal/trading/expiry';
import { Fields } from './ToolFields';
import { StopField } from './StopField';
import { valueAt } from '../internal/trading/valueAt';
import { stopRefusalText } from '../internal/trading/stopRule';
import { precisionOf } from './OrderRow';
import { OrderPair } from './OrderPair';
import { expiryMissing, fieldsOf, fillsAtOnce, pendingChange, priceValid, type ExpiryChoice, type Market, type PendingFields } from './pendingChange';

export interface PendingToolsProps {
  order: Order;
  /** The pair's market now: a new price it is already at is said to fill at once. */
  market?: Market;
  /** Its pair and the USD rates of the moment: what the stops typed would make or lose once filled is said. */
  pair?: TradePair;
  rates?: RateLookup;
  t: TFunction;
  busy?: boolean;
  onModify?: (id: number, change: PendingChange) => void;
  /** The pending orders listed, to pair with (docs/trading.md "One cancels the other"). */
  listed?: Order[];
  /** Pairs it with another pending order (`otherId` 0 unpairs); without it the pair is not offered. */
  onSetOco?: (id: number, otherId: number) => void;
}

const Save = styled(Button)`
  inline-size: 100%;
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

export default function PendingTools({ order: o, market, pair, rates, t, busy, onModify, listed = [], onSetOco }: PendingToolsProps) {
  const [f, setF] = useState<PendingFields>(() => fieldsOf(o, new Date()));
  const set = (k: keyof PendingFields) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  const id = useId();
  const bad = !priceValid(f.price);
  const noTime = expiryMissing(f);
  // A price mistyped to the wrong side of the market would trade at once when saved: say so before (the server's rule).
  const atOnce = fillsAtOnce(o, f.price, market);
  const side = o.OrderType === 1 ? 1 : 2;
  const at = pair && rates && valueAt(pair, side, o.Quantity, rates);
  // Stops are judged against the price as typed, as the server judges them: one on the wrong side says the rule.
  const refused = { tp: stopRefusalText(t, 'tp', side, f.price, f.takeProfit, precisionOf(o)), sl: stopRefusalText(t, 'sl', side, f.price, f.stopLoss, precisionOf(o)) };
  return (
    <>
      <Fields>
        <label className="wide">
          {t('trade.targetPrice')}
          <input
            {...decimalInput(set('price'))}
            value={f.price}
            aria-invalid={bad || undefined}
            aria-describedby={bad ? `${id}-price` : undefined}
          />
        </label>
        {bad && (
          <small className="wide" id={`${id}-price`} role="alert">
            {t('msg.enterPrice')}
          </small>
        )}
        {atOnce && (
          <p className="wide note" role="status" data-testid="fills-at-once">
            {t('trade.fillsAtOnce')}
          </p>
        )}
        {/* valued from the price it would fill at, as typed */}
        <StopField
          label={t('trade.takeProfit')}
          value={f.takeProfit}
          onChange={set('takeProfit')}
          worth={at ? at(f.price, f.takeProfit) : null}
          refusal={refused.tp}
          placeholder={t('trade.noStop')}
          t={t}
        />
        <StopField
          label={t('trade.stopLoss')}
          value={f.stopLoss}
          onChange={set('stopLoss')}
          worth={at ? at(f.price, f.stopLoss) : null}
          refusal={refused.sl}
          placeholder={t('trade.noStop')}
          t={t}
        />
        <label className="wide">
          {t('trade.expiry')}
          <select value={f.expiry} onChange={(e) => set('expiry')(e.target.value as ExpiryChoice)}>
            {o.ExpiresAt && <option value="keep">{t('trade.expiryKeep', { time: formatDate(o.ExpiresAt) })}</option>}
            {EXPIRIES.map((x) => (
              <option key={x} value={x}>
                {t(EXPIRY_LABELS[x])}
              </option>
            ))}
          </select>
        </label>
        {f.expiry === 'custom' && (
          <label className="wide">
            {t('trade.expiryAt')}
            <input
              type="datetime-local"
              value={f.customAt}
              {...expiryBounds(new Date())}
              onChange={(e) => set('customAt')(e.target.value)}
              aria-invalid={noTime || undefined}
              aria-describedby={noTime ? `${id}-at` : undefined}
            />
          </label>
        )}
        {noTime && (
          <small className="wide" id={`${id}-at`} role="alert">
            {t('trade.expiryMissing')}
          </small>
        )}
      </Fields>
      <Save $variant="secondary" disabled={busy || bad || noTime || !!refused.tp || !!refused.sl} onClick={() => onModify?.(o.Id, pendingChange(o, f, new Date()))}>
        {t('trade.modifyOrder')}
      </Save>
      {onSetOco && <OrderPair order={o} listed={listed} t={t} busy={busy} onSetOco={onSetOco} />}
    </>
  );
}
