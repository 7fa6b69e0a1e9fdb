// Sizing an order by what the trader is ready to lose at its stop loss: "Loss at the stop loss, USD [50]" → "Use 0.10
// lots" (lotsForStopLoss: the server's P&L formula and the fee the order pays at the open). Folded under the stop loss's line; part of the confirmation's
// lazy chunk with that line (docs/trading.md "Lots for a loss at the stop").
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { TFunction } from '../../core';
import type { TradePair } from '../../core/api/forex';
import type { RateLookup } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { Button } from '../ui/Button';
import { decimalInput } from '../ui/typedInput';
import { Field, Message, Row } from './styles';
import type { TicketState } from './ticket';
import { lotsForStopLoss } from './worth';

const Fold = styled.details`
  margin-block-start: calc(-1 * ${({ theme }) => theme.space.sm});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    text-align: end;
  }
  &[open] > * + * {
    margin-block-start: ${({ theme }) => theme.space.sm};
  }
`;

export interface LotsForLossProps {
  state: TicketState;
  pair: TradePair;
  quote?: Quote;
  rates: RateLookup;
  /** The fee setting (trade_fee_type): the loss counts the fee the order pays at the open. */
  feeType?: number | string;
  onLots: (lots: string) => void;
  t: TFunction;
}

export function LotsForLoss({ state, pair, quote, rates, feeType, onLots, t }: LotsForLossProps) {
  const [loss, setLoss] = useState('');
  const id = useId();
  const lots = lotsForStopLoss(loss, state, pair, quote, rates, feeType);
  return (
    <Fold>
      <summary>{t('trade.sizeByLoss')}</summary>
      <Row>
        <label htmlFor={id}>{t('trade.lossAtStop')}</label>
        <Field id={id} {...decimalInput(setLoss)} value={loss} aria-invalid={lots === 'below_min' || undefined} />
      </Row>
      {lots === 'below_min' ? (
        <Message $tone="error" role="alert">
          {t('trade.lossBelowMin', { min: String(pair.ForexMinCont) })}
        </Message>
      ) : (
        <Button $variant="secondary" $block disabled={lots === null} onClick={() => lots && onLots(lots)}>
          {t('trade.useLots', { lots: lots ?? '—' })}
        </Button>
      )}
    </Fold>
  );
}
