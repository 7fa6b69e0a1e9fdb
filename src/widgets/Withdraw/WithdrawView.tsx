import { useId } from 'react';
import { styled } from 'styled-components';
import type { DrawMethod, WithdrawCurrency, WithdrawRecord } from '../../core/api/funds';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { SmallButton } from '../ui/CopyRow';
import { Dialog } from '../ui/Dialog';
import { Input } from '../ui/Input';
import { RecordItem, RecordList, StatusBadge } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Tabs } from '../ui/Tabs';
import { Mono } from '../ui/Text';
import { Figures, Notice, SectionTitle, Select, Stack } from '../internal/funds/parts';
import { PagedList } from '../internal/funds/PagedList';
import { SecondFactorField, type SecondFactorFieldProps } from '../internal/account/SecondFactorField';
import { currencyName, heldUntil, money2, money6, shortAddress, when } from '../internal/funds/format';

/** 1 digital currency (coin address), 2 bank. */
export type WithdrawMode = 1 | 2;

export interface WithdrawRecordsProps {
  items: WithdrawRecord[];
  total: number;
  loading: boolean;
  loadingMore?: boolean;
  refreshing?: boolean;
  error?: string | null;
  onLoadMore: () => void;
  onRefresh: () => void;
}

export interface WithdrawViewProps {
  demoBlocked?: boolean;
  loading?: boolean;
  mode: WithdrawMode;
  /** Available USD balance (decimal string) or null while loading. */
  balance: string | null;
  currencies: WithdrawCurrency[];
  currencyId: number | null;
  methods: DrawMethod[];
  methodId: number | null;
  amount: string;
  amountError?: string;
  memo: string;
  /** From core/money withdrawPreview: fee (6 dp) and receive (2 dp) in the selected currency. */
  fee: string;
  receive: string;
  submitting?: boolean;
  /** The 'not bound' confirm (docs/product.md#validation-rules). */
  notBoundOpen: boolean;
  /** Shown once the server asked for the two-step code (two-step sign-in on): sent with the next submit. */
  twoFactor?: SecondFactorFieldProps | null;
  records: WithdrawRecordsProps;
  onModeChange: (mode: WithdrawMode) => void;
  onCurrencyChange: (id: number) => void;
  onMethodChange: (id: number) => void;
  onAmountChange: (value: string) => void;
  onAll: () => void;
  onMemoChange: (value: string) => void;
  onSubmit: () => void;
  onBind: () => void;
  onNotBoundConfirm: () => void;
  onNotBoundCancel: () => void;
  /** The clock the chosen method's hold is compared with (epoch ms; default now). */
  now?: number;
}

