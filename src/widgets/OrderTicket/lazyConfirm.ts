// The ticket's lazy chunk (OrderConfirm.tsx): the confirmation and the stop fields' worth, with its prefetch.
import { useEffect } from 'react';
import { firstContent } from '../../core/firstContent';
import { retryableLazy } from '../internal/loading/retryableLazy';

const loadConfirm = () => import('./OrderConfirm');
export const OrderConfirm = retryableLazy(() => loadConfirm().then((m) => m.default));
export const StopWorth = retryableLazy(() => loadConfirm().then((m) => m.StopWorth));

/**
 * Fetches the chunk while the trader looks at a ticket with a pair, not on the first Buy (which tries again if this
 * failed); on the screen an app opens on, once that screen's first content has painted (core/firstContent.ts).
 */
export function usePrefetchConfirm(hasPair: boolean): void {
  useEffect(() => {
    if (hasPair) void firstContent().then(loadConfirm).catch(() => undefined);
  }, [hasPair]);
}
