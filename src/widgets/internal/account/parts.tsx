import { useId, useMemo, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useStore } from '@nanostores/react';
import { $language, localeOf, type AreaCode } from '../../../core';
import { useT } from '../../provider';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input, type InputProps } from '../../ui/Input';
import { Muted } from '../../ui/Text';

// Building blocks shared by the account widgets (Register, Forgot, Password, Kyc, Invite).

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: start;
`;

/** Form-level message (e.g. 'Please complete'), announced when it appears. */
export const FormError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** A field with a control at its end (area code + phone, code + send button, captcha text + picture). */
export const FieldRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const NativeSelect = styled.select`
  /* A long country name must not widen the row and push the phone input out of the card. */
  inline-size: 100%;
  min-inline-size: 0;
  text-overflow: ellipsis;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Area (calling) code picker; the default choice is the second entry (docs/product.md#constants-and-limits), chosen by the hook. */
export function AreaSelect({
  areas,
  value,
  onChange,
  ...rest
}: { areas: AreaCode[]; value: number | undefined; onChange(id: number): void } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const t = useT();
  const id = useId();
  const lang = useStore($language);
  // Country names in the reader's language (Intl); the server's English name is the fallback.
  const regionName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    return (a: AreaCode) => {
      const fallback = (a as AreaCode & { name?: string }).name ?? a.code;
      try {
        return (/^[A-Z]{2}$/.test(a.code) && names?.of(a.code)) || fallback;
      } catch {
        return fallback;
      }
    };
  }, [lang]);
  return (
    <FieldBox>
      <Label htmlFor={id}>{t('account.areaCode')}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} {...rest}>
        {areas.map((a) => (
          <option key={a.id} value={a.id}>
            +{a.global_code} {regionName(a)}
          </option>
        ))}
      </NativeSelect>
    </FieldBox>
  );
}

const PhoneBox = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 0 0 9.5em;
    min-inline-size: 0;
  }
  & > :last-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

/** A phone input with an optional area picker before it (is_show_mobile 1 = area + phone, 3 = phone only). */
export function PhoneRow({ areaPicker, children }: { areaPicker?: ReactNode; children: ReactNode }) {
  return areaPicker ? (
    <PhoneBox>
      <div>{areaPicker}</div>
      <div>{children}</div>
    </PhoneBox>
  ) : (
    <>{children}</>
  );
}

export interface CodeFieldProps extends Omit<InputProps, 'label'> {
  label?: string;
  /** Seconds until another code may be sent; 0 = the send button is ready. */
  countdown: number;
  sending: boolean;
  onSend: () => void;
}

/** Code input with the send button and its 60 s countdown (docs/product.md#states-and-transitions). */
export function CodeField({ label, countdown, sending, onSend, ...input }: CodeFieldProps) {
  const t = useT();
  return (
    <FieldRow>
      <Input label={label ?? t('account.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={8} placeholder={t('account.enterCode')} {...input} />
      <Button $variant="secondary" disabled={countdown > 0 || sending} onClick={onSend} aria-live="polite" style={{ minInlineSize: '8.5em' }}>
        {countdown > 0 ? t('account.resendIn', { s: countdown }) : sending ? t('account.sending') : t('account.sendCode')}
      </Button>
    </FieldRow>
  );
}

/** Shown instead of a real-account form to demo users (docs/product.md#roles-and-permissions). */
export function DemoBlocked({ title, onRegister, onLogin }: { title: string; onRegister(): void; onLogin(): void }) {
  const t = useT();
  return (
    <Card aria-labelledby="pipkit-demo-blocked">
      <Title id="pipkit-demo-blocked" as="h2">
        {title}
      </Title>
      <Muted role="status">{t('msg.demoBlocked')}</Muted>
      <Button $block onClick={onRegister}>
        {t('account.register')}
      </Button>
      <Button $block $variant="secondary" onClick={onLogin}>
        {t('account.login')}
      </Button>
    </Card>
  );
}

/** New password and its repeat, as the reset and change-password forms send them (new_password, secondary_password). */
export function NewPasswordFields(p: {
  password: string;
  rePassword: string;
  missing: { password: boolean; rePassword: boolean };
  notEqual: boolean;
  onChange: (field: 'password' | 'rePassword', value: string) => void;
}) {
  const t = useT();
  return (
    <>
      <Input
        label={t('account.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        placeholder={t('account.passwordHint')}
        value={p.password}
        aria-invalid={p.missing.password || undefined}
        onChange={(e) => p.onChange('password', e.target.value)}
      />
      <Input
        label={t('account.repeatNewPassword')}
        name="secondary_password"
        type="password"
        autoComplete="new-password"
        value={p.rePassword}
        aria-invalid={p.missing.rePassword || p.notEqual || undefined}
        onChange={(e) => p.onChange('rePassword', e.target.value)}
      />
    </>
  );
}
