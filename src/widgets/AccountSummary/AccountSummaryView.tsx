// Pure account summary: balance, equity, used margin, free margin and risk rate.
import { styled } from 'styled-components';
import { formatBalance, formatMoney } from '../../core/money';
import { useT } from '../provider';
import { Skeleton } from '../ui/Skeleton';
import type { SummaryFigures } from './summary';
import type { RiskLevels } from '../internal/trading/risk-levels';
import { MarginBar } from './MarginBar';

export interface AccountSummaryViewProps {
  figures: SummaryFigures | null;
  loading?: boolean;
  /** The server's margin-call and stop-out levels for the margin bar; null while unknown. */
  levels?: RiskLevels | null;
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  }
`;

// A value line while the figures load: as tall as a figure, so the card keeps its height when they arrive.
const Pending = styled(Skeleton)`
  inline-size: 72px;
  block-size: 1lh;
`;

export function AccountSummaryView({ figures: f, loading, levels = null }: AccountSummaryViewProps) {
  const t = useT();
  const items: [string, string, string | null][] = [
    ['balance', t('common.balance'), f && formatBalance(f.balance)],
    ['equity', t('trade.equity'), f && formatBalance(f.equity)],
    ['used', t('trade.usedMargin'), f && formatMoney(f.usedMargin)],
    ['free', t('trade.freeMargin'), f && formatBalance(f.freeMargin)],
    ['risk', t('trade.riskRate'), f && (f.riskRate === null ? '--' : `${f.riskRate}%`)],
  ];
  return (
    <Card aria-label={t('trade.summary')} aria-busy={loading || undefined}>
      <h2>
        {t('trade.summary')} ({t('common.usd')})
      </h2>
      {!f && !loading ? (
        <p>{t('msg.noData')}</p>
      ) : (
        // While loading, the labels are shown with a placeholder for each value: nothing below the card moves.
        <Grid>
          {items.map(([key, label, value]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd data-testid={value === null ? undefined : `summary-${key}`} dir="ltr">
                {value ?? <Pending />}
              </dd>
            </div>
          ))}
        </Grid>
      )}
      {(f || loading) && <MarginBar rate={f?.riskRate ?? null} levels={levels} t={t} />}
    </Card>
  );
}
