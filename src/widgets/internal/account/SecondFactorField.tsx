import { useT } from '../../provider';
import { Input } from '../../ui/Input';
import { Muted } from '../../ui/Text';

export interface SecondFactorFieldProps {
  value: string;
  /** Submitted empty: the field says it is required. */
  missing: boolean;
  onChange: (value: string) => void;
}

/** The code from the authenticator app, or a recovery code (up to 32 characters as typed: "K7M2Q X9DPT"). */
export function SecondFactorField({ value, missing, onChange }: SecondFactorFieldProps) {
  const t = useT();
  return (
    <>
      <Muted $size="sm">{t('auth.twoFactorHint')}</Muted>
      <Input
        label={t('auth.twoFactorCode')}
        name="totp_code"
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        maxLength={32}
        placeholder="123456"
        value={value}
        error={missing ? t('common.required', { field: t('auth.twoFactorCode') }) : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
