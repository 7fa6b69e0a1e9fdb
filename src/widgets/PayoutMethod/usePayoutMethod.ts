import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WithdrawCurrency } from '../../core/api/funds';
import { usePipkit, useT, useStores } from '../provider';
import { useApi } from '../internal/api/useApi';
import { createFundsApi } from '../../core/api/funds';
import { useSecondFactor } from '../internal/account/useSecondFactor';
import type { BankFields, PayoutMethodType, PayoutMethodViewProps } from './PayoutMethodView';

export interface PayoutMethodCallbacks {
  /** 1 digital-currency address, 2 bank account. */
  type: PayoutMethodType;
  /** After a successful bind (the app goes back). */
  onDone: () => void;
}

const EMPTY_BANK: BankFields = { bank_name: '', payee_name: '', payee_account: '', bank_branch: '', bank_address: '', bank_swift: '' };

/** Light client checks (required fields, address shape); the server validates the address checksum per protocol. */
export function addressLooksValid(protocol: string, address: string): boolean {
  const a = address.trim();
  switch (protocol.toUpperCase()) {
    case 'TRC20':
      return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a);
    case 'ERC20':
    case 'BEP20':
      return /^0x[0-9a-fA-F]{40}$/.test(a);
    case 'BTC':
      return /^(bc1[02-9ac-hj-np-z]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/.test(a);
    default:
      return a.length >= 16;
  }
}

export function usePayoutMethod({ type, onDone }: PayoutMethodCallbacks): PayoutMethodViewProps {
  const stores = useStores();
  const { notify } = usePipkit();
  const api = useApi({ funds: createFundsApi });
  const t = useT();
  const isDemo = useStore(stores.session.$isDemo);
  const [currencies, setCurrencies] = useState<WithdrawCurrency[]>([]);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [address, setAddress] = useState('');
  const [bank, setBank] = useState<BankFields>(EMPTY_BANK);
  const [errors, setErrors] = useState<PayoutMethodViewProps['errors']>({});
  const [submitting, setSubmitting] = useState(false);
  // With two-step sign-in on, a new payout method needs its code: code 3 shows the field.
  const secondFactor = useSecondFactor();

  useEffect(() => {
    if (isDemo) return;
    let live = true;
    api.funds
      .withdrawCurrencies(type)
      .then((list) => {
        if (!live) return;
        setCurrencies(list);
        setCurrencyId(list[0]?.id ?? null);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, type, isDemo]);

  return {
    demoBlocked: isDemo,
    type,
    loading,
    currencies,
    currencyId,
    address,
    bank,
    errors,
    submitting,
    twoFactor: secondFactor.field,
    onCurrencyChange: (id) => setCurrencyId(id),
    onAddressChange: (v) => {
      setAddress(v);
      setErrors({});
    },
    onBankChange: (field, v) => {
      setBank((b) => ({ ...b, [field]: v }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onSubmit: () => {
      if (submitting || currencyId === null) return;
      const cur = currencies.find((c) => c.id === currencyId);
      if (type === 1) {
        if (!address.trim()) return setErrors({ address: t('msg.pleaseComplete') });
        if (cur && !addressLooksValid(cur.protocol, address)) return setErrors({ address: t('funds.addressInvalid', { network: cur.protocol }) });
      } else {
        const missing: PayoutMethodViewProps['errors'] = {};
        for (const f of ['payee_name', 'payee_account', 'bank_name'] as const) if (!bank[f].trim()) missing[f] = t('msg.pleaseComplete');
        if (Object.keys(missing).length) {
          notify(t('msg.pleaseComplete'), 'error');
          return setErrors(missing);
        }
      }
      if (!secondFactor.ready()) return;
      setSubmitting(true);
      const code = secondFactor.payload();
      const call =
        type === 1
          ? api.funds.bindDrawMethod({ draw_id: currencyId, type: 1, dc_address: address.trim(), ...code })
          : api.funds.bindDrawMethod({ draw_id: currencyId, type: 2, ...bank, ...code });
      call
        .then(() => onDone())
        .catch(secondFactor.refused)
        .finally(() => setSubmitting(false));
    },
  };
}