const BalanceLine = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  & > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > span:last-child {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const AmountRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > div {
    flex: 1;
  }
  & > button {
    margin-block-end: 4px;
  }
`;

const STATUS_TONE: Record<number, 'ok' | 'bad' | 'wait'> = { 0: 'wait', 1: 'ok', 2: 'bad' };
const STATUS_KEY: Record<number, string> = { 0: 'funds.statusPending', 1: 'funds.statusPaid', 2: 'funds.statusRejected' };

export const methodLabel = (m: DrawMethod) =>
  m.dc_address ? `${currencyName(m.draw_currency)} · ${shortAddress(m.dc_address)}` : `${m.bank_name} · ${m.payee_account}`;

/** Withdraw (docs/product.md#routes-and-screens): toggle, currency, bound address/account, amount, remark, fee and receive preview, balance, records. */
export function WithdrawView(p: WithdrawViewProps) {
  const t = useT();
  const panelId = useId();
  if (p.demoBlocked) return <Notice role="alert">{t('msg.demoBlocked')}</Notice>;
  const currency = p.currencies.find((c) => c.id === p.currencyId) ?? null;
  // The server refuses a withdrawal to a method on hold; saying so here spares the trader a refused submit.
  const held = heldUntil(p.methods.find((m) => m.id === p.methodId), p.now ?? Date.now());
  const code = currency ? currency.code : '';
  return (
    <Stack>
      <Tabs
        label={t('funds.withdrawMethod')}
        idPrefix={panelId}
        items={[
          { value: '1', label: t('funds.coin') },
          { value: '2', label: t('funds.bank') },
        ]}
        value={String(p.mode)}
        onChange={(v) => p.onModeChange(Number(v) as WithdrawMode)}
      />
      <Card $compact id={`${panelId}-panel`} role="tabpanel" aria-labelledby={`${panelId}-tab-${p.mode}`}>
        <BalanceLine>
          <span>{t('funds.available')}</span>
          <span data-testid="pipkit-withdraw-balance">
            {p.balance === null ? <Skeleton $width="8ch" /> : <bdi dir="ltr">{money2(p.balance)} USD</bdi>}
          </span>
        </BalanceLine>
        {p.loading ? (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton $height="44px" style={{ marginBlockEnd: 12 }} />
            <Skeleton $height="44px" />
          </div>
        ) : p.currencies.length === 0 ? (
          <Notice>{t('msg.noPayWay')}</Notice>
        ) : (
          <>
            <Select
              label={t('funds.currency')}
              value={String(p.currencyId ?? '')}
              onChange={(e) => p.onCurrencyChange(Number(e.target.value))}
              options={p.currencies.map((c) => ({ value: String(c.id), label: currencyName(c) }))}
            />
            {p.methods.length > 0 ? (
              <Select
                label={p.mode === 1 ? t('funds.withdrawAddress') : t('funds.bankAccount')}
                value={String(p.methodId ?? '')}
                onChange={(e) => p.onMethodChange(Number(e.target.value))}
                options={p.methods.map((m) => ({ value: String(m.id), label: methodLabel(m) }))}
              />
            ) : (
              <Notice>
                {t('msg.notBound')}{' '}
                <SmallButton onClick={p.onBind}>{p.mode === 1 ? t('funds.bindAddress') : t('funds.bindBank')}</SmallButton>
              </Notice>
            )}
            {p.mode === 1 && p.methodId !== null && (
              <Mono data-testid="pipkit-withdraw-address">{p.methods.find((m) => m.id === p.methodId)?.dc_address}</Mono>
            )}
            {held && (
              <Notice role="status" data-testid="pipkit-withdraw-held">
                {t('funds.heldNotice', { time: when(held) })}
              </Notice>
            )}
            <AmountRow>
              <Input
                label={`${t('funds.amount')} (USD)`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('funds.amountPlaceholder')}
                value={p.amount}
                error={p.amountError}
                onChange={(e) => p.onAmountChange(e.target.value)}
              />
              <SmallButton onClick={p.onAll}>{t('common.all')}</SmallButton>
            </AmountRow>
            <Input label={t('funds.remark')} value={p.memo} maxLength={200} onChange={(e) => p.onMemoChange(e.target.value)} />
            <Figures aria-live="polite">
              <dt>{t('funds.fee')}</dt>
              <dd data-testid="pipkit-withdraw-fee">
                <bdi dir="ltr">{money6(p.fee)}</bdi>
              </dd>
              <dt>{t('funds.receive')}</dt>
              <dd data-testid="pipkit-withdraw-receive">
                <bdi dir="ltr">
                  {money2(p.receive)} {code}
                </bdi>
              </dd>
            </Figures>
            {p.twoFactor ? <SecondFactorField {...p.twoFactor} /> : null}
            <Button $block disabled={p.submitting} onClick={p.onSubmit}>
              {t('common.submit')}
            </Button>
          </>
        )}
      </Card>
      <SectionTitle>{t('funds.withdrawRecords')}</SectionTitle>
      <PagedList label={t('funds.withdrawRecords')} count={p.records.items.length} {...p.records}>
        <RecordList>
          {p.records.items.map((r) => (
            <RecordItem key={r.id}>
              <div>
                <span className="amount">
                  <bdi dir="ltr">{money2(r.number)}</bdi> USD
                </span>
                <StatusBadge tone={STATUS_TONE[r.status ?? -1] ?? 'wait'}>
                  {r.status !== undefined && STATUS_KEY[r.status] ? t(STATUS_KEY[r.status]) : r.status_name}
                </StatusBadge>
              </div>
              <div className="muted">
                <span>
                  {t('funds.fee')} <bdi dir="ltr">{money6(r.fee)}</bdi> · {t('funds.receive')}{' '}
                  <bdi dir="ltr">
                    {money2(r.real_number)} {r.draw_currency?.code}
                  </bdi>
                </span>
              </div>
              <div className="muted">
                <Mono>{r.type === 1 ? shortAddress(r.address) : `${r.bank_name ?? ''} ${r.payee_account}`.trim()}</Mono>
                <span>{when(r.created_at)}</span>
              </div>
              {r.notes && <div className="muted">{r.notes}</div>}
            </RecordItem>
          ))}
        </RecordList>
      </PagedList>
      <Dialog
        open={p.notBoundOpen}
        title={t('msg.notBound')}
        onClose={p.onNotBoundCancel}
        actions={
          <>
            <Button $variant="secondary" onClick={p.onNotBoundCancel}>
              {t('common.cancel')}
            </Button>
            <Button onClick={p.onNotBoundConfirm}>{t('common.confirm')}</Button>
          </>
        }
      >
        {p.mode === 1 ? t('funds.notBoundCoin') : t('funds.notBoundBank')}
      </Dialog>
    </Stack>
  );
}
