import { useState } from 'react';
import type { LoginType } from '../../core';
import { usePipkit } from '../provider';
import type { LoginErrors, LoginFormViewProps } from './LoginFormView';
import { hasLoginErrors, validateLogin } from './validateLogin';

export interface LoginFormCallbacks {
  /** Logged in (by password or demo); the app goes to `from` or home. */
  onSuccess: () => void;
  /** The visitor asked to register (the form's register link). */
  onRegister?: () => void;
  /** The visitor forgot the password (the form's reset link). */
  onForgot?: () => void;
  /** Every link out of the form, as an app path: '/register', '/forgot'. */
  onNavigate?: (path: string) => void;
}

/** Form state + SPEC §5 checks; the server's own refusals arrive as toasts from the core http client. */
export function useLoginForm({ onSuccess, onRegister, onForgot, onNavigate }: LoginFormCallbacks): LoginFormViewProps {
  const { actions } = usePipkit();
  const [mode, setMode] = useState<LoginType>('email');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [demoSubmitting, setDemoSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = async () => {
    const found = validateLogin(account, password);
    setErrors(found);
    if (hasLoginErrors(found)) return;
    setSubmitting(true);
    try {
      await actions.login({ account: account.trim(), password, login_type: mode });
      onSuccess();
    } catch {
      // Shown already (server msg toast); the form stays filled for another try.
    } finally {
      setSubmitting(false);
    }
  };

  const onTryDemo = async () => {
    setDemoSubmitting(true);
    try {
      await actions.tryDemo();
      onSuccess();
    } catch {
      // Shown already by the core.
    } finally {
      setDemoSubmitting(false);
    }
  };

  return {
    mode,
    account,
    password,
    errors,
    submitting,
    demoSubmitting,
    showPassword,
    onToggleShowPassword: () => setShowPassword((v) => !v),
    onModeChange: (m) => {
      setMode(m);
      setAccount('');
      setErrors({});
    },
    onAccountChange: (v) => {
      setAccount(v);
      if (errors.account) setErrors({ ...errors, account: false });
    },
    onPasswordChange: (v) => {
      setPassword(v);
      if (errors.password) setErrors({ ...errors, password: false });
    },
    onSubmit: () => void onSubmit(),
    onTryDemo: () => void onTryDemo(),
    onRegister: () => {
      onRegister?.();
      onNavigate?.('/register');
    },
    onForgot: () => {
      onForgot?.();
      onNavigate?.('/forgot');
    },
  };
}
