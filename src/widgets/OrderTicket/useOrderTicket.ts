// Binds the ticket to the live quote, stores.$basicInfo (fee type), the session and api.forex.submit.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Order, SubmitForm } from '../../core/api/forex';
import { usePipkit, useStores } from '../provider';
import type { OrderTicketProps } from './OrderTicket';
import type { OrderTicketViewProps } from './OrderTicketView';
import { useQuoteFeed } from '../internal/trading/useLiveFeed';
import { useApi } from '../internal/api/useApi';
import { createForexApi } from '../../core/api/forex';
import { createLimitsReader } from '../../core/api/limits';
import { newIdempotencyKey } from '../../core/api/idempotency';
import { quoteCcy } from '../internal/trading/pair';
import { useTradePairs } from '../internal/trading/useTradePairs';
import { useOneClick } from '../internal/traders/preferences';
import { useWatchlist } from '../internal/traders/watchlist';
import { rememberTicket, startingTicket } from '../internal/trading/lastTicket';
import { fromLocalInput, nextExpiry } from '../internal/trading/expiry';
import { ticketClock } from '../internal/trading/hours';
import { useTradingHours } from '../internal/trading/useTradingHours';
import { useTradingPause } from '../internal/limits/useTradingPause';
import {
  estimates, expiryTime, lotsDown, swapPerNight, lotsUp, orderAttempt, sameOrder, stopsRefused, submitForm, ticketError, toggleField,
  type OrderAttempt, type StopName, type TicketExpiry, type TicketMode, type TicketState,
} from './ticket';
import type { PendingType } from '../../core/money';

/** What onOrderPlaced receives: the pair, the side, what was sent and the server's answer. */
export interface PlacedOrder {
  code: string;
  /** 1 buy, 2 sell. */
  side: 1 | 2;
  /** 1 market, 0 pending. */
  mode: 1 | 0;
  /** The submitted form (lots in `cont`, prices as decimal strings, '0' when unset). */
  form: SubmitForm;
  /** The server's message (also toasted). */
  msg: string;
  /** The order as the server returned it (may be null if the server sends none). */
  order: Order | null;
}

export interface OrderTicketCallbacks {
  /** Buy or sell was pressed without a session: show your login (or offer a demo account). */
  onLoginRequired?: () => void;
  /** After the server accepted the order (it has already toasted its message). */
  onSubmitted?: (side: 1 | 2) => void;
  /** After the server accepted the order, with the order (same moment as onSubmitted). */
  onOrderPlaced?: (order: PlacedOrder) => void;
}

