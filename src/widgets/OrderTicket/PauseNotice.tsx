// What the ticket says while the trader's own limits stop new positions (docs/accounts.md "Trading limits and
// breaks"): the break and when it ends, or the loss limit reached; closing positions stays open either way.
import type { TFunction } from '../../core';
import { whenText } from '../internal/trading/hours';
import { limitWords } from '../../core/api/limits';
import type { TradingPause } from './pause';
import { Message } from './styles';

export function PauseNotice({ pause, t }: { pause: NonNullable<TradingPause>; t: TFunction }) {
  return (
    <Message $tone="info" role="status" data-testid="trading-paused">
      {'until' in pause
        ? t('trade.onBreak', { time: whenText(Date.parse(pause.until)) })
        : t('trade.lossLimitReached', { limit: limitWords(t, pause.limit, pause.period) })}
    </Message>
  );
}
