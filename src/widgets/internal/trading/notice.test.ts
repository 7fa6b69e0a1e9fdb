import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../core';
import type { OrderNotice } from '../../../core/stores/orders';
import { noticeText } from './notice';
import { reasonLabel } from './status';

const t = ((key: string, p?: Record<string, unknown>) => (p ? `${key} ${JSON.stringify(p)}` : key)) as TFunction;
const cancelled = (Reason: string) => ({ event: { Id: 7, Status: 2, Reason, Code: 'EURUSD', UpdatePrice: '1.07500', FactProfits: '0' } }) as OrderNotice;

describe('a pending order the server cancelled', () => {
  it("for the trader's own limits reads as such in the history, and is told without alarm", () => {
    expect(reasonLabel('own_limit', 2, t)).toBe('trade.reasonOwnLimit');
    expect(noticeText(cancelled('own_limit'), t, () => 'EUR/USD')).toEqual({ text: 'EUR/USD trade.reasonOwnLimit', kind: 'info' });
  });

  it('for want of margin is an error the trader must see', () => {
    expect(noticeText(cancelled('insufficient_margin'), t, () => 'EUR/USD')).toEqual({ text: 'trade.serverCancelled {"symbol":"EUR/USD"}', kind: 'error' });
  });
});
