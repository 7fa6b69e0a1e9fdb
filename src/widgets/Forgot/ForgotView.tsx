import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { AccountType, AreaCode } from '../../core';
import { useT } from '../provider';
import { Button, LinkButton } from '../ui/Button';
import { FormCard } from '../ui/Card';
import { Muted } from '../ui/Text';
import { CodeField, FormError, NewPasswordFields, Title } from '../internal/account/parts';
import { AccountFields } from '../internal/account/AccountFields';

export type ForgotField = 'account' | 'code' | 'password' | 'rePassword';
export type ForgotValues = Record<ForgotField, string>;

export interface ForgotViewProps {
  mode: AccountType;
  /** is_show_mobile: 1 = area code + phone, 3 = phone only. */
  phoneMode: 1 | 3;
  areas: AreaCode[];
  areaId?: number;
  values: ForgotValues;
  missing: ForgotField[];
  /** docs/product.md#validation-rules: 'input full' when a field is empty, 'password not equal' when the two differ. */
  formError: null | 'inputFull' | 'passwordNotEqual';
  countdown: number;
  sending: boolean;
  submitting: boolean;
  onModeChange: (mode: AccountType) => void;
  onChange: (field: ForgotField, value: string) => void;
  onAreaChange: (id: number) => void;
  onSendCode: () => void;
  onSubmit: () => void;
  onLogin: () => void;
}

const Links = styled.div`
  display: flex;
  justify-content: flex-start;
`;

/** Password reset by e-mail or SMS code (docs/product.md#routes-and-screens /forgot); success goes to login. */
export function ForgotView(p: ForgotViewProps) {
  const t = useT();
  const miss = (f: ForgotField) => p.missing.includes(f);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.submitting) p.onSubmit();
  };
  return (
    <FormCard noValidate onSubmit={submit} aria-busy={p.submitting} aria-labelledby="pipkit-forgot-title">
      <Title id="pipkit-forgot-title">{t('account.forgotTitle')}</Title>
      <Muted>{t('account.forgotText')}</Muted>
      <AccountFields
        mode={p.mode}
        phoneMode={p.phoneMode}
        areas={p.areas}
        areaId={p.areaId}
        value={p.values.account}
        missing={miss('account')}
        emailAutoComplete="username"
        onModeChange={p.onModeChange}
        onChange={(v) => p.onChange('account', v)}
        onAreaChange={p.onAreaChange}
      />
      <CodeField
        name="auth_code"
        value={p.values.code}
        countdown={p.countdown}
        sending={p.sending}
        onSend={p.onSendCode}
        error={miss('code') ? t('account.enterCode') : undefined}
        onChange={(e) => p.onChange('code', e.target.value)}
      />
      <NewPasswordFields
        password={p.values.password}
        rePassword={p.values.rePassword}
        missing={{ password: miss('password'), rePassword: miss('rePassword') }}
        notEqual={p.formError === 'passwordNotEqual'}
        onChange={p.onChange}
      />
      {p.formError && <FormError>{p.formError === 'inputFull' ? t('msg.inputFull') : t('msg.passwordNotEqual')}</FormError>}
      <Button type="submit" $block disabled={p.submitting}>
        {t('account.resetSubmit')}
      </Button>
      <Links>
        <LinkButton onClick={p.onLogin}>{t('account.backToLogin')}</LinkButton>
      </Links>
    </FormCard>
  );
}
