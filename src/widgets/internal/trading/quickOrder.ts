// What a one-click Buy or Sell on a quote row sends (docs/trading.md "One-click trading"): a market order of the lots
// and leverage last used on the pair, no stops. Loaded by the quote list only once one-click trading is on.
import type { SubmitForm, TradePair } from '../../../core/api/forex';
import { submitForm } from '../../OrderTicket/ticket';
import { startingTicket } from './lastTicket';

export const quickOrderForm = (pair: TradePair, side: 1 | 2): SubmitForm => submitForm(startingTicket(pair), pair, side);
