import { styled } from 'styled-components';
import { formatNumber, type TradePair } from '../../core';
import type { TradingHours } from '../../core/api/hours';
import { cityOf, closureSpan, hoursStatus, sessionLines, whenText } from '../internal/trading/hours';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { PathIcon } from '../ui/icons';
import { Heading, Note } from './parts';
import { SentimentView } from './SentimentView';
import type { PairSentiment } from '../../core/api/sentiment';

// An "i" in a circle.
const INFO = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9.5v.5';

export interface PairInfoViewProps {
  pair: TradePair;
  open: boolean;
  hours: TradingHours | null;
  failed: boolean;
  /** Which way the broker's clients hold the pair: the split, `null` when too few hold it, absent until known. */
  sentiment?: PairSentiment | null;
  onOpen: () => void;
  onClose: () => void;
  onRetry: () => void;
  /** Now, for the hours' status; the trader's time zone unless `timeZone` (stories and tests) names one. */
  now: number;
  timeZone?: string;
}

// 40 px wide, 44 px tall: it sits between other tools in a phone's heading (TradeScreen).
const Opener = styled.button`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    text-align: end;
  }
`;

const Sessions = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

/** The pair's contract and its trading hours, behind an "i" beside the pair's name. */
export function PairInfoView({ pair, open, hours, failed, sentiment, onOpen, onClose, onRetry, now, timeZone }: PairInfoViewProps) {
  const t = useT();
  const symbol = pair.ShowCode;
  const leverage = pair.MarginMode === 1 ? t('pairInfo.fixedMargin') : pair.HasForexMultiple.map((l) => `1:${l.Value}`).join(' · ') || '--';
  // A rate as the desk set it (up to 6 decimals), signed: what a night takes (−) or earns (+); isolated left to right
  // inside the sentence (LRI … PDI), so a right-to-left language keeps its sign in front.
  const swap = (v: string | undefined) =>
    t('pairInfo.swapValue', { amount: `\u2066${formatNumber(v || '0', { signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 6 })}\u2069` });
  return (
    <>
      <Opener type="button" aria-label={t('pairInfo.open', { symbol })} aria-haspopup="dialog" onClick={onOpen} data-testid="pair-info">
        <PathIcon d={INFO} />
      </Opener>
      <Dialog
        open={open}
        title={t('pairInfo.title', { symbol })}
        onClose={onClose}
        actions={<Button type="button" $variant="secondary" onClick={onClose} data-autofocus>{t('common.close')}</Button>}
      >
        <Specs>
          <dt>{t('pairInfo.contractSize')}</dt>
          <dd>{t('pairInfo.perLot', { units: formatNumber(pair.ForexContNum), unit: pair.BaseCurrency ?? symbol })}</dd>
          <dt>{t('pairInfo.minLots')}</dt>
          <dd>{pair.ForexMinCont}</dd>
          <dt>{t('pairInfo.lotStep')}</dt>
          <dd>{pair.Pip}</dd>
          <dt>{t('pairInfo.leverage')}</dt>
          <dd>{leverage}</dd>
          <dt>{t('pairInfo.swapBuy')}</dt>
          <dd>{swap(pair.SwapLong)}</dd>
          <dt>{t('pairInfo.swapSell')}</dt>
          <dd>{swap(pair.SwapShort)}</dd>
        </Specs>
        {/* When the swap is taken: crypto rolls every day; the others on weekdays, Wednesday's counting the weekend. */}
        {hours && <Note data-testid="swap-note">{t(hours.Session === 'crypto' ? 'pairInfo.swapDaily' : 'pairInfo.swapWeekdays')}</Note>}
        <Heading>{t('pairInfo.hours')}</Heading>
        <Hours hours={hours} failed={failed} onRetry={onRetry} open={pair.MarketStatus === 1} now={now} timeZone={timeZone} />
        <SentimentView symbol={symbol} sentiment={sentiment} />
      </Dialog>
    </>
  );
}


function Hours({ hours, failed, onRetry, open, now, timeZone }: Pick<PairInfoViewProps, 'hours' | 'failed' | 'onRetry' | 'now' | 'timeZone'> & { open: boolean }) {
  const t = useT();
  // Hours already shown stay when asking again fails (the refresh every few minutes).
  if (failed && !hours)
    return (
      <p role="alert">
        {t('pairInfo.failed')}{' '}
        <Button type="button" $variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>
      </p>
    );
  if (!hours) return <p role="status">{t('common.loading')}</p>;
  const status = hoursStatus(hours, open, now);
  const said = {
    openUntil: status.kind === 'openUntil' && t('pairInfo.openUntil', { time: whenText(status.at, timeZone) }),
    closedUntil: status.kind === 'closedUntil' && t('pairInfo.closedUntil', { time: whenText(status.at, timeZone) }),
    always: t('pairInfo.always'),
    broker: t(open ? 'pairInfo.brokerOpen' : 'pairInfo.brokerClosed'),
    unknown: t(open ? 'trade.marketOpen' : 'trade.marketClosed'),
  }[status.kind];
  const yours = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div data-testid="pair-hours">
      <p>{said}</p>
      {hours.Hours === 'sessions' && (
        <>
          <Sessions>
            {sessionLines(hours, timeZone).map((line) => <li key={line}>{line}</li>)}
          </Sessions>
          <Note>{t('pairInfo.zones', { zone: yours, market: cityOf(hours.Zone) })}</Note>
        </>
      )}
      {!!hours.Closures?.length && (
        <>
          <Heading as="h4">{t('pairInfo.closures')}</Heading>
          <Sessions data-testid="pair-closures">
            {hours.Closures.map((c) => (
              <li key={c.Start}>
                {/* The desk's name as it wrote it, in whatever script: isolated from the sentence around it. */}
                {t(c.Reason === 'maintenance' ? 'pairInfo.maintenance' : 'pairInfo.holiday')} · <bdi>{c.Name}</bdi>
                <br />
                {closureSpan(c, timeZone)}
              </li>
            ))}
          </Sessions>
        </>
      )}
    </div>
  );
}
