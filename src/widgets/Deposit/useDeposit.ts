import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { newIdempotencyKey, resolveUploadUrl, type DepositAddress, type DepositBank } from '../../core/api';
import { usePipkit, useT, useStores } from '../provider';
import { useApi } from '../internal/api/useApi';
import { createFundsApi } from '../../core/api/funds';
import { usePollWhile } from '../internal/api/usePollWhile';
import { createAccountApi } from '../../core/api/account';
import { createLimitsReader } from '../../core/api/limits';
import { useOwnLimits } from '../internal/limits/useOwnLimits';
import { usePaged } from '../internal/funds/usePaged';
import { isAmount } from '../../core/money';
import { useCopy } from '../internal/content/copy';
import type { DepositMode, DepositViewProps } from './DepositView';

export interface DepositCallbacks {
  /** Initial toggle (the app may pass ?type=1). */
  initialMode?: DepositMode;
}

/**
 * Binds the deposit view: loads addresses and bank accounts, uploads the proof through the shared image upload,
 * submits with one idempotency key per filled form (a double click or retry records one deposit), then refreshes
 * the history. Messages go through the core notify (toasts).
 */
export function useDeposit({ initialMode = 0 }: DepositCallbacks = {}): DepositViewProps {
  const stores = useStores();
  const pipkit = usePipkit();
  const api = useApi({ funds: createFundsApi, account: createAccountApi, limits: createLimitsReader });
  const t = useT();
  const { notify } = pipkit;
  const copy = useCopy();
  const isDemo = useStore(stores.session.$isDemo);
  const [mode, setMode] = useState<DepositMode>(initialMode);
  const [addresses, setAddresses] = useState<DepositAddress[]>([]);
  const [banks, setBanks] = useState<DepositBank[]>([]);
  const [loading, setLoading] = useState(true);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [bankId, setBankId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [proof, setProof] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef(newIdempotencyKey());
  // The trader's own deposit limit and break (docs/accounts.md "Trading limits and breaks"), said before the form is
  // filled; read again after each claim.
  const { limits, read: readLimits } = useOwnLimits(api.limits, !isDemo);

  useEffect(() => {
    if (isDemo) return;
    let live = true;
    Promise.all([api.funds.depositAddresses(), api.funds.depositBanks()])
      .then(([a, b]) => {
        if (!live) return;
        setAddresses(a);
        setBanks(b);
        setAddressId(a[0]?.id ?? null);
        setBankId(b[0]?.id ?? null);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, isDemo]);

  const history = usePaged(
    async (page) => {
      const r = await api.funds.depositHistory(mode, page);
      return { items: r.data ?? [], total: r.total ?? 0 };
    },
    `deposit-${mode}`,
    !isDemo,
  );
  // A deposit under review (status 0) turns Finished or Rejected on screen when the operator decides.
  usePollWhile(history.items.some((d) => Number(d.status) === 0), history.sync);

  const fresh = () => {
    key.current = newIdempotencyKey();
  };

  return {
    demoBlocked: isDemo,
    loading,
    depositLimit: limits?.deposit ?? null,
    breakUntil: limits?.break_until ?? null,
    mode,
    addresses,
    banks,
    addressId,
    bankId,
    amount,
    amountError,
    proofUrl: proof ? resolveUploadUrl(pipkit.apiBase, proof) : null,
    uploading,
    submitting,
    history: {
      items: history.items,
      total: history.total,
      loading: history.loading,
      loadingMore: history.loadingMore,
      refreshing: history.refreshing,
      error: history.error,
      onLoadMore: history.loadMore,
      onRefresh: history.refresh,
    },
    onModeChange: (m) => {
      setMode(m);
      fresh();
    },
    onAddressChange: (id) => {
      setAddressId(id);
      fresh();
    },
    onBankChange: (id) => {
      setBankId(id);
      fresh();
    },
    onAmountChange: (v) => {
      setAmount(v);
      setAmountError(undefined);
      fresh();
    },
    onProofPick: (file) => {
      setUploading(true);
      api.account
        .uploadImage(file, file.name || 'proof')
        .then((r) => {
          setProof(r.url);
          fresh();
        })
        .catch(() => undefined)
        .finally(() => setUploading(false));
    },
    onProofRemove: () => {
      setProof(null);
      fresh();
    },
    onCopy: (text) => {
      copy(text);
    },
    onSubmit: () => {
      if (submitting) return;
      if (mode === 1 && bankId === null) return notify(t('msg.noPayWay'), 'error');
      if (mode === 0 && addressId === null) return notify(t('msg.noPayWay'), 'error');
      if (!isAmount(amount)) return setAmountError(t('funds.amountInvalid'));
      if (!proof) return notify(t('funds.proofRequired'), 'error');
      setSubmitting(true);
      const address = addresses.find((a) => a.id === addressId);
      const call =
        mode === 0
          ? api.funds.submitCoinDeposit({ number: amount.trim(), proofImg: proof, address: address?.address ?? '', charge_id: addressId! }, key.current)
          : api.funds.submitBankDeposit({ number: amount.trim(), proofImg: proof, wire_id: bankId! }, key.current);
      call
        .then(() => {
          setAmount('');
          setProof(null);
          fresh();
          history.refresh();
          readLimits();
        })
        .catch(() => undefined)
        .finally(() => setSubmitting(false));
    },
  };
}
