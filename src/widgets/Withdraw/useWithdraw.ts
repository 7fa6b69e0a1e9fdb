import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { newIdempotencyKey, type DrawMethod, type WithdrawCurrency } from '../../core/api';
import { withdrawPreview } from '../../core/money';
import { usePipkit, useT, useStores } from '../provider';
import { useApi } from '../internal/api/useApi';
import { createFundsApi } from '../../core/api/funds';
import { usePaged } from '../internal/funds/usePaged';
import { isAmount } from '../../core/money';
import { useSecondFactor } from '../internal/account/useSecondFactor';
import type { WithdrawMode, WithdrawViewProps } from './WithdrawView';

export interface WithdrawCallbacks {
  /** Links out of the widget, as app paths (bind a payout method first). */
  onNavigate: (path: string) => void;
  /** Initial toggle: 1 digital currency, 2 bank. Default 1. */
  initialMode?: WithdrawMode;
}

/** The payout-method form for a mode (docs/product.md#validation-rules: type 1 coin address, 2 bank account). */
export const withdrawWayPath = (mode: WithdrawMode) => `/mine/withdraw-way?type=${mode}`;

/**
 * Binds the withdraw view. The fee/receive preview is core/money withdrawPreview — the function the server uses for
 * the record — so what the user sees is what is recorded. One idempotency key per filled form.
 */
export function useWithdraw({ onNavigate, initialMode = 1 }: WithdrawCallbacks): WithdrawViewProps {
  const stores = useStores();
  const { actions } = usePipkit();
  const api = useApi({ funds: createFundsApi });
  const t = useT();
  const isDemo = useStore(stores.session.$isDemo);
  const balance = useStore(stores.$balance);
  const [mode, setMode] = useState<WithdrawMode>(initialMode);
  const [currencies, setCurrencies] = useState<WithdrawCurrency[]>([]);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [methods, setMethods] = useState<DrawMethod[]>([]);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [memo, setMemo] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [notBoundOpen, setNotBoundOpen] = useState(false);
  // With two-step sign-in on, the server answers code 3 and the code field appears (the same key goes again with it).
  const secondFactor = useSecondFactor();
  const key = useRef(newIdempotencyKey());
  const fresh = () => {
    key.current = newIdempotencyKey();
  };

  useEffect(() => {
    if (!isDemo) actions.refreshBalance().catch(() => undefined);
  }, [actions, isDemo]);

  useEffect(() => {
    if (isDemo) return;
    let live = true;
    setLoading(true);
    api.funds
      .withdrawCurrencies(mode)
      .then((list) => {
        if (!live) return;
        setCurrencies(list);
        setCurrencyId(list[0]?.id ?? null);
        if (list.length === 0) setLoading(false);
      })
      .catch(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, mode, isDemo]);

  useEffect(() => {
    if (isDemo || currencyId === null) return;
    let live = true;
    api.funds
      .drawMethods(mode, currencyId)
      .then((list) => {
        if (!live) return;
        setMethods(list);
        setMethodId(list[0]?.id ?? null);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, mode, currencyId, isDemo]);

  const records = usePaged(
    async (page) => {
      const r = await api.funds.withdrawRecords(mode, page);
      return { items: r.data ?? [], total: r.total ?? 0 };
    },
    `withdraw-${mode}`,
    !isDemo,
  );

  const currency = currencies.find((c) => c.id === currencyId) ?? null;
  const preview = useMemo(
    () =>
      currency
        ? withdrawPreview({ amount: amount.trim(), feeType: currency.fee_type, drawRate: currency.draw_rate, usdPrice: currency.usd_price })
        : { fee: '0', receive: '0.00' },
    [currency, amount],
  );

  return {
    demoBlocked: isDemo,
    loading,
    mode,
    balance: balance?.balance ?? null,
    currencies,
    currencyId,
    methods,
    methodId,
    amount,
    amountError,
    memo,
    fee: preview.fee,
    receive: preview.receive,
    submitting,
    notBoundOpen,
    twoFactor: secondFactor.field,
    records: {
      items: records.items,
      total: records.total,
      loading: records.loading,
      loadingMore: records.loadingMore,
      refreshing: records.refreshing,
      error: records.error,
      onLoadMore: records.loadMore,
      onRefresh: records.refresh,
    },
    onModeChange: (m) => {
      setMode(m);
      setMethods([]);
      setMethodId(null);
      fresh();
    },
    onCurrencyChange: (id) => {
      setCurrencyId(id);
      fresh();
    },
    onMethodChange: (id) => {
      setMethodId(id);
      fresh();
    },
    onAmountChange: (v) => {
      setAmount(v);
      setAmountError(undefined);
      fresh();
    },
    onAll: () => {
      // Whole cents only: the server accepts at most 2 decimals.
      const b = balance?.balance ?? '0';
      const [i, f = ''] = b.split('.');
      setAmount(`${i}.${(f + '00').slice(0, 2)}`);
      setAmountError(undefined);
      fresh();
    },
    onMemoChange: (v) => {
      setMemo(v);
      fresh();
    },
    onBind: () => setNotBoundOpen(true),
    onNotBoundCancel: () => setNotBoundOpen(false),
    onNotBoundConfirm: () => {
      setNotBoundOpen(false);
      onNavigate(withdrawWayPath(mode));
    },
    onSubmit: () => {
      if (submitting || !currency) return;
      if (methodId === null) return setNotBoundOpen(true);
      if (!isAmount(amount)) return setAmountError(t('funds.amountInvalid'));
      if (!secondFactor.ready()) return;
      setSubmitting(true);
      api.funds
        .withdraw({ draw_currency_id: currency.id, number: amount.trim(), memo: memo.trim(), draw_method_id: methodId, ...secondFactor.payload() }, key.current)
        .then(() => {
          setAmount('');
          setMemo('');
          secondFactor.spent();
          fresh();
          records.refresh();
          return actions.refreshBalance();
        })
        .catch(secondFactor.refused)
        .finally(() => setSubmitting(false));
    },
  };
}

