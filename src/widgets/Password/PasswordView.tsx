import type { FormEvent } from 'react';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { FormCard } from '../ui/Card';
import { Muted } from '../ui/Text';
import { CodeField, DemoBlocked, FormError, NewPasswordFields, Title } from '../internal/account/parts';

export type PasswordField = 'password' | 'rePassword' | 'code';
export type PasswordValues = Record<PasswordField, string>;

export interface PasswordViewProps {
  /** Demo users see the docs/product.md#roles-and-permissions block instead of the form. */
  demo: boolean;
  /** Masked address the code goes to (e-mail, or the mobile when the account has no e-mail). */
  target: string;
  values: PasswordValues;
  missing: PasswordField[];
  /** docs/product.md#validation-rules: 'input full' when a field is empty, 'password not equal' when the two differ. */
  formError: null | 'inputFull' | 'passwordNotEqual';
  countdown: number;
  sending: boolean;
  submitting: boolean;
  onChange: (field: PasswordField, value: string) => void;
  onSendCode: () => void;
  onSubmit: () => void;
  onRegister: () => void;
  onLogin: () => void;
}

/** Change password when logged in (docs/product.md#routes-and-screens /mine/password): new password, repeat, e-mail code with countdown. */
export function PasswordView(p: PasswordViewProps) {
  const t = useT();
  if (p.demo) return <DemoBlocked title={t('account.passwordTitle')} onRegister={p.onRegister} onLogin={p.onLogin} />;
  const miss = (f: PasswordField) => p.missing.includes(f);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.submitting) p.onSubmit();
  };
  return (
    <FormCard noValidate onSubmit={submit} aria-busy={p.submitting} aria-labelledby="pipkit-password-title">
      <Title id="pipkit-password-title" as="h2">
        {t('account.passwordTitle')}
      </Title>
      <Muted>{t('account.passwordText')}</Muted>
      <NewPasswordFields
        password={p.values.password}
        rePassword={p.values.rePassword}
        missing={{ password: miss('password'), rePassword: miss('rePassword') }}
        notEqual={p.formError === 'passwordNotEqual'}
        onChange={p.onChange}
      />
      <CodeField
        name="auth_code"
        value={p.values.code}
        countdown={p.countdown}
        sending={p.sending}
        onSend={p.onSendCode}
        aria-invalid={miss('code') || undefined}
        onChange={(e) => p.onChange('code', e.target.value)}
      />
      {p.target && <Muted>{t('account.codeSentTo', { target: p.target })}</Muted>}
      {p.formError && <FormError>{p.formError === 'inputFull' ? t('msg.inputFull') : t('msg.passwordNotEqual')}</FormError>}
      <Button type="submit" $block disabled={p.submitting}>
        {t('common.submit')}
      </Button>
    </FormCard>
  );
}
