import { describe, expect, it } from 'vitest';
import { copyEventText } from './copyFeed';

// Labels with their values, so the test reads which label and which values were chosen.
const t = ((key: string, v?: Record<string, unknown>) => `${key} ${JSON.stringify(v ?? {})}`) as Parameters<typeof copyEventText>[1];
const pair = (code: string) => (code === 'EURUSD' ? 'EUR/USD' : code);

describe('copyEventText', () => {
  it('says which trade of whom was not copied, and the server’s reason', () => {
    const text = copyEventText({ Event: 'skipped', Uid: '9', User: 'Ana', Code: 'EURUSD', Why: 'Insufficient free margin' }, t, pair);
    expect(text).toBe('content.copyNotCopied {"name":"Ana","pair":"EUR/USD","why":"Insufficient free margin"}');
  });

  it('says who ended the copy', () => {
    expect(copyEventText({ Event: 'ended', Uid: '9', User: 'Ana', Reason: 'stop_loss' }, t, pair)).toBe('content.copyEndedStopLoss {"name":"Ana"}');
    expect(copyEventText({ Event: 'ended', Uid: '9', User: 'Ana', Reason: 'trader' }, t, pair)).toBe('content.copyEndedTrader {"name":"Ana"}');
    expect(copyEventText({ Event: 'ended', Uid: '9', User: 'Ana', Reason: 'desk' }, t, pair)).toBe('content.copyEndedDesk {"name":"Ana"}');
  });

  it('reads a reason it does not know (a newer server) as the desk’s', () => {
    const e = { Event: 'ended', Uid: '9', User: 'Ana', Reason: 'other' } as unknown as Parameters<typeof copyEventText>[0];
    expect(copyEventText(e, t, pair)).toBe('content.copyEndedDesk {"name":"Ana"}');
  });
});
