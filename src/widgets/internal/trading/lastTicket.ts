// The lots and leverage last ordered on each pair, in this browser: the ticket starts from them, and one-click
// trading from a quote row places exactly them (docs/trading.md "One-click trading"). Price protection, once used, is
// the browser's for every pair: the pips of the last market order, or off ('').
import type { TradePair } from '../../../core/api/forex';
import { persistentAtom, persistentMap } from '../../../core/stores/persistent';
import { deviationValid, validateLots } from '../../../core/money';
import { initialTicket, type TicketState } from '../../OrderTicket/ticket';

export interface LastTicket {
  lots: string;
  leverage: number | null;
}

const $last = persistentMap<Record<string, LastTicket>>('pipkit.lastTicket', {});
const $guard = persistentAtom<string>('pipkit.priceProtection', '');

export function rememberTicket(code: string, t: LastTicket & Pick<TicketState, 'mode' | 'guard'>): void {
  $last.setKey(code, { lots: t.lots, leverage: t.leverage });
  if (t.mode === 1) $guard.set(t.guard.checked ? t.guard.value.trim() : '');
}

/** The pair's ticket started from what was last ordered on it, when that still fits the pair (lots, leverage list). */
export function startingTicket(pair?: TradePair): TicketState {
  const pips = $guard.get();
  const guard = typeof pips === 'string' && deviationValid(pips) ? { checked: true, touched: true, value: pips } : undefined;
  const s = guard ? { ...initialTicket(pair), guard } : initialTicket(pair);
  const last = pair && $last.get()[pair.Code];
  if (!pair || !last || typeof last !== 'object') return s;
  const lots = typeof last.lots === 'string' && !validateLots(last.lots, pair.ForexMinCont, pair.Pip) ? last.lots : s.lots;
  const leverage = pair.HasForexMultiple?.some((m) => m.Value === last.leverage) ? last.leverage : s.leverage;
  return { ...s, lots, leverage };
}
