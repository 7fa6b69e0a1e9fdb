import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import type { DepositAddress, DepositBank, DepositRecord } from '../../core/api/funds';
import type { TradingLimit } from '../../core/api/limits';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { CopyRow, SmallButton } from '../ui/CopyRow';
import { Input } from '../ui/Input';
import { RecordItem, RecordList, StatusBadge } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Tabs } from '../ui/Tabs';
import { Notice, SectionTitle, Select, Stack } from '../internal/funds/parts';
import { PagedList } from '../internal/funds/PagedList';
import { currencyName, money2, when } from '../internal/funds/format';
import { limitWords } from '../../core/api/limits';

export type DepositMode = 0 | 1;

export interface DepositHistoryProps {
  items: DepositRecord[];
  total: number;
  loading: boolean;
  loadingMore?: boolean;
  refreshing?: boolean;
  error?: string | null;
  onLoadMore: () => void;
  onRefresh: () => void;
}

export interface DepositViewProps {
  /** Demo accounts cannot deposit (docs/product.md#routes-and-screens). */
  demoBlocked?: boolean;
  /** The trader's own deposit limit (said with what it leaves); null or absent: none. */
  depositLimit?: TradingLimit | null;
  /** The end of the trader's break from trading: no deposit until then (the form says so and does not send). */
  breakUntil?: string | null;
  /** Addresses/banks loading. */
  loading?: boolean;
  mode: DepositMode;
  addresses: DepositAddress[];
  banks: DepositBank[];
  addressId: number | null;
  bankId: number | null;
  amount: string;
  amountError?: string;
  /** Uploaded proof (displayable URL), or null. */
  proofUrl: string | null;
  uploading?: boolean;
  submitting?: boolean;
  history: DepositHistoryProps;
  onModeChange: (mode: DepositMode) => void;
  onAddressChange: (id: number) => void;
  onBankChange: (id: number) => void;
  onAmountChange: (value: string) => void;
  onProofPick: (file: File) => void;
  onProofRemove: () => void;
  onCopy: (text: string) => void;
  onSubmit: () => void;
}

const ProofBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  & img {
    max-inline-size: 160px;
    max-block-size: 160px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    object-fit: cover;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const HiddenFile = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  opacity: 0;
`;

const STATUS_TONE = { 0: 'wait', 1: 'ok', 2: 'bad', 3: 'bad' } as const;

export function depositStatusKey(status: number): string {
  return ['funds.statusUnchecked', 'funds.statusFinished', 'funds.statusRejected', 'funds.statusInvalid'][status] ?? 'funds.statusUnchecked';
}

/** Deposit: coin (0) / bank (1), where to pay with copy buttons, amount, one proof image, submit, history (docs/product.md#routes-and-screens). */
export function DepositView(p: DepositViewProps) {
  const t = useT();
  const fileRef = useRef<HTMLInputElement>(null);
  const proofLabelId = useId();
  const panelId = useId();
  if (p.demoBlocked) return <Notice role="alert">{t('msg.demoBlocked')}</Notice>;
  const address = p.addresses.find((a) => a.id === p.addressId) ?? null;
  const bank = p.banks.find((b) => b.id === p.bankId) ?? null;
  const copyLabel = t('common.copy');
  return (
    <Stack>
      <Tabs
        label={t('funds.depositMethod')}
        idPrefix={panelId}
        items={[
          { value: '0', label: t('funds.coin') },
          { value: '1', label: t('funds.bank') },
        ]}
        value={String(p.mode)}
        onChange={(v) => p.onModeChange(Number(v) as DepositMode)}
      />
      <Card $compact id={`${panelId}-panel`} role="tabpanel" aria-labelledby={`${panelId}-tab-${p.mode}`}>
        {p.loading ? (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton $height="44px" style={{ marginBlockEnd: 12 }} />
            <Skeleton $height="44px" />
          </div>
        ) : p.mode === 0 ? (
          p.addresses.length === 0 ? (
            <Notice>{t('msg.noPayWay')}</Notice>
          ) : (
            <>
              <Select
                label={t('funds.depositCurrency')}
                value={String(p.addressId ?? '')}
                onChange={(e) => p.onAddressChange(Number(e.target.value))}
                options={p.addresses.map((a) => ({ value: String(a.id), label: currencyName({ code: a.currency_code, protocol: a.protocol_code }) }))}
              />
              {address && (
                <CopyRow
                  label={t('funds.depositAddress')}
                  value={address.address}
                  copyLabel={copyLabel}
                  copyAria={`${copyLabel}: ${t('funds.depositAddress')}`}
                  onCopy={p.onCopy}
                />
              )}
              <Notice $tone="muted">{t('funds.coinHint', { network: address ? address.protocol_code : '' })}</Notice>
            </>
          )
        ) : p.banks.length === 0 ? (
          <Notice>{t('msg.noPayWay')}</Notice>
        ) : (
          <>
            {p.banks.length > 1 && (
              <Select
                label={t('funds.bankAccount')}
                value={String(p.bankId ?? '')}
                onChange={(e) => p.onBankChange(Number(e.target.value))}
                options={p.banks.map((b) => ({ value: String(b.id), label: `${b.bank_name} · ${b.payee_account}` }))}
              />
            )}
            {bank && (
              <>
                <CopyRow label={t('funds.bankName')} value={bank.bank_name} copyLabel={copyLabel} copyAria={`${copyLabel}: ${t('funds.bankName')}`} onCopy={p.onCopy} />
                <CopyRow label={t('funds.payeeName')} value={bank.payee_name} copyLabel={copyLabel} copyAria={`${copyLabel}: ${t('funds.payeeName')}`} onCopy={p.onCopy} />
                <CopyRow label={t('funds.payeeAccount')} value={bank.payee_account} copyLabel={copyLabel} copyAria={`${copyLabel}: ${t('funds.payeeAccount')}`} onCopy={p.onCopy} />
                {bank.bank_swift && <CopyRow label={t('funds.bankSwift')} value={bank.bank_swift} copyLabel={copyLabel} copyAria={`${copyLabel}: ${t('funds.bankSwift')}`} onCopy={p.onCopy} />}
                {bank.bank_address && <CopyRow label={t('funds.bankAddress')} value={bank.bank_address} copyLabel={copyLabel} copyAria={`${copyLabel}: ${t('funds.bankAddress')}`} onCopy={p.onCopy} />}
                {bank.bank_remark && <Notice $tone="muted">{bank.bank_remark}</Notice>}
              </>
            )}
          </>
        )}
        {p.breakUntil ? (
          <Notice role="status" data-testid="pipkit-deposit-break">
            {t('funds.depositOnBreak', { time: when(p.breakUntil) })}
          </Notice>
        ) : (
          p.depositLimit?.amount && (
            <Notice $tone="muted" data-testid="pipkit-deposit-limit">
              {t('funds.depositLimitLeft', { left: p.depositLimit.left ?? '', limit: limitWords(t, p.depositLimit.amount, p.depositLimit.period) })}
            </Notice>
          )
        )}
        <Input
          label={`${t('funds.amount')} (USD)`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('funds.amountPlaceholder')}
          value={p.amount}
          error={p.amountError}
          onChange={(e) => p.onAmountChange(e.target.value)}
        />
        <ProofBox>
          <span id={proofLabelId}>{t('funds.proof')}</span>
          {p.proofUrl ? (
            <Row>
              <img src={p.proofUrl} alt={t('funds.proof')} />
              <SmallButton onClick={p.onProofRemove}>{t('funds.removeProof')}</SmallButton>
            </Row>
          ) : (
            <Row>
              <HiddenFile
                ref={fileRef}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                aria-labelledby={proofLabelId}
                tabIndex={-1}
                data-testid="pipkit-proof-input"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) p.onProofPick(f);
                  e.target.value = '';
                }}
              />
              <Button $variant="secondary" disabled={p.uploading} onClick={() => fileRef.current?.click()}>
                {p.uploading ? t('common.loading') : t('funds.uploadProof')}
              </Button>
            </Row>
          )}
        </ProofBox>
        <Button $block disabled={p.submitting || p.uploading || !!p.breakUntil} onClick={p.onSubmit}>
          {t('common.submit')}
        </Button>
      </Card>
      <SectionTitle>{t('funds.depositRecords')}</SectionTitle>
      <PagedList label={t('funds.depositRecords')} count={p.history.items.length} {...p.history}>
        <RecordList>
          {p.history.items.map((r) => (
            <RecordItem key={r.id}>
              <div>
                <span className="amount">
                  <bdi dir="ltr">{money2(r.number)}</bdi> USD
                </span>
                <StatusBadge tone={STATUS_TONE[r.status as 0] ?? 'wait'}>{t(depositStatusKey(r.status))}</StatusBadge>
              </div>
              <div className="muted">
                <span>{r.type === 0 ? currencyName({ code: r.currency_code, protocol: r.protocol_code }) : r.bank_name || t('funds.bank')}</span>
                <span>{when(r.created_at)}</span>
              </div>
              {r.remark && <div className="muted">{r.remark}</div>}
            </RecordItem>
          ))}
        </RecordList>
      </PagedList>
    </Stack>
  );
}
