// The search form of text (db/search-text.ts): every alphabet the app speaks, either way a letter can be typed.
import { describe, expect, it } from 'vitest';
import { containsPattern, folded, likeLiteral } from './search-text.js';

describe('text as searched', () => {
  it('folds case in every alphabet, not only Latin', () => {
    expect(folded('ПРОБОЙ Уровня')).toBe('пробой уровня');
    expect(folded('ÉCOLE Straße ČESKÝ Ääkköset')).toBe('école straße český ääkköset');
    expect(folded('ΕΥΡΩ')).toBe('ευρω');
    expect(folded('KAZANÇ')).toBe('kazanç');
  });

  it('reads a letter typed as one character or as a letter and an accent alike', () => {
    expect(folded('E\u0301cole')).toBe(folded('\u00C9cole'));
    expect(folded('e\u0301')).toBe('\u00E9');
  });

  it('reads full-width letters and digits as the usual ones', () => {
    expect(folded('ＥＵＲ１')).toBe('eur1');
  });

  it("keeps what has no case as it is, and the pattern's wildcards as the words' own", () => {
    expect(folded('突破 1.0990')).toBe('突破 1.0990');
    expect(likeLiteral('100%_\\')).toBe('100\\%\\_\\\\');
    expect(containsPattern(' Risk 1%')).toBe('% risk 1\\%%');
  });
});
