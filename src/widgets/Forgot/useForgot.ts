import { useState } from 'react';
import type { AccountType } from '../../core';
import { useApi } from '../internal/api/useApi';
import { createAccountApi } from '../../core/api/account';
import { useSendCode } from '../internal/account/useSendCode';
import { usePhoneSettings } from '../internal/account/usePhoneSettings';
import type { ForgotField, ForgotValues, ForgotViewProps } from './ForgotView';

export interface ForgotCallbacks {
  /** Password reset: the app goes to /login (docs/product.md#states-and-transitions). */
  onSuccess: () => void;
  /** The visitor went back to log in. */
  onLogin: () => void;
}

const EMPTY: ForgotValues = { account: '', code: '', password: '', rePassword: '' };

/** Reset by code; 'input full' / 'password not equal' checks (docs/product.md#validation-rules); server messages are toasted by the core. */
export function useForgot({ onSuccess, onLogin }: ForgotCallbacks): ForgotViewProps {
  const api = useApi({ account: createAccountApi });
  const [mode, setMode] = useState<AccountType>('email');
  const [values, setValues] = useState<ForgotValues>(EMPTY);
  const [missing, setMissing] = useState<ForgotField[]>([]);
  const [formError, setFormError] = useState<ForgotViewProps['formError']>(null);
  const { areas, areaId, setAreaId, phoneMode } = usePhoneSettings(api.basic);
  const [submitting, setSubmitting] = useState(false);
  const code = useSendCode(2, () => setMissing((m) => [...new Set([...m, 'account' as const])]));

  const onSendCode = () => code.send({ mode, account: values.account, phoneMode, areaId });

  const onSubmit = async () => {
    const empty = (['account', 'code', 'password', 'rePassword'] as const).filter((f) => !values[f].trim());
    setMissing(empty);
    if (empty.length) return setFormError('inputFull');
    if (values.password !== values.rePassword) return setFormError('passwordNotEqual');
    setFormError(null);
    setSubmitting(true);
    try {
      await api.account.forgetPassword({
        type: mode,
        account: values.account.trim(),
        new_password: values.password,
        secondary_password: values.rePassword,
        auth_code: values.code.trim(),
      });
      onSuccess();
    } catch {
      // Toasted by the core.
    } finally {
      setSubmitting(false);
    }
  };

  return {
    mode,
    phoneMode,
    areas,
    areaId,
    values,
    missing,
    formError,
    countdown: code.remaining,
    sending: code.sending,
    submitting,
    onModeChange: (m) => {
      setMode(m);
      setValues((v) => ({ ...v, account: '', code: '' }));
      setMissing([]);
      setFormError(null);
    },
    onChange: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (missing.includes(field)) setMissing(missing.filter((f) => f !== field));
    },
    onAreaChange: setAreaId,
    onSendCode: () => void onSendCode(),
    onSubmit: () => void onSubmit(),
    onLogin,
  };
}
