import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useApi } from '../internal/api/useApi';
import { createAccountApi } from '../../core/api/account';
import { useCountdown } from '../internal/account/useCountdown';
import type { PasswordField, PasswordValues, PasswordViewProps } from './PasswordView';
import { useStores } from '../provider';

export interface PasswordCallbacks {
  /** Changed (the server's msg is toasted); the app goes back to the user center. */
  onSuccess: () => void;
  /** Links out of the widget, as app paths ('/register', '/login'). */
  onNavigate: (path: string) => void;
}

const EMPTY: PasswordValues = { password: '', rePassword: '', code: '' };

/** a***@example.com, or ****4567 for a phone number. */
export function maskTarget(value: string): string {
  if (!value) return '';
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return value.length > 4 ? `****${value.slice(-4)}` : value;
}

/** Binds the change-password form: code to the user's e-mail (or mobile), 'input full' / 'password not equal'. */
export function usePassword({ onSuccess, onNavigate }: PasswordCallbacks): PasswordViewProps {
  const stores = useStores();
  const api = useApi({ account: createAccountApi });
  const user = useStore(stores.session.$user);
  const demo = useStore(stores.session.$isDemo);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [missing, setMissing] = useState<PasswordField[]>([]);
  const [formError, setFormError] = useState<PasswordViewProps['formError']>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();
  const email = user?.email ?? '';
  const mobile = typeof user?.mobile === 'string' ? user.mobile : '';

  const onSendCode = async () => {
    setSending(true);
    try {
      if (email) await api.account.sendEmailCode(email, 2);
      else await api.account.sendSmsCode(mobile, typeof user?.area_id === 'number' ? user.area_id : undefined, 2);
      countdown.start();
    } catch {
      // Toasted by the core.
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async () => {
    const empty = (['password', 'rePassword', 'code'] as const).filter((f) => !values[f].trim());
    setMissing(empty);
    if (empty.length) return setFormError('inputFull');
    if (values.password !== values.rePassword) return setFormError('passwordNotEqual');
    setFormError(null);
    setSubmitting(true);
    try {
      await api.account.amendPassword({ new_password: values.password, secondary_password: values.rePassword, auth_code: values.code.trim() });
      setValues(EMPTY);
      onSuccess();
    } catch {
      // Toasted by the core.
    } finally {
      setSubmitting(false);
    }
  };

  return {
    demo,
    target: maskTarget(email || mobile),
    values,
    missing,
    formError,
    countdown: countdown.remaining,
    sending,
    submitting,
    onChange: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (missing.includes(field)) setMissing(missing.filter((f) => f !== field));
    },
    onSendCode: () => void onSendCode(),
    onSubmit: () => void onSubmit(),
    onRegister: () => onNavigate('/register'),
    onLogin: () => onNavigate('/login'),
  };
}
