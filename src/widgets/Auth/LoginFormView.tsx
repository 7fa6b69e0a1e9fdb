import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { LoginType } from '../../core';
import { useT } from '../provider';
import { Button, LinkButton } from '../ui/Button';
import { cardSurface } from '../ui/Card';
import { Input } from '../ui/Input';
import { Tabs } from '../ui/Tabs';
import { Icon } from '../ui/icons';
import { CaptchaField, type CaptchaFieldProps } from '../internal/account/CaptchaField';
import { SecondFactorField, type SecondFactorFieldProps } from '../internal/account/SecondFactorField';

/** Which fields failed the docs/product.md#validation-rules checks; the view picks the message (e-mail vs phone wording). */
export interface LoginErrors {
  account?: boolean;
  password?: boolean;
}

export interface LoginFormViewProps {
  mode: LoginType;
  account: string;
  password: string;
  errors: LoginErrors;
  submitting: boolean;
  /** Password shown as plain text (the eye button). */
  showPassword?: boolean;
  onToggleShowPassword?: () => void;
  /** The try-demo request is running. */
  demoSubmitting?: boolean;
  onModeChange: (mode: LoginType) => void;
  onAccountChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onTryDemo: () => void;
  onRegister: () => void;
  onForgot: () => void;
  /** Shown after repeated failed logins (or many from this address): the picture captcha to send with the next try. */
  captcha?: CaptchaFieldProps | null;
  /** Shown when the account has two-step sign-in on (the server answered code 3): the code to send with the next try. */
  twoFactor?: SecondFactorFieldProps | null;
  /** Signing in with a passkey instead (docs/accounts.md "Passkeys"); absent where the browser cannot use one. */
  passkey?: { busy: boolean; onClick: () => void } | null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: start;
`;

const Reveal = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Login by e-mail or mobile (docs/product.md#validation-rules), with try-demo and links to registration and password reset. */
export function LoginFormView(p: LoginFormViewProps) {
  const t = useT();
  const reveal = !!p.showPassword;
  const busy = p.submitting || !!p.demoSubmitting || !!p.passkey?.busy;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) p.onSubmit();
  };
  const email = p.mode === 'email';
  // With passkeys offered, the browser lists them among these fields' suggestions too (usePasskeyAutofill).
  const webauthn = p.passkey ? ' webauthn' : '';
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <Title>{t('auth.loginTitle')}</Title>
      <Tabs<LoginType>
        label={t('auth.account')}
        items={[
          { value: 'email', label: t('auth.email') },
          { value: 'mobile', label: t('auth.mobile') },
        ]}
        value={p.mode}
        onChange={p.onModeChange}
      />
      <Input
        label={email ? t('auth.email') : t('auth.mobile')}
        type={email ? 'email' : 'tel'}
        inputMode={email ? 'email' : 'tel'}
        autoComplete={(email ? 'username' : 'tel') + webauthn}
        name="account"
        placeholder={email ? t('auth.emailPlaceholder') : t('auth.phonePlaceholder')}
        value={p.account}
        error={p.errors.account ? (email ? t('msg.enterEmail') : t('msg.enterPhone')) : undefined}
        onChange={(e) => p.onAccountChange(e.target.value)}
      />
      <Input
        label={t('auth.password')}
        type={reveal ? 'text' : 'password'}
        autoComplete={'current-password' + webauthn}
        name="password"
        placeholder={t('auth.passwordPlaceholder')}
        value={p.password}
        error={p.errors.password ? t('msg.enterPassword') : undefined}
        onChange={(e) => p.onPasswordChange(e.target.value)}
        end={
          <Reveal
            type="button"
            aria-pressed={reveal}
            aria-label={reveal ? t('auth.hidePassword') : t('auth.showPassword')}
            onClick={p.onToggleShowPassword}
          >
            <Icon name={reveal ? 'eyeOff' : 'eye'} size={20} />
          </Reveal>
        }
      />
      {p.twoFactor ? <SecondFactorField {...p.twoFactor} /> : null}
      {p.captcha ? <CaptchaField {...p.captcha} /> : null}
      <Button type="submit" $block disabled={busy}>
        {p.submitting ? t('auth.loggingIn') : t('auth.login')}
      </Button>
      {p.passkey ? (
        <Button $variant="secondary" $block disabled={busy} onClick={p.passkey.onClick}>
          {t('auth.passkeySignIn')}
        </Button>
      ) : null}
      <Button $variant="secondary" $block disabled={busy} onClick={p.onTryDemo}>
        {t('auth.tryDemo')}
      </Button>
      <Links>
        <span>
          {t('auth.noAccount')} <LinkButton onClick={p.onRegister}>{t('auth.register')}</LinkButton>
        </span>
        <LinkButton onClick={p.onForgot}>{t('auth.forgot')}</LinkButton>
      </Links>
    </Form>
  );
}
