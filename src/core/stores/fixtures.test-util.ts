// Test data shared by unit tests and stories (not exported from the package).
import type { TradePair } from '../api/forex';

export function pair(code: string, over: Partial<TradePair> = {}): TradePair {
  return {
    Id: code.length, Code: code, ShowCode: code.slice(0, 3) + '/' + code.slice(3), Logo: '', CategoryId: 1,
    MarketStatus: 1, PricePrecision: 5,
    ForexQuotations: { Open: '1.00000', Close: '1.10000', Change: '0.50', Bid: '1.10000', Ask: '1.10010', High: '1.2', Low: '0.9' },
    HasForexMultiple: [{ Value: 100 }], MarginMode: 0, ForexMinCont: '0.01', ForexContNum: '100000',
    ForexFeeRate: '0.001', Pip: '0.01', ...over,
  };
}
