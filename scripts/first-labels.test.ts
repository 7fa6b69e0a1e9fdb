import { describe, expect, it } from 'vitest';
import { firstScreenKeys, pickKeys } from './first-labels';

describe('first screen labels', () => {
  const namespaces = ['common', 'tab', 'trade', 'funds', 'pairInfo'];

  it('finds written-out keys, and the branch a composed key starts with', () => {
    const sources = ["t('trade.buy'); const k = { label: \"common.ok\" };", 'label = t(`tab.${key}`); t(\'trade.side.\' + side);'];
    expect(firstScreenKeys(sources, namespaces)).toEqual(['common.ok', 'tab', 'trade.buy', 'trade.side']);
  });

  it('finds keys of a camelCase namespace, written out or composed', () => {
    const sources = ["t('pairInfo.open', { symbol }); t(`pairInfo.session.${day}`);"];
    expect(firstScreenKeys(sources, namespaces)).toEqual(['pairInfo.open', 'pairInfo.session']);
  });

  it('ignores what only looks like one: other namespaces, file names, a namespace alone', () => {
    const sources = ["import x from './funds'; 'style.css'; 'trade'; 'other.key'; `${a}.${b}`"];
    expect(firstScreenKeys(sources, namespaces)).toEqual([]);
  });

  it('keeps those keys and branches in the dictionary’s shape, and skips keys it does not have', () => {
    const dictionary = { common: { ok: 'OK', no: 'No' }, trade: { buy: 'Buy', side: { 1: 'Long', 2: 'Short' } }, funds: { a: 'A' } };
    expect(pickKeys(dictionary, ['common.ok', 'trade.missing', 'trade.side', 'trade.side.1'])).toEqual({
      common: { ok: 'OK' },
      trade: { side: { 1: 'Long', 2: 'Short' } },
    });
  });
});
