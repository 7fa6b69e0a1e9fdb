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

  it('uses the figures the reference server sends with FOREX_TRADE', () => {
    const f = summaryFigures(
      { balance: '1', lock_balance: '0' },
      {
        ProfitsTotal: '-0.14', HazardRate: '93839.23', CautionMoneyAll: '10.6563', Balance: '9989.2737', LockBalance: '10.6563',
        Equity: '9999.79', FreeMargin: '9989.1337', TransOrder: [],
      },
    )!;
    expect(f).toMatchObject({ balance: '9989.273700', equity: '9999.790000', freeMargin: '9989.133700', usedMargin: '10.656300', riskRate: '93839.23' });
  });
});
