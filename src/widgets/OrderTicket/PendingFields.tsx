// The pending order's part of the ticket: its price, whether it waits for the market to come to the price (limit) or
// to break through it (stop) and what that means for either side, and when it expires.
import { formatPrice, isDecimal, type PendingType } from '../../core/money';
import type { useT } from '../provider';
import { decimalInput } from '../ui/typedInput';
import { EXPIRY_LABELS, expiryBounds, toLocalInput } from '../internal/trading/expiry';
import { Row, Field, Select, TimeField, Hint } from './styles';
import { EXPIRIES, type TicketError, type TicketExpiry, type TicketState } from './ticket';
import { PENDING_TYPE_LABEL } from '../internal/trading/pendingLabel';

export interface PendingFieldsProps {
  /** The ticket's id prefix (useId), so labels point at these fields. */
  id: string;
  state: TicketState;
  precision: number;
  /** The ticket's error, when shown: the price or the expiry field is marked with it. */
  shown: TicketError;
  t: ReturnType<typeof useT>;
  onPrice?: (v: string) => void;
  onPendingType?: (v: PendingType) => void;
  onExpiry?: (x: TicketExpiry) => void;
  onExpiryAt?: (value: string) => void;
}

export const PENDING_TYPES: PendingType[] = ['limit', 'stop'];

export function PendingFields({ id, state: s, precision, shown, t, ...on }: PendingFieldsProps) {
  // The ticket places a buy or a sell from the same fields, so the hint says what the price means for each.
  const price = isDecimal(s.price) && Number(s.price) > 0 ? formatPrice(s.price, precision) : null;
  return (
    <>
      <Row>
        <label htmlFor={`${id}-price`}>{t('trade.price')}</label>
        <Field
          {...decimalInput((v) => on.onPrice?.(v))}
          id={`${id}-price`}
          value={s.price}
          aria-invalid={shown === 'enterPrice' || undefined}
          // a price that is one has no error: the two never show together
          aria-describedby={price ? `${id}-type-hint` : shown === 'enterPrice' ? `${id}-err` : undefined}
        />
      </Row>
      <Row>
        <label htmlFor={`${id}-type`}>{t('trade.pendingType')}</label>
        <Select id={`${id}-type`} value={s.pendingType} onChange={(e) => on.onPendingType?.(e.target.value as PendingType)}>
          {PENDING_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(PENDING_TYPE_LABEL[x])}
            </option>
          ))}
        </Select>
      </Row>
      {price && (
        <Hint id={`${id}-type-hint`} data-testid="pending-type-hint">
          {t(s.pendingType === 'stop' ? 'trade.stopHint' : 'trade.limitHint', { price })}
        </Hint>
      )}
      <Row>
        <label htmlFor={`${id}-exp`}>{t('trade.expiry')}</label>
        <Select id={`${id}-exp`} value={s.expiry} onChange={(e) => on.onExpiry?.(e.target.value as TicketExpiry)}>
          {EXPIRIES.map((x) => (
            <option key={x} value={x}>
              {t(EXPIRY_LABELS[x])}
            </option>
          ))}
        </Select>
      </Row>
      {s.expiry === 'custom' && (
        <Row>
          <label htmlFor={`${id}-exp-at`}>{t('trade.expiryAt')}</label>
          <TimeField
            type="datetime-local"
            id={`${id}-exp-at`}
            value={toLocalInput(s.expiresAt)}
            {...expiryBounds(new Date())}
            onChange={(e) => on.onExpiryAt?.(e.target.value)}
            aria-invalid={shown === 'expiry' || undefined}
            aria-describedby={shown === 'expiry' ? `${id}-err` : undefined}
          />
        </Row>
      )}
    </>
  );
}
