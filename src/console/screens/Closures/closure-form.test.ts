import { describe, expect, it } from 'vitest';
import { blankClosure, closureBody, closureFields, type ClosureRow } from './closure-form';

const filled = { ...blankClosure(), name: ' Christmas Day ', sessions: ['fx', 'metal'], pairs: 'us30, ger40  US30', start: '2026-12-24T13:00', end: '2026-12-25T17:00:00' };

describe('the market closure form', () => {
  it('gives the body the admin API takes: names trimmed, pairs upper-cased once, times to the minute', () => {
    expect(closureBody(filled)).toEqual({
      body: { reason: 'holiday', name: 'Christmas Day', markets: ['fx', 'metal', 'US30', 'GER40'], zone: 'America/New_York', start: '2026-12-24T13:00', end: '2026-12-25T17:00' },
    });
  });

  it('says the first problem', () => {
    expect(closureBody({ ...filled, name: '  ' })).toEqual({ problem: 'name' });
    expect(closureBody({ ...filled, name: 'x'.repeat(81) })).toEqual({ problem: 'name' });
    expect(closureBody({ ...filled, sessions: [], pairs: '' })).toEqual({ problem: 'markets' });
    expect(closureBody({ ...filled, pairs: 'EUR/USD' })).toEqual({ problem: 'pairs' });
    expect(closureBody({ ...filled, start: '' })).toEqual({ problem: 'start' });
    expect(closureBody({ ...filled, end: '2026-12-25' })).toEqual({ problem: 'end' });
    expect(closureBody({ ...filled, end: '2026-12-24T13:00' })).toEqual({ problem: 'order' });
  });

  it('a listed closure fills the form back: sessions ticked, pairs typed', () => {
    const row: ClosureRow = {
      Id: 4, Reason: 'maintenance', Name: 'Upgrade', Markets: ['crypto', 'EURUSD', 'GBPUSD'], Zone: 'UTC', Start: '2026-12-06T02:00', End: '2026-12-06T04:00',
      StartAt: 0, EndAt: 0, State: 'upcoming', UpdatedAt: '',
    };
    expect(closureFields(row)).toEqual({ reason: 'maintenance', name: 'Upgrade', sessions: ['crypto'], pairs: 'EURUSD, GBPUSD', zone: 'UTC', start: '2026-12-06T02:00', end: '2026-12-06T04:00' });
    expect(closureBody(closureFields(row))).toMatchObject({ body: { markets: ['crypto', 'EURUSD', 'GBPUSD'] } });
  });
});
