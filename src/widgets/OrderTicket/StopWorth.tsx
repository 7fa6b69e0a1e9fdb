// The line under a stop on the ticket: what it would make or lose for the side it fits (worth.ts). Part of the
// confirmation's lazy chunk, fetched when the ticket shows (docs/embedding.md "Budgets").
import { styled } from 'styled-components';
import type { TFunction } from '../../core';
import type { TradePair } from '../../core/api/forex';
import type { RateLookup } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { IfReached } from '../internal/trading/IfReached';
import type { TicketState } from './ticket';
import { stopWorth } from './worth';
import { LotsForLoss } from './LotsForLoss';

// Tucked up to its field: the form's gap is for the next row.
const Line = styled(IfReached)`
  margin-block-start: calc(${({ theme }) => theme.space.xs} - ${({ theme }) => theme.space.md});
  text-align: end;
`;

export interface StopWorthProps {
  which: 'sl' | 'tp';
  state: TicketState;
  pair: TradePair;
  quote?: Quote;
  rates: RateLookup;
  /** The fee setting, for sizing by the loss at the stop (LotsForLoss). */
  feeType?: number | string;
  /** The field names it with aria-describedby; an empty mark keeps the id while nothing is said. */
  id: string;
  t: TFunction;
  /** Stop loss: the lots for a loss the trader types there are offered (LotsForLoss), and this sets them. */
  onLots?: (lots: string) => void;
}

export default function StopWorth({ which, state, pair, quote, rates, feeType, id, t, onLots }: StopWorthProps) {
  const value = stopWorth(which, state, pair, quote, rates);
  // Sizing is offered for a stop loss that fits one side, even before the lots are a number (a trader sizing by risk
  // may clear them first): judged for one lot.
  const sizing = which === 'sl' && onLots && stopWorth('sl', { ...state, lots: '1' }, pair, quote, rates) !== null;
  return (
    <>
      {value === null ? <span id={id} hidden /> : <Line id={id} value={value} t={t} />}
      {sizing && <LotsForLoss state={state} pair={pair} quote={quote} rates={rates} feeType={feeType} onLots={onLots} t={t} />}
    </>
  );
}
