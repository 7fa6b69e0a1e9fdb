import type { AccountType, AreaCode } from '../../../core';
import { useT } from '../../provider';
import { Input } from '../../ui/Input';
import { Tabs } from '../../ui/Tabs';
import { AreaSelect, PhoneRow } from './parts';

export interface AccountFieldsProps {
  mode: AccountType;
  /** is_show_mobile: 1 = area code + phone, 3 = phone only. */
  phoneMode: 1 | 3;
  areas: AreaCode[];
  areaId?: number;
  value: string;
  /** Found empty by the last submit. */
  missing: boolean;
  /** What the browser fills an e-mail with: `username` where it names an existing account (a reset), `email` for a new one. */
  emailAutoComplete: 'username' | 'email';
  onModeChange: (mode: AccountType) => void;
  onChange: (value: string) => void;
  onAreaChange: (id: number) => void;
}

/** The account a form is about, by e-mail or mobile (with its area code where the company asks for one): Register, Forgot. */
export function AccountFields(p: AccountFieldsProps) {
  const t = useT();
  const email = p.mode === 'email';
  const input = (
    <Input
      label={email ? t('account.email') : t('account.mobile')}
      name="account"
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete={email ? p.emailAutoComplete : 'tel-national'}
      placeholder={email ? t('msg.enterEmail') : t('msg.enterPhone')}
      value={p.value}
      error={p.missing ? (email ? t('msg.enterEmail') : t('msg.enterPhone')) : undefined}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
  return (
    <>
      <Tabs<AccountType>
        label={t('account.accountType')}
        items={[
          { value: 'email', label: t('account.email') },
          { value: 'mobile', label: t('account.mobile') },
        ]}
        value={p.mode}
        onChange={p.onModeChange}
      />
      {email ? (
        input
      ) : (
        <PhoneRow areaPicker={p.phoneMode === 1 ? <AreaSelect areas={p.areas} value={p.areaId} onChange={p.onAreaChange} /> : undefined}>
          {input}
        </PhoneRow>
      )}
    </>
  );
}
