import { describe, expect, it } from 'vitest';
import { matchesInstrument } from './instrument-names';

const xau = { Code: 'XAUUSD', ShowCode: 'XAU/USD' };
const eurjpy = { Code: 'EURJPY', ShowCode: 'EUR/JPY' };
const oil = { Code: 'USOIL', ShowCode: 'US Oil' };
const btc = { Code: 'BTCUSD', ShowCode: 'BTC/USD' };

describe('matchesInstrument', () => {
  it('finds by code and display name, whatever the case and separators', () => {
    expect(matchesInstrument(xau, 'xau')).toBe(true);
    expect(matchesInstrument(xau, 'XAU/usd')).toBe(true);
    expect(matchesInstrument(eurjpy, 'eur jpy')).toBe(true);
  });
  it('finds by common names in many languages', () => {
    for (const q of ['gold', 'Gold', 'or', 'золото', '金', '黃金', '금', 'ذهب', 'altın']) expect(matchesInstrument(xau, q), q).toBe(true);
    for (const q of ['oil', 'Pétrole', 'petrole', 'нефть', '原油', 'wti']) expect(matchesInstrument(oil, q), q).toBe(true);
    expect(matchesInstrument(btc, 'Bitcoin')).toBe(true);
    expect(matchesInstrument(eurjpy, 'yen')).toBe(true);
    expect(matchesInstrument(eurjpy, 'euro')).toBe(true);
  });
  it('does not match unrelated words, single letters by name, or punctuation', () => {
    expect(matchesInstrument(xau, 'silver')).toBe(false);
    expect(matchesInstrument(oil, 'gold')).toBe(false);
    expect(matchesInstrument(eurjpy, 'zzz')).toBe(false);
    expect(matchesInstrument(xau, '%')).toBe(false);
    expect(matchesInstrument(xau, '')).toBe(true);
  });
});
