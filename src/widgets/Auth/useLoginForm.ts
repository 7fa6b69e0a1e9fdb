import { useMemo, useState } from 'react';
import { isApiError, type LoginType } from '../../core';
import { createPasskeySignInApi } from '../../core/api/passkeys';
import { useCaptcha } from '../internal/account/useCaptcha';
import { passkeyAnswer, passkeysSupported } from '../internal/passkeys/ceremony';
import { useSecondFactor } from '../internal/account/useSecondFactor';
import { usePipkit } from '../provider';
import type { LoginErrors, LoginFormViewProps } from './LoginFormView';
import { usePasskeyAutofill } from './usePasskeyAutofill';
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
  /** Prefill after registering: the new account and whether it is an e-mail or a mobile number. */
  initialAccount?: string;
  initialType?: LoginType;
  /**
   * Offer passkeys where the browser can — among the fields' suggestions and as "Sign in with a passkey" (default
   * true). A partner page on a domain outside the server's PASSKEY_RP_ID cannot use the broker's passkeys (WebAuthn
   * binds them to a domain): pass false there.
   */
  passkeys?: boolean;
}

/** Form state + docs/product.md#validation-rules checks; the server's own refusals arrive as toasts from the core http client. */
export function useLoginForm({ onSuccess, onRegister, onForgot, onNavigate, initialAccount = '', initialType, passkeys: offerPasskeys = true }: LoginFormCallbacks): LoginFormViewProps {
  const { actions, http, notify } = usePipkit();
  const passkeys = useMemo(() => createPasskeySignInApi(http), [http]);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [mode, setMode] = useState<LoginType>(initialType ?? (initialAccount && !initialAccount.includes('@') ? 'mobile' : 'email'));
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [demoSubmitting, setDemoSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // After repeated failures the server wants a picture captcha with the next try (code 2; HTTP 429 from a busy
  // address): the field appears, and the right password with it always logs in.
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useCaptcha(needCaptcha);
  // With two-step sign-in on, the right password alone is answered code 3: the code field appears, and the next try
  // sends the code with the password. Another account (or kind of account) hides it again.
  const secondFactor = useSecondFactor();

  const onSubmit = async () => {
    const found = validateLogin(account, password);
    setErrors(found);
    if (hasLoginErrors(found)) return;
    if (needCaptcha && !captchaText.trim()) return setCaptchaMissing(true);
    if (!secondFactor.ready()) return;
    setSubmitting(true);
    try {
      const withCaptcha = needCaptcha && captcha.id ? { key: captcha.id, captcha: captchaText.trim() } : {};
      await actions.login({ account: account.trim(), password, login_type: mode, ...withCaptcha, ...secondFactor.payload() });
      onSuccess();
    } catch (e) {
      // Shown already (server msg toast); the form stays filled for another try, with a fresh captcha when one is due.
      secondFactor.refused(e);
      if (isApiError(e) && (e.code === 2 || e.status === 429)) {
        setCaptchaText('');
        if (needCaptcha) captcha.refresh();
        else setNeedCaptcha(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  // A passkey signs in without the account or password typed: the device offers the ones it keeps for this site,
  // among the fields' suggestions while the form shows (usePasskeyAutofill) or in its own prompt from the button.
  const offersPasskeys = offerPasskeys && passkeysSupported();
  const signInWith = async (response: unknown): Promise<boolean> => {
    setPasskeyBusy(true);
    try {
      actions.signedIn(await passkeys.login(response));
      onSuccess();
      return true;
    } catch {
      return false; // shown already by the core
    } finally {
      setPasskeyBusy(false);
    }
  };
  const autofill = usePasskeyAutofill(offersPasskeys, passkeys, signInWith);
  const onPasskey = async () => {
    autofill.stop();
    setPasskeyBusy(true);
    let signedIn = false;
    try {
      const response = await passkeyAnswer('get', await passkeys.loginOptions(), notify);
      if (response !== null) signedIn = await signInWith(response);
    } catch {
      // Shown already by the core.
    } finally {
      setPasskeyBusy(false);
      if (!signedIn) autofill.restart();
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
      secondFactor.reset();
    },
    onAccountChange: (v) => {
      setAccount(v);
      if (secondFactor.field) secondFactor.reset();
      if (errors.account) setErrors({ ...errors, account: false });
    },
    onPasswordChange: (v) => {
      setPassword(v);
      if (errors.password) setErrors({ ...errors, password: false });
    },
    captcha: needCaptcha
      ? {
          value: captchaText,
          image: captcha.image,
          missing: captchaMissing,
          onChange: (v) => {
            setCaptchaText(v);
            setCaptchaMissing(false);
          },
          onRefresh: captcha.refresh,
        }
      : null,
    twoFactor: secondFactor.field,
    onSubmit: () => void onSubmit(),
    onTryDemo: () => void onTryDemo(),
    passkey: offersPasskeys ? { busy: passkeyBusy, onClick: () => void onPasskey() } : null,
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
