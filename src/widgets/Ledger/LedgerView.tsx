import { styled } from 'styled-components';
import type { LedgerEntry } from '../../core/api/funds';
import { big, isDecimal } from '../../core/money';
import { useT } from '../provider';
import { RecordItem, RecordList } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Notice, Stack } from '../internal/funds/parts';
import { PagedList } from '../internal/funds/PagedList';
import { money2, signedMoney, when } from '../internal/funds/format';

export interface LedgerViewProps {
  /** Available and frozen USD, null while loading. */
  balance: string | null;
  lockBalance: string | null;
  items: LedgerEntry[];
  total: number;
  loading: boolean;
  loadingMore?: boolean;
  refreshing?: boolean;
  error?: string | null;
  onLoadMore: () => void;
  onRefresh: () => void;
}

const Head = styled.section`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  & h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & div {
    display: flex;
    flex-direction: column;
  }
  & span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Value = styled.span<{ $dir: 'up' | 'down' | 'flat' }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.text)};
`;

const dirOf = (x: string) => (!isDecimal(x) || big(x).eq(0) ? 'flat' : big(x).gt(0) ? 'up' : 'down');
/** Money changes at 2 decimals, or more when the stored value has them (fees and P&L carry 6: docs/product.md#constants-and-limits). */
const signed = signedMoney;

/** docs/product.md#entities: Type 10 shows Memo, every other type MemoTran. */
export const ledgerText = (e: LedgerEntry) => (e.Type === 10 ? e.Memo : e.MemoTran);

/** Account history (docs/product.md#routes-and-screens): USD header with available and frozen balance, infinite ledger, pull-to-refresh, empty state. */
export function LedgerView(p: LedgerViewProps) {
  const t = useT();
  return (
    <Stack>
      <Head aria-labelledby="pipkit-ledger-head">
        <h2 id="pipkit-ledger-head">USD</h2>
        <div>
          <span>{t('funds.available')}</span>
          <strong data-testid="pipkit-ledger-available">{p.balance === null ? <Skeleton $width="6ch" /> : <bdi dir="ltr">{money2(p.balance)}</bdi>}</strong>
        </div>
        <div>
          <span>{t('funds.frozen')}</span>
          <strong data-testid="pipkit-ledger-frozen">{p.lockBalance === null ? <Skeleton $width="6ch" /> : <bdi dir="ltr">{money2(p.lockBalance)}</bdi>}</strong>
        </div>
      </Head>
      {p.error && p.items.length > 0 && <Notice $tone="danger">{p.error}</Notice>}
      <PagedList label={t('funds.history')} count={p.items.length} {...p} skeletonRows={5}>
        <RecordList>
          {p.items.map((e, i) => (
            <RecordItem key={e.Id ?? i} data-testid="pipkit-ledger-row">
              <div>
                <span>{ledgerText(e)}</span>
                <Value $dir={dirOf(e.Value)}>
                  <bdi dir="ltr">{signed(e.Value)}</bdi>
                </Value>
              </div>
              <div className="muted">
                <span>{when(e.CreatedAt ?? '') || e.CreatedAtTran}</span>
                {e.LockValue && isDecimal(e.LockValue) && !big(e.LockValue).eq(0) && (
                  <span>
                    {t('funds.frozen')} <bdi dir="ltr">{signed(e.LockValue)}</bdi>
                  </span>
                )}
              </div>
            </RecordItem>
          ))}
        </RecordList>
      </PagedList>
    </Stack>
  );
}
