// The search form of text (db/search-text.ts): every alphabet the app speaks, either way a letter can be typed.
import { describe, expect, it } from 'vitest';
import { containsPattern, folded, likeLiteral } from './search-text.js';

describe('text as searched', () => {
  it('folds case in every alphabet, not only Latin', () => {
    expect(folded('ПРОБОЙ Уровня')).toBe('пробой уровня');
    expect(folded('ÉCOLE ČESKÝ Ääkköset')).toBe('école český ääkköset');
    expect(folded('ΕΥΡΩ')).toBe('ευρω');
    expect(folded('KAZANÇ')).toBe('kazanç');
  });

  it("folds what lower case leaves: German ß as ss, Greek final ς as σ, Turkish ı and İ as i", () => {
    expect(folded('Straße')).toBe(folded('STRASSE'));
    expect(folded('GROẞ')).toBe('gross');
    expect(folded('ΚΕΡΔΟΣ')).toBe(folded('κερδος'));
    expect(folded('KARLILIK')).toBe(folded('karlılık'));
    expect(folded('İSTANBUL')).toBe('istanbul');
    expect(folded('IŞIK')).toBe(folded('ışık'));
    expect(folded('ışık')).toBe('işik'); // only the i's: ş stays itself, as é does
    expect(containsPattern('Straße')).toBe('%strasse%');
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
