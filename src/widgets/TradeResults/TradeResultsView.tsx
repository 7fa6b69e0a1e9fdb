import { useId } from 'react';
import { keyframes, styled } from 'styled-components';
import type { TradeResultsAnswer } from '../../core/api/results';
import { direction, formatBalance, formatDecimal, isZero } from '../../core/money';
import { useT } from '../provider';
import { Card } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import { Tabs } from '../ui/Tabs';
import { NetCurve } from './NetCurve';
import { Muted } from '../ui/Text';
import { RetryNotice } from '../internal/loading/RetryNotice';

/** The periods offered, in whole UTC days ending today; the first is where the widget starts. */
export const RESULT_PERIODS = [30, 90, 365] as const;
export type ResultsDays = (typeof RESULT_PERIODS)[number];

export interface TradeResultsViewProps {
  days: ResultsDays;
  /** The results last answered (another period's while `loading`); null until the first answer. */
  results: TradeResultsAnswer | null;
  /** The chosen period's results are on their way. */
  loading: boolean;
  /** The results could not be loaded (offered again with Retry). */
  failed: boolean;
  onDays: (days: ResultsDays) => void;
  onRetry: () => void;
}

type Dir = 'up' | 'down' | 'flat';
const signed = (x: string | null) => (x === null ? '—' : `${formatBalance(x, { sign: true })} USD`);

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * While another period loads, the results shown stay (at full contrast: they are still read) under a moving bar, so
 * the ledger below does not jump twice; only the first load shows placeholders.
 */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Always there, so showing it moves nothing; the stripe moves only while loading (and not for reduced motion). */
const Busy = styled.div<{ $on: boolean }>`
  position: relative;
  block-size: 3px;
  margin-block-end: calc(-1 * ${({ theme }) => theme.space.md});
  overflow: hidden;
  border-radius: 2px;
  &::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inline-size: 40%;
    background: ${({ theme }) => theme.colors.primary};
    visibility: ${({ $on }) => ($on ? 'visible' : 'hidden')};
    animation: ${slide} 1.1s ease-in-out infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
      inline-size: 100%;
    }
  }
`;

const Net = styled.p<{ $dir: Dir }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.text)};
  & > span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Pairs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0 ${({ theme }) => theme.space.md};
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Amount = styled.strong<{ $dir: Dir }>`
  grid-row: span 2;
  align-self: center;
  font-variant-numeric: tabular-nums;
  direction: ltr;
  color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.text)};
`;

const Subtitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * Trading results (docs/trading.md "Trading results"): what the trades closed over the last 30, 90 or 365 days came
 * to — the net result and its course day by day, how many won, win rate, profit factor, average win and loss, best
 * and worst trade, fees, swap, and each pair's share. Amounts to the cent; each trade counts its P&L less its fee, with
 * its swap.
 */
export function TradeResultsView(p: TradeResultsViewProps) {
  const t = useT();
  const id = useId(); // two on a page keep their own ids
  const r = p.results;
  return (
    <Card $compact aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{t('results.title')}</Title>
      <Tabs
        label={t('results.period')}
        idPrefix={id}
        value={String(p.days)}
        items={RESULT_PERIODS.map((d) => ({ value: String(d), label: t('results.days', { n: d }) }))}
        onChange={(v) => p.onDays(Number(v) as ResultsDays)}
      />
      <Panel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${p.days}`} aria-busy={p.loading}>
        <Busy $on={p.loading && !!r} role={p.loading && r ? 'status' : undefined} aria-label={p.loading && r ? t('common.loading') : undefined} />
        {p.failed ? (
          <RetryNotice onRetry={p.onRetry} />
        ) : !r ? (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton $height="48px" $width="60%" style={{ marginBlockEnd: 12 }} />
            <Skeleton $height="160px" />
          </div>
        ) : r.trades === 0 ? (
          <Muted $size="md">{t('results.none')}</Muted>
        ) : (
          <>
            <Net $dir={direction(r.net)} data-testid="results-net">
              <span>{t('results.net')}</span>
              {signed(r.net)}
            </Net>
            <NetCurve days={r.days} label={t('results.curve', { from: r.days[0]?.day, to: r.days[r.days.length - 1]?.day })} />
            <Figures>
              <Figure label={t('results.trades')} value={t('results.counts', { trades: r.trades, won: r.won, lost: r.lost })} />
              <Figure label={t('results.winRate')} value={r.win_rate === null ? '—' : `${r.win_rate}%`} />
              <Figure label={t('results.profitFactor')} value={r.profit_factor ?? '—'} />
              <Figure label={t('results.averageWin')} value={signed(r.average_win)} />
              <Figure label={t('results.averageLoss')} value={signed(r.average_loss)} />
              <Figure label={t('results.best')} value={signed(r.best)} />
              <Figure label={t('results.worst')} value={signed(r.worst)} />
              <Figure label={t('results.drawdown')} value={r.max_drawdown === null ? '—' : `${formatDecimal(r.max_drawdown, 2)} USD`} />
              <Figure label={t('results.fees')} value={`${formatDecimal(r.fees, 2)} USD`} />
              {/* The swap the trades took or earned, from a server that counts it: already in the net. */}
              {r.swaps !== undefined && !isZero(r.swaps) && <Figure label={t('trade.swap')} value={signed(r.swaps)} />}
            </Figures>
            <Subtitle>{t('results.byPair')}</Subtitle>
            <Pairs aria-label={t('results.byPair')}>
              {r.pairs.map((pair) => (
                <li key={pair.code}>
                  <strong>{pair.name}</strong>
                  <Amount $dir={direction(pair.net)}>{signed(pair.net)}</Amount>
                  <Muted>{t('results.counts', { trades: pair.trades, won: pair.won, lost: pair.lost })}</Muted>
                </li>
              ))}
            </Pairs>
          </>
        )}
        <Muted>{t('results.note')}</Muted>
      </Panel>
    </Card>
  );
}

/** The value isolated: "0.00 USD" stays in that order in a right-to-left page, as the signed amounts do. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
