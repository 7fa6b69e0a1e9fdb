import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { type AccountType } from '../../core';
import { usePipkit, useStores } from '../provider';
import { useApi } from '../internal/api/useApi';
import { createAccountApi } from '../../core/api/account';
import { useSendCode } from '../internal/account/useSendCode';
import { usePhoneSettings } from '../internal/account/usePhoneSettings';
import { useCaptcha } from '../internal/account/useCaptcha';
import type { RegisterField, RegisterValues, RegisterViewProps } from './RegisterView';

export interface RegisterCallbacks {
  /** Prefilled invitation code (the app reads it from ?invite_code=). */
  inviteCode?: string;
  /** Registered: the app goes to /login (docs/product.md#states-and-transitions), the new account prefilled. */
  onSuccess: (registered: { account: string; type: AccountType }) => void;
  /** The visitor already has an account and asked to log in. */
  onLogin?: () => void;
  /** Every link out of the form, as an app path: '/login'. */
  onNavigate?: (path: string) => void;
}

const EMPTY: RegisterValues = { account: '', mobile: '', password: '', rePassword: '', inviteCode: '', code: '' };

/** Registration state and docs/product.md#validation-rules checks; the server's refusals arrive as toasts from the core http client. */
export function useRegister({ inviteCode = '', onSuccess, onLogin, onNavigate }: RegisterCallbacks): RegisterViewProps {
  const stores = useStores();
  const { actions } = usePipkit();
  const api = useApi({ account: createAccountApi });
  const basic = useStore(stores.$basicInfo);
  const [mode, setMode] = useState<AccountType>('email');
  const [values, setValues] = useState<RegisterValues>({ ...EMPTY, inviteCode });
  const [missing, setMissing] = useState<RegisterField[]>([]);
  const [formError, setFormError] = useState<RegisterViewProps['formError']>(null);
  const { areas, areaId, setAreaId, phoneMode } = usePhoneSettings(api.basic);
  const [submitting, setSubmitting] = useState(false);
  const code = useSendCode(1, () => setMissing((m) => [...new Set([...m, 'account' as const])]));
  const verify = basic?.verify_reg_type === 2 ? 'captcha' : 'code';
  const captcha = useCaptcha(verify === 'captcha');

  useEffect(() => {
    if (!stores.$basicInfo.get()) void actions.loadBasicInfo().catch(() => undefined);
  }, [actions, stores.$basicInfo]);

  useEffect(() => {
    setValues((v) => ({ ...v, inviteCode: inviteCode || v.inviteCode }));
  }, [inviteCode]);

  const onSendCode = () => code.send({ mode, account: values.account, phoneMode, areaId });

  const onSubmit = async () => {
    const required: RegisterField[] = ['account', 'code', 'password', 'rePassword'];
    const empty = required.filter((f) => !values[f].trim());
    setMissing(empty);
    if (empty.length) return setFormError('pleaseComplete');
    if (values.password !== values.rePassword) return setFormError('passwordInconsistency');
    setFormError(null);
    setSubmitting(true);
    try {
      const mobileArea = phoneMode === 1 ? areaId : undefined;
      await api.account.register({
        type: mode,
        account: values.account.trim(),
        password: values.password,
        re_password: values.rePassword,
        invite_code: values.inviteCode.trim() || undefined,
        sms_code: values.code.trim(),
        key: verify === 'captcha' ? (captcha.id ?? undefined) : undefined,
        mobile: mode === 'email' ? values.mobile.trim() || undefined : undefined,
        area_id: mode === 'mobile' || values.mobile.trim() ? mobileArea : undefined,
      });
      onSuccess({ account: values.account.trim(), type: mode });
    } catch {
      // A captcha is single use: a refused attempt needs a new picture.
      if (verify === 'captcha') {
        setValues((v) => ({ ...v, code: '' }));
        captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    mode,
    verify,
    phoneMode,
    areas,
    areaId,
    values,
    missing,
    formError,
    captchaImage: captcha.image,
    countdown: code.remaining,
    sending: code.sending,
    submitting,
    onModeChange: (m) => {
      setMode(m);
      setValues((v) => ({ ...v, account: '', code: verify === 'captcha' ? v.code : '' }));
      setMissing([]);
      setFormError(null);
    },
    onChange: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (missing.includes(field)) setMissing(missing.filter((f) => f !== field));
      if (formError === 'passwordInconsistency' && (field === 'password' || field === 'rePassword')) setFormError(null);
    },
    onAreaChange: setAreaId,
    onSendCode: () => void onSendCode(),
    onRefreshCaptcha: captcha.refresh,
    onSubmit: () => void onSubmit(),
    onLogin: () => {
      onLogin?.();
      onNavigate?.('/login');
    },
  };
}