/** The ticket's view props for a pair: state, estimates, validation and the submit. */
export function useOrderTicket({ pair, layout = 'panel', ...cb }: OrderTicketProps): OrderTicketViewProps {
  const stores = useStores();
  const api = useApi({ forex: createForexApi, limits: createLimitsReader });
  const pipkit = usePipkit();
  useQuoteFeed();
  const quote = useStore(stores.quotes.quote(pair?.Code ?? ''));
  // A closed market says when it opens, an open one that it closes within half an hour (the ticket renders again
  // with every price, so the minutes count down while the market is open).
  const status = quote?.MarketStatus ?? pair?.MarketStatus;
  const { hours } = useTradingHours(pair?.Code, status, !!pair);
  const clock = ticketClock(hours, status === 1, Date.now());
  const info = useStore(stores.$basicInfo);
  const session = useStore(stores.session.$session);
  const isDemo = useStore(stores.session.$isDemo);
  // A break or a reached loss limit of the trader's own turns Buy and Sell off, and says why.
  const { pause, read: readPause } = useTradingPause(api.limits, !!session.token && !isDemo, session.token);
  const [state, setState] = useState<TicketState>(() => startingTicket(pair));
  const [submitting, setSubmitting] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // With one-click trading off, Buy/Sell first open the confirmation of this side (docs/trading.md).
  const oneClick = useOneClick();
  const [confirming, setConfirming] = useState<1 | 2 | null>(null);
  const watch = useWatchlist();

  // A new pair starts a new ticket (its own minimum lots and leverage list): state adjusted while rendering, as
  // React recommends for state derived from a prop change, so the old pair's ticket never shows for a frame.
  const [ticketFor, setTicketFor] = useState(pair?.Code);
  if (pair?.Code !== ticketFor) {
    setTicketFor(pair?.Code);
    setState(startingTicket(pair));
    setConfirming(null);
  }
  // Trading paused while the confirmation showed (the refusal that read the limits): it closes, and stays closed when
  // the pause lifts.
  const [wasPaused, setWasPaused] = useState(false);
  if (!!pause !== wasPaused) {
    setWasPaused(!!pause);
    if (pause) setConfirming(null);
  }

  const patch = useCallback((p: Partial<TicketState>) => setState((s) => ({ ...s, ...p })), []);
  // Rates are read when estimating, from the quote atoms, so a cross converts at the current USD rate.
  const { rates } = useTradePairs();
  const est = useMemo(() => {
    if (!pair) return { margin: '--', fee: '--' };
    return estimates(state, pair, quote, info?.trade_fee_type, quoteCcy(pair), rates);
  }, [state, pair, quote, info?.trade_fee_type, rates]);

  const error = pair ? ticketError(state, pair, quote) : null;

  const submit = (side: 1 | 2) => {
    if (!pair) return;
    if (!session.token) return cb.onLoginRequired?.();
    if (pause) return;
    if (error) {
      setExpanded(true); // a folded sheet opens on the field to fix
      return patch({ showErrors: true });
    }
    // One-click sends at once, unless a stop is on the wrong side for this side: the server would refuse the order,
    // so the confirmation opens and says which stop and why (docs/trading.md "One-click trading").
    if (oneClick && !stopsRefused(state, pair, quote, side)) void place(side);
    else setConfirming(side);
  };

  // One key per order the trader means: a Confirm tapped again after an answer that never came (a dropped
  // connection, a timeout) sends the same key, and the server answers with the order the first tap placed instead of
  // placing a second. Any change to the order, an order placed, or two minutes start a new key (orderAttempt).
  const attempt = useRef<OrderAttempt | null>(null);

  const place = async (side: 1 | 2) => {
    if (!pair || error) return setConfirming(null);
    setSubmitting(true);
    try {
      const form = submitForm(state, pair, side, quote);
      attempt.current = orderAttempt(attempt.current, sameOrder(form), Date.now(), newIdempotencyKey);
      const res = await api.forex.submit({ ...form, client_ref: attempt.current.key });
      attempt.current = null;
      rememberTicket(pair.Code, state);
      setConfirming(null);
      // The next order is a new one: its expiry counts from now (this one's was fixed when chosen, for its retries).
      patch({ showErrors: false, expiresAt: nextExpiry(state.expiry, state.expiresAt, new Date()) });
      setExpanded(false); // back to the chart, where the new position's lines appear
      cb.onSubmitted?.(side);
      cb.onOrderPlaced?.({ code: pair.Code, side, mode: form.status, form, msg: res?.msg ?? '', order: res?.data ?? null });
      void pipkit.actions.refreshBalance?.().catch(() => {});
    } catch (e) {
      // the http client has shown the server's message; the confirmation stays, to change or cancel — unless the
      // refusal was the trader's own limits, which the ticket then says (and closes the confirmation for). Only a
      // refusal the server answered (code 0) can be that: a lost connection says nothing of the limits.
      if ((e as { code?: number } | null)?.code === 0) readPause();
    } finally {
      setSubmitting(false);
    }
  };

  return {
    pair,
    quote,
    state,
    estMargin: est.margin,
    estFee: est.fee,
    estSwap: pair ? swapPerNight(state, pair) : null,
    error,
    submitting,
    loggedIn: !!session.token,
    onMode: (mode: TicketMode) => patch({ mode, showErrors: false }),
    onLots: (lots: string) => patch({ lots }),
    onLotsStep: (d: 1 | -1) => pair && setState((s) => ({ ...s, lots: d > 0 ? lotsUp(s.lots, pair.Pip) : lotsDown(s.lots, pair.Pip) })),
    onLeverage: (leverage: number) => patch({ leverage }),
    onPrice: (price: string) => patch({ price }),
    onPendingType: (pendingType: PendingType) => patch({ pendingType }),
    onExpiry: (expiry: TicketExpiry) => patch({ expiry, expiresAt: expiryTime(expiry, new Date()) }),
    /** The picker of a date and time of the trader's own (a `datetime-local` value). */
    onExpiryAt: (value: string) => patch({ expiresAt: fromLocalInput(value) }),
    onStopToggle: (w: StopName) => setState((s) => toggleField(s, w, (quote ?? pair?.ForexQuotations)?.Close)),
    onStopValue: (w: StopName, value: string) => setState((s) => ({ ...s, [w]: { ...s[w], value } })),
    onSubmit: submit,
    confirming,
    pause,
    rates,
    feeType: info?.trade_fee_type,
    onConfirm: () => confirming && void place(confirming),
    onConfirmDismiss: () => setConfirming(null),
    opensAt: clock.opensAt,
    closedFor: clock.closedFor,
    closing: clock.closing,
    starred: !!pair && watch.ids.includes(pair.Id),
    onStar: () => pair && void watch.toggle(pair.Id),
    layout,
    expanded,
    onExpanded: setExpanded,
  };
}
