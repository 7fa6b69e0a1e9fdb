// A pending order type's label, written out: a key composed from the type would bring every trade label into a
// screen's first part of the dictionary (scripts/first-labels.ts) — 4.7 kB on /order for these two.
import type { PendingType } from '../../../core/money';

export const PENDING_TYPE_LABEL: Record<PendingType, string> = { limit: 'trade.limit', stop: 'trade.stop' };
