import { describe, expect, it } from 'vitest';
import type { Order } from '../../core/api/forex';
import { positionLines } from './lines';

const order = (o: Partial<Order>): Order =>
  ({
    Id: 1, ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD' }, OrderType: 1, Quantity: '0.10', OriginPrice: '1.08500', Price: '1.08512',
    UpdatePrice: '1.08600', FactProfits: '8.80', CautionMoney: '108.51', TradeFee: '0.50', TargetLossPrice: '0', TargetProfitPrice: '0',
    Status: 1, CreateTimeHandler: '', CompleteTimeHandler: '', ...o,
  }) as Order;
const label = (k: string) => ({ 'trade.buy': 'Buy', 'trade.sell': 'Sell', 'trade.stopLoss': 'Stop loss', 'trade.takeProfit': 'Take profit' })[k]!;

describe('positionLines', () => {
  it('draws each holding position of the pair: its entry, and its stops when set', () => {
    const lines = positionLines(
      [
        order({ Id: 1 }),
        order({ Id: 2, OrderType: 2, Quantity: '1.00', Price: '1.09000', TargetLossPrice: '1.09500', TargetProfitPrice: '1.08000' }),
      ],
      'EURUSD',
      label,
    );
    expect(lines).toEqual([
      { price: '1.08512', label: 'Buy 0.10', kind: 'buy' },
      { price: '1.09000', label: 'Sell 1.00', kind: 'sell' },
      { price: '1.09500', label: 'Stop loss', kind: 'sl' },
      { price: '1.08000', label: 'Take profit', kind: 'tp' },
    ]);
  });

  it('leaves out other pairs, pending, closed and cancelled orders, and zero stops in any notation', () => {
    const lines = positionLines(
      [
        order({ Id: 1, ForexTradeLists: { ShowCode: 'GBP/USD', Code: 'GBPUSD' } }),
        order({ Id: 2, Status: 0 }),
        order({ Id: 3, Status: 2 }),
        order({ Id: 4, Status: 3 }),
        order({ Id: 5, TargetLossPrice: '0.00000', TargetProfitPrice: '' }),
      ],
      'EURUSD',
      label,
    );
    expect(lines).toEqual([{ price: '1.08512', label: 'Buy 0.10', kind: 'buy' }]);
  });
});
