import type { TFunction } from '../../core';
import type { CopyEvent } from '../../core/api/copy';

const ENDED = { stop_loss: 'content.copyEndedStopLoss', trader: 'content.copyEndedTrader', desk: 'content.copyEndedDesk' } as const;

/** What the person reads when the server tells a copy event (COPY_TRADING); `pair` names an instrument code as shown. */
export function copyEventText(e: CopyEvent, t: TFunction, pair: (code: string) => string): string {
  if (e.Event === 'skipped') return t('content.copyNotCopied', { name: e.User, pair: pair(e.Code), why: e.Why });
  return t(ENDED[e.Reason] ?? ENDED.desk, { name: e.User });
}
