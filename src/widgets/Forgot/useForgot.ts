import { useEffect, useState } from 'react';
import { showToast, t, type AccountType, type AreaCode } from '../../core';
import { usePipkit } from '../provider';
import { useCountdown } from '../_account/useCountdown';
import type { ForgotField, ForgotValues, ForgotViewProps } from './ForgotView';

export interface ForgotCallbacks {
  /** Password reset: the app goes to /login (SPEC §4). */
  onSuccess(): void;
  onLogin(): void;
}

const EMPTY: ForgotValues = { account: '', code: '', password: '', rePassword: '' };

/** Reset by code; 'input full' / 'password not equal' checks (SPEC §5); server messages are toasted by the core. */
export function useForgot({ onSuccess, onLogin }: ForgotCallbacks): ForgotViewProps {
  const { api } = usePipkit();
  const [mode, setMode] = useState<AccountType>('email');
  const [values, setValues] = useState<ForgotValues>(EMPTY);
  const [missing, setMissing] = useState<ForgotField[]>([]);
  const [formError, setFormError] = useState<ForgotViewProps['formError']>(null);
  const [areas, setAreas] = useState<AreaCode[]>([]);
  const [areaId, setAreaId] = useState<number>();
  const [phoneMode, setPhoneMode] = useState<1 | 3>(1);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  useEffect(() => {
    api.basic
      .areaList({ showErrorMessage: false })
      .then((list) => {
        setAreas(list);
        setAreaId((list[1] ?? list[0])?.id);
      })
      .catch(() => undefined);
    api.basic
      .setting<string | number>('is_show_mobile', { showErrorMessage: false })
      .then((v) => setPhoneMode(String(v) === '3' ? 3 : 1))
      .catch(() => undefined);
  }, [api]);

  const onSendCode = async () => {
    const account = values.account.trim();
    if (!account) {
      setMissing((m) => [...new Set([...m, 'account' as const])]);
      showToast(mode === 'email' ? t('msg.enterEmail') : t('msg.enterPhone'), 'error');
      return;
    }
    setSending(true);
    try {
      if (mode === 'email') await api.account.sendEmailCode(account, 2);
      else await api.account.sendSmsCode(account, phoneMode === 1 ? areaId : undefined, 2);
      countdown.start();
    } catch {
      // Toasted by the core.
    } finally {
      setSending(false);
    }
  };

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
    countdown: countdown.remaining,
    sending,
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
