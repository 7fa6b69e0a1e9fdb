// Text found by its words (docs/server.md "Searching text"): neither the letters' case nor how a letter was typed
// (é as one character or as e and an accent, a full-width Ａ) may decide whether a trader finds their note or a
// visitor a company, in any of the languages the app speaks. The databases cannot be asked to do it: SQLite's lower()
// folds only ASCII letters and PostgreSQL's follows the cluster's locale (ASCII only under C). So the server folds in
// JavaScript, once, as the text is saved, keeps that search form in a column beside it, and compares folded words
// with it by LIKE.

// Lower case is not all of Unicode's case folding: German ß (and capital ẞ) is "ss" folded, as Germans type it
// without the letter, and Greek final ς is σ. Turkish has two i's, and lower case by Unicode's default mapping makes
// "KARLILIK" karlilik while the note says karlılık, and İ an i with a combining dot: so the dotless ı and the dotted
// İ are both i here, which finds Turkish words in either case, with the i's typed either way (as search engines do).
// Other letters keep their accents (ş, é), as everywhere else.
const FOLDS: Record<string, string> = { ß: 'ss', ς: 'σ', ı: 'i', 'i\u0307': 'i' };
const FOLDED = /ß|ς|ı|i\u0307/g;

/**
 * The search form of text: compatibility-normalised (NFKC), in lower case, and the folds above. Never shown; the text
 * itself is kept.
 */
export function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKC').replace(FOLDED, (c) => FOLDS[c]);
}

/** `text` as a LIKE pattern's literal part (for `escape '\'`): its %, _ and \ match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern (with `escape '\'`) for folded text that contains `words`. */
export function containsPattern(words: string): string {
  return `%${likeLiteral(folded(words))}%`;
}
