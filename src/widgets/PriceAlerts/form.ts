// Pure price-alert form logic (no React): the starting form, what it watches and why it cannot be saved. Unit-tested.
import type { TradePair } from '../../core/api/forex';
import type { AlertForm, PriceAlert } from '../../core/api/traders';
import { alertReached, alertSide, isAlertPrice, type AlertDirection } from '../../core/money/alerts';

export interface AlertFormState {
  code: string;
  direction: AlertDirection;
  price: string;
  /** Also tell by e-mail or SMS when it fires. */
  byMessage: boolean;
  /** The alert being changed; null while creating. */
  editing: number | null;
  /** Shown only after a save attempt. */
  showErrors: boolean;
}

export type AlertFormError = 'pair' | 'price' | 'reached' | null;

/** A new alert's form; `byMessage` carries the last choice over (a trader who wants messages wants them for the next). */
export const newForm = (code = '', byMessage = false): AlertFormState => ({ code, direction: 'above', price: '', byMessage, editing: null, showErrors: false });

export const editForm = (a: PriceAlert): AlertFormState => ({ code: a.Code, direction: a.Direction, price: a.Price, byMessage: a.ByMessage ?? false, editing: a.Id, showErrors: false });

/** The live price the alert would watch: the ask for "rises to", the bid for "falls to". */
export function watchedPrice(direction: AlertDirection, quote: { Bid: string; Ask: string } | undefined): string | undefined {
  if (!quote) return undefined;
  return alertSide(direction) === 'ask' ? quote.Ask : quote.Bid;
}

/** Why the form cannot be saved: no pair, a price that is not one, or a level the price has already reached. */
export function alertFormError(f: AlertFormState, pair: TradePair | undefined, quote: { Bid: string; Ask: string } | undefined): AlertFormError {
  if (!pair) return 'pair';
  if (!isAlertPrice(f.price, pair.PricePrecision)) return 'price';
  if (quote && alertReached(f.direction, f.price, { bid: quote.Bid, ask: quote.Ask })) return 'reached';
  return null;
}

export const alertBody = (f: AlertFormState): AlertForm => ({ direction: f.direction, price: f.price, by_message: f.byMessage });
