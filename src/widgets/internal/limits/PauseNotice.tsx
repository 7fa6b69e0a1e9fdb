// What a widget says while the trader's own limits stop new positions (docs/accounts.md "Trading limits and breaks"):
// the break and when it ends, or the loss limit reached; closing positions stays open either way. Over the pending
// orders (`pending`) it says what it means for them: cancelled, not filled, when their price comes.
import { styled } from 'styled-components';
import type { TFunction } from '../../../core';
import { limitWords } from '../../../core/api/limits';
import { whenText } from '../trading/hours';
import type { TradingPause } from './pause';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function PauseNotice({ pause, pending = false, t }: { pause: NonNullable<TradingPause>; pending?: boolean; t: TFunction }) {
  const why = 'until' in pause ? t('trade.onBreak', { time: whenText(Date.parse(pause.until)) }) : t('trade.lossLimitReached', { limit: limitWords(t, pause.limit, pause.period) });
  return (
    <Notice role="status" data-testid={pending ? 'pending-paused' : 'trading-paused'}>
      {pending ? t('trade.pendingPaused', { why }) : why}
    </Notice>
  );
}
