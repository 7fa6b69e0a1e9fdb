import { describe, expect, it } from 'vitest';
import { summaryFigures } from './summary';

describe('account summary figures', () => {
  it('is null until the balance is known', () => {
    expect(summaryFigures(null, null)).toBeNull();
  });

  it('equity is balance plus frozen plus floating P&L; free margin excludes what is frozen', () => {
    const f = summaryFigures(
      { balance: '900.00', lock_balance: '110.011' }, // 100 margin + 10.011 reserved by a pending order
      { ProfitsTotal: '-12.5', HazardRate: '0', CautionMoneyAll: '100', TransOrder: [] },
    )!;
    expect(f.equity).toBe('997.511000');
    expect(f.usedMargin).toBe('100.000000');
    expect(f.freeMargin).toBe('887.500000');
    expect(f.riskRate).toBe('997.51'); // computed when the server sends no rate
  });

  it("prefers the server's risk rate", () => {
    const f = summaryFigures({ balance: '1', lock_balance: '1' }, { ProfitsTotal: '0', HazardRate: '123.456', CautionMoneyAll: '1', TransOrder: [] })!;
    expect(f.riskRate).toBe('123.46');
  });

  it('has no risk rate with nothing open', () => {
    expect(summaryFigures({ balance: '10', lock_balance: '0' }, null)!.riskRate).toBeNull();
  });
});
