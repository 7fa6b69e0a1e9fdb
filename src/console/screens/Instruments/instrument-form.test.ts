import { describe, expect, it } from 'vitest';
import { instrumentBody } from './instrument-form';

const base = { spread: '0.00012', leverages: '10, 50 100', fee_rate: '7', min_lots: '0.01', swap_long: '-9.2', swap_short: '4.1', market_status: 'auto' as const, session: 'fx' };

describe('instrumentBody', () => {
  it('turns the form into the PUT body', () => {
    expect(instrumentBody(base)).toEqual({
      body: { spread: '0.00012', fee_rate: '7', min_lots: '0.01', swap_long: '-9.2', swap_short: '4.1', leverages: [10, 50, 100], session: 'fx', market_status: null },
    });
    expect(instrumentBody({ ...base, session: '' })).not.toHaveProperty('body.session');
    expect(instrumentBody({ ...base, leverages: '', market_status: 'closed' })).toMatchObject({ body: { leverages: [], market_status: 0 } });
    expect((instrumentBody({ ...base, market_status: 'keep' }) as { body: object }).body).not.toHaveProperty('market_status');
  });
  it('reads decimals as any keyboard types them: a comma, Arabic or full-width digits', () => {
    expect(instrumentBody({ ...base, spread: '0,00012', fee_rate: '٧', min_lots: '０．０１' })).toMatchObject({ body: { spread: '0.00012', fee_rate: '7', min_lots: '0.01' } });
    expect(instrumentBody({ ...base, min_lots: '1,000.5' })).toEqual({ problem: 'decimal', field: 'min_lots' }); // grouping is not read
  });
  it('names the first field that is wrong', () => {
    expect(instrumentBody({ ...base, spread: '1e-5' })).toEqual({ problem: 'decimal', field: 'spread' });
    expect(instrumentBody({ ...base, fee_rate: '-1' })).toEqual({ problem: 'decimal', field: 'fee_rate' });
    expect(instrumentBody({ ...base, leverages: '10, 0' })).toEqual({ problem: 'leverages', field: 'leverages' });
    expect(instrumentBody({ ...base, leverages: '2.5' })).toEqual({ problem: 'leverages', field: 'leverages' });
  });

  it('takes a swap signed, as typed on any keypad, and refuses what the server would', () => {
    expect(instrumentBody({ ...base, swap_long: '\u22129,2', swap_short: '٤٫١' })).toMatchObject({ body: { swap_long: '-9.2', swap_short: '4.1' } });
    expect(instrumentBody({ ...base, swap_long: '0', swap_short: '-0.000001' })).toMatchObject({ body: { swap_long: '0', swap_short: '-0.000001' } });
    for (const bad of ['', '--1', '1.1234567', '+2', 'abc']) expect(instrumentBody({ ...base, swap_short: bad }), bad).toEqual({ problem: 'swap', field: 'swap_short' });
  });
});
