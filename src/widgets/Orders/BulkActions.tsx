// The orders list's actions on many orders at once: on the holding tab close all, the profitable or the losing
// positions; on the pending tab cancel all. Each asks first (confirm.ts) unless one-click trading is on.
import { styled } from 'styled-components';
import type { CloseAllWhich, DealStatus } from '../../core/api/forex';
import type { TFunction } from '../../core';
import { Button } from '../ui/Button';

export interface BulkActionsProps {
  tab: DealStatus;
  busy?: boolean;
  /** How many positions "Close all" would close; the buttons show from two. */
  closeAllCount?: number;
  /** How many are now in profit and at a loss: their buttons show when there is one. */
  closeCounts?: { profitable: number; losing: number };
  /** How many pending orders "Cancel all" would cancel; the button shows from two. */
  cancelAllCount?: number;
  onCloseAll?: (which: CloseAllWhich) => void;
  onCancelAll?: () => void;
  t: TFunction;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
  padding-inline: ${({ theme }) => theme.space.lg};
`;

export function BulkActions(p: BulkActionsProps) {
  const { t } = p;
  if (p.tab === 0 && (p.cancelAllCount ?? 0) > 1) {
    return (
      <Toolbar>
        <Button $variant="ghost" disabled={p.busy} onClick={() => p.onCancelAll?.()}>
          {t('trade.cancelAll')} ({p.cancelAllCount})
        </Button>
      </Toolbar>
    );
  }
  if (p.tab !== 1 || (p.closeAllCount ?? 0) < 2) return null;
  return (
    <Toolbar>
      <Button $variant="ghost" disabled={p.busy} onClick={() => p.onCloseAll?.('all')}>
        {t('trade.closeAll')} ({p.closeAllCount})
      </Button>
      {(['profitable', 'losing'] as const).map(
        (which) =>
          (p.closeCounts?.[which] ?? 0) > 0 && (
            <Button key={which} $variant="ghost" disabled={p.busy} onClick={() => p.onCloseAll?.(which)}>
              {t(which === 'profitable' ? 'trade.closeProfitable' : 'trade.closeLosing')} ({p.closeCounts![which]})
            </Button>
          ),
      )}
    </Toolbar>
  );
}
