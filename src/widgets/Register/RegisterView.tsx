import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { AccountType, AreaCode } from '../../core';
import { useT } from '../provider';
import { Button, LinkButton } from '../ui/Button';
import { FormCard } from '../ui/Card';
import { Input } from '../ui/Input';
import { Muted } from '../ui/Text';
import { AreaSelect, CodeField, FormError, PhoneRow, Title } from '../internal/account/parts';
import { CaptchaField } from '../internal/account/CaptchaField';
import { AccountFields } from '../internal/account/AccountFields';

export type RegisterField = 'account' | 'mobile' | 'password' | 'rePassword' | 'inviteCode' | 'code';
export type RegisterValues = Record<RegisterField, string>;

export interface RegisterViewProps {
  mode: AccountType;
  /** verify_reg_type 2 = picture captcha, otherwise a code sent by e-mail or SMS. */
  verify: 'code' | 'captcha';
  /** is_show_mobile: 1 = area code + phone, 3 = phone only. */
  phoneMode: 1 | 3;
  areas: AreaCode[];
  areaId?: number;
  values: RegisterValues;
  /** Required fields found empty by the last submit. */
  missing: RegisterField[];
  /** docs/product.md#validation-rules client messages. */
  formError: null | 'pleaseComplete' | 'passwordInconsistency';
  /** Data URL of the captcha picture (captcha mode); null while loading. */
  captchaImage: string | null;
  /** Seconds until another code may be sent (0 = ready). */
  countdown: number;
  sending: boolean;
  submitting: boolean;
  onModeChange: (mode: AccountType) => void;
  onChange: (field: RegisterField, value: string) => void;
  onAreaChange: (id: number) => void;
  onSendCode: () => void;
  onRefreshCaptcha: () => void;
  onSubmit: () => void;
  onLogin: () => void;
}

const Links = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Registration (docs/product.md#routes-and-screens, #validation-rules): e-mail or mobile, code or picture captcha, invite code, 'Please complete', 'Password inconsistency'. */
export function RegisterView(p: RegisterViewProps) {
  const t = useT();
  const email = p.mode === 'email';
  const miss = (f: RegisterField) => p.missing.includes(f);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.submitting) p.onSubmit();
  };
  // the optional phone beside an e-mail account
  const area = p.phoneMode === 1 ? <AreaSelect areas={p.areas} value={p.areaId} onChange={p.onAreaChange} /> : undefined;
  return (
    <FormCard noValidate onSubmit={submit} aria-busy={p.submitting} aria-labelledby="pipkit-register-title">
      <Title id="pipkit-register-title">{t('account.registerTitle')}</Title>
      <AccountFields
        mode={p.mode}
        phoneMode={p.phoneMode}
        areas={p.areas}
        areaId={p.areaId}
        value={p.values.account}
        missing={miss('account')}
        emailAutoComplete="email"
        onModeChange={p.onModeChange}
        onChange={(v) => p.onChange('account', v)}
        onAreaChange={p.onAreaChange}
      />
      {p.verify === 'captcha' ? (
        <CaptchaField
          value={p.values.code}
          image={p.captchaImage}
          missing={miss('code')}
          onChange={(v) => p.onChange('code', v)}
          onRefresh={p.onRefreshCaptcha}
        />
      ) : (
        <CodeField
          name="code"
          value={p.values.code}
          countdown={p.countdown}
          sending={p.sending}
          onSend={p.onSendCode}
          error={miss('code') ? t('account.enterCode') : undefined}
          onChange={(e) => p.onChange('code', e.target.value)}
        />
      )}
      <Input
        label={t('account.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t('account.passwordHint')}
        value={p.values.password}
        error={miss('password') ? t('msg.enterPassword') : undefined}
        onChange={(e) => p.onChange('password', e.target.value)}
      />
      <Input
        label={t('account.rePassword')}
        name="re_password"
        type="password"
        autoComplete="new-password"
        placeholder={t('account.rePassword')}
        value={p.values.rePassword}
        error={miss('rePassword') ? t('msg.enterPassword') : p.formError === 'passwordInconsistency' ? t('msg.passwordInconsistency') : undefined}
        onChange={(e) => p.onChange('rePassword', e.target.value)}
      />
      {email && (
        <PhoneRow areaPicker={area}>
          <Input
            label={t('account.phoneOptional')}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={p.values.mobile}
            onChange={(e) => p.onChange('mobile', e.target.value)}
          />
        </PhoneRow>
      )}
      <Input
        label={t('account.inviteOptional')}
        name="invite_code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={16}
        value={p.values.inviteCode}
        onChange={(e) => p.onChange('inviteCode', e.target.value)}
      />
      {p.formError && <FormError>{p.formError === 'pleaseComplete' ? t('msg.pleaseComplete') : t('msg.passwordInconsistency')}</FormError>}
      <Button type="submit" $block disabled={p.submitting}>
        {p.submitting ? t('account.registering') : t('account.register')}
      </Button>
      <Links>
        <Muted as="span">{t('account.haveAccount')}</Muted>
        <LinkButton onClick={p.onLogin}>{t('account.login')}</LinkButton>
      </Links>
    </FormCard>
  );
}
