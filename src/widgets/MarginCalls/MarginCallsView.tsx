import { styled } from 'styled-components';
import type { MarginCallEntry } from '../../core/api/margin-calls';
import { formatDate } from '../../core';
import { formatBalance, formatMoney } from '../../core/money';
import { useT } from '../provider';
import { RecordItem, RecordList, StatusBadge } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { Stack } from '../internal/funds/parts';
import { RetryNotice } from '../internal/loading/RetryNotice';

export interface MarginCallsViewProps {
  loading: boolean;
  /** The list could not be loaded (offered again with Retry). */
  failed: boolean;
  /** Newest first; at most one running. */
  calls: MarginCallEntry[];
  onRetry: () => void;
}

const Level = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
`;

/**
 * Margin call history (docs/trading.md "Margin call history"): each time the account's margin level fell below the
 * margin-call level — how low it was, the equity and margin then, whether and when the trader was told, and when it
 * ended or that it still runs. What lets a trader check, after a stop-out, that they were warned, and when.
 */
export function MarginCallsView(p: MarginCallsViewProps) {
  const t = useT();
  return (
    <Stack>
      <Muted>{t('risk.callsText')}</Muted>
      {p.loading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $height="96px" style={{ marginBlockEnd: 8 }} />
          <Skeleton $height="96px" />
        </div>
      ) : p.failed ? (
        <RetryNotice onRetry={p.onRetry} />
      ) : p.calls.length === 0 ? (
        <p data-testid="pipkit-margin-calls-none">{t('risk.callsNone')}</p>
      ) : (
        <RecordList aria-label={t('user.marginCalls')}>
          {p.calls.map((c) => (
            <RecordItem key={c.started_at} data-testid="pipkit-margin-call">
              <div>
                <Level>{t('risk.callLevel', { rate: c.risk_rate, level: c.level })}</Level>
                {c.ended_at === null ? <StatusBadge tone="bad">{t('risk.callRunning')}</StatusBadge> : <StatusBadge tone="ok">{t('risk.callEnded')}</StatusBadge>}
              </div>
              {/* Equity as balances are shown, margin as margins are (the summary's rule). */}
              <span className="muted">{t('risk.callFigures', { equity: formatBalance(c.equity), margin: formatMoney(c.margin) })}</span>
              <span className="muted">
                {t('risk.callBegan', { time: formatDate(c.started_at) })}
                {c.ended_at !== null && ` · ${t('risk.callEndedAt', { time: formatDate(c.ended_at) })}`}
              </span>
              <span className="muted">{c.notified_at ? t('risk.callTold', { time: formatDate(c.notified_at) }) : t('risk.callNotTold')}</span>
            </RecordItem>
          ))}
        </RecordList>
      )}
    </Stack>
  );
}
