// What the ticket says about the market's clock (docs/trading.md "Trading hours"): that it is closed — for a holiday
// or maintenance when the desk closed it — and when it opens when its hours say; or that an open market closes within
// half an hour, and when.
import type { TFunction } from '../../core';
import { whenText } from '../internal/trading/hours';
import { Message } from './styles';

export interface MarketNoticeProps {
  closed: boolean;
  /** A closed market's next opening (epoch ms). */
  opensAt?: number;
  /** The desk closed it: for a holiday, for maintenance. */
  closedFor?: 'holiday' | 'maintenance';
  /** An open market closing soon: when, and in how many minutes. */
  closing?: { at: number; minutes: number };
  t: TFunction;
}

const CLOSED_FOR = { holiday: 'trade.closedForHoliday', maintenance: 'trade.closedForMaintenance' } as const;

export function MarketNotice({ closed, opensAt, closedFor, closing, t }: MarketNoticeProps) {
  if (closed)
    return (
      <Message $tone="info" role="status" data-testid="market-closed">
        {opensAt ? t(closedFor ? CLOSED_FOR[closedFor] : 'trade.marketClosedOpens', { time: whenText(opensAt) }) : t('trade.marketClosed')}
      </Message>
    );
  if (!closing) return null;
  return (
    <Message $tone="info" role="status" data-testid="market-closing">
      {t('trade.closesSoon', { minutes: closing.minutes, time: whenText(closing.at) })}
    </Message>
  );
}
