// Binds the price-alert screen: the person's alerts, the pairs and their live quotes, saving and deleting, and the
// list following PRICE_ALERT as alerts fire (docs/trading.md "Price alerts").
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PriceAlert } from '../../core/api/traders';
import { createTradersApi } from '../../core/api/traders';
import { useApi } from '../internal/api/useApi';
import { useQuoteFeed } from '../internal/trading/useLiveFeed';
import { useTradePairs } from '../internal/trading/useTradePairs';
import { usePipkit, useStores } from '../provider';
import { alertBody, alertFormError, editForm, newForm, watchedPrice, type AlertFormState } from './form';
import type { PriceAlertsViewProps } from './PriceAlertsView';
import { notificationState, requestNotifications } from './notifications';

export interface PriceAlertsOptions {
  /** The pair the form starts on ('EURUSD'); the trade screen's pair when absent. */
  code?: string;
}

export function usePriceAlerts({ code }: PriceAlertsOptions = {}): PriceAlertsViewProps {
  const stores = useStores();
  const { socket } = usePipkit();
  const api = useApi({ traders: createTradersApi });
  useQuoteFeed();
  const { pairs } = useTradePairs();
  const current = useStore(stores.quotes.$currentPair);
  const demo = useStore(stores.session.$isDemo);
  const [alerts, setAlerts] = useState<PriceAlert[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState<AlertFormState>(() => newForm(code ?? current ?? ''));
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState(notificationState);
  const pair = pairs.find((p) => p.Code === form.code) ?? (form.code === '' ? pairs[0] : undefined);
  const quote = useStore(stores.quotes.quote(pair?.Code ?? ''));
  const live = quote ?? pair?.ForexQuotations;

  // Alerts that fire while the list is on its way: its answer may have been written before they fired.
  const firedWhileLoading = useRef<Map<number, PriceAlert> | null>(null);
  const load = useCallback(() => {
    setFailed(false);
    const fired = new Map<number, PriceAlert>();
    firedWhileLoading.current = fired;
    api.traders.alerts().then(
      (list) => {
        if (firedWhileLoading.current === fired) firedWhileLoading.current = null;
        setAlerts(list.map((a) => fired.get(a.Id) ?? a));
      },
      () => setFailed(true),
    );
  }, [api]);
  useEffect(() => {
    load();
    // An alert that fires while the list is open shows as fired at once; one that fired while the socket was down
    // shows when the list is read again, once it is back.
    const offReconnect = socket.onReconnect(load);
    const off = socket.subscribe<PriceAlert>('PRICE_ALERT', (a) => {
      firedWhileLoading.current?.set(a.Id, a);
      setAlerts((list) => list && list.map((x) => (x.Id === a.Id ? a : x)));
    });
    return () => {
      offReconnect();
      off();
    };
  }, [load, socket]);

  const error = alertFormError(form, pair, live);
  const save = async () => {
    if (error || !pair) return setForm((f) => ({ ...f, showErrors: true }));
    setBusy(true);
    try {
      const saved = form.editing === null ? await api.traders.createAlert(pair.Id, alertBody(form)) : await api.traders.updateAlert(form.editing, alertBody(form));
      setAlerts((list) => [saved, ...(list ?? []).filter((a) => a.Id !== saved.Id)]);
      setForm(newForm(pair.Code, form.byMessage));
    } catch {
      // the client has toasted the server's reason; the form keeps what was typed
    } finally {
      setBusy(false);
    }
  };

  return {
    pairs,
    pair,
    alerts,
    failed,
    form,
    error: form.showErrors ? error : null,
    watched: watchedPrice(form.direction, live),
    busy,
    canMessage: !demo,
    notifications: permission,
    onForm: (patch) => setForm((f) => ({ ...f, ...patch, showErrors: false })),
    onSave: () => void save(),
    onEdit: (a) => setForm(editForm(a)),
    onCancelEdit: () => setForm(newForm(form.code)),
    onDelete: (a) =>
      void api.traders.deleteAlert(a.Id).then(
        () => setAlerts((list) => list && list.filter((x) => x.Id !== a.Id)),
        () => undefined,
      ),
    onRetry: load,
    onAllowNotifications: () => void requestNotifications().then(setPermission),
  };
}
