import { styled } from 'styled-components';
import type { WithdrawCurrency } from '../../core/api/funds';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Input } from '../ui/Input';
import { Skeleton } from '../ui/Skeleton';
import { Notice, Select, Stack } from '../internal/funds/parts';
import { currencyName } from '../internal/funds/format';
import { SecondFactorField, type SecondFactorFieldProps } from '../internal/account/SecondFactorField';

/** 1 digital-currency address, 2 bank account (docs/product.md#routes-and-screens /mine/withdraw-way?type=). */
export type PayoutMethodType = 1 | 2;

export interface BankFields {
  bank_name: string;
  payee_name: string;
  payee_account: string;
  bank_branch: string;
  bank_address: string;
  bank_swift: string;
}

export interface PayoutMethodViewProps {
  demoBlocked?: boolean;
  type: PayoutMethodType;
  loading?: boolean;
  currencies: WithdrawCurrency[];
  currencyId: number | null;
  address: string;
  bank: BankFields;
  /** Field → message (required, format). */
  errors: Partial<Record<keyof BankFields | 'address', string>>;
  submitting?: boolean;
  /** Shown once the server asked for the two-step code (two-step sign-in on): sent with the next submit. */
  twoFactor?: SecondFactorFieldProps | null;
  onCurrencyChange: (id: number) => void;
  onAddressChange: (value: string) => void;
  onBankChange: (field: keyof BankFields, value: string) => void;
  onSubmit: () => void;
}

const Form = styled.form`
  display: contents;
`;

/** Bind a payout method: type 1 coin address form, type 2 bank account form. */
export function PayoutMethodView(p: PayoutMethodViewProps) {
  const t = useT();
  if (p.demoBlocked) return <Notice role="alert">{t('msg.demoBlocked')}</Notice>;
  const bankField = (field: keyof BankFields, label: string, opts: { required?: boolean; autoComplete?: string } = {}) => (
    <Input
      label={opts.required ? `${label} *` : label}
      value={p.bank[field]}
      error={p.errors[field]}
      autoComplete={opts.autoComplete ?? 'off'}
      required={opts.required}
      onChange={(e) => p.onBankChange(field, e.target.value)}
    />
  );
  return (
    <Stack>
      <Card $compact>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            p.onSubmit();
          }}
        >
          {p.loading ? (
            <div role="status" aria-label={t('common.loading')}>
              <Skeleton $height="44px" />
            </div>
          ) : p.currencies.length === 0 ? (
            <Notice>{t('msg.noPayWay')}</Notice>
          ) : (
            (p.type === 1 || p.currencies.length > 1) && (
              <Select
                label={p.type === 1 ? t('funds.network') : t('funds.currency')}
                value={String(p.currencyId ?? '')}
                onChange={(e) => p.onCurrencyChange(Number(e.target.value))}
                options={p.currencies.map((c) => ({ value: String(c.id), label: currencyName(c) }))}
              />
            )
          )}
          {p.type === 1 ? (
            <Input
              label={`${t('funds.withdrawAddress')} *`}
              value={p.address}
              error={p.errors.address}
              autoComplete="off"
              spellCheck={false}
              required
              placeholder={t('funds.addressPlaceholder')}
              onChange={(e) => p.onAddressChange(e.target.value)}
            />
          ) : (
            <>
              {bankField('payee_name', t('funds.payeeName'), { required: true, autoComplete: 'name' })}
              {bankField('payee_account', t('funds.payeeAccount'), { required: true })}
              {bankField('bank_name', t('funds.bankName'), { required: true })}
              {bankField('bank_branch', t('funds.bankBranch'))}
              {bankField('bank_address', t('funds.bankAddress'))}
              {bankField('bank_swift', t('funds.bankSwift'))}
            </>
          )}
          {p.twoFactor ? <SecondFactorField {...p.twoFactor} /> : null}
          <Button type="submit" $block disabled={p.submitting || p.currencies.length === 0}>
            {t('funds.bindSubmit')}
          </Button>
        </Form>
      </Card>
    </Stack>
  );
}
