// Text found by its words (docs/server.md "Searching text"): neither the letters' case nor how a letter was typed
// (é as one character or as e and an accent, a full-width Ａ) may decide whether a trader finds their note or a
// visitor a company, in any of the languages the app speaks. The databases cannot be asked to do it: SQLite's lower()
// folds only ASCII letters and PostgreSQL's follows the cluster's locale (ASCII only under C). So the server folds in
// JavaScript, once, as the text is saved, keeps that search form in a column beside it, and compares folded words
// with it by LIKE.

/** The search form of text: compatibility-normalised (NFKC) and in lower case. Never shown; the text itself is kept. */
export function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKC');
}

/** `text` as a LIKE pattern's literal part (for `escape '\'`): its %, _ and \ match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern (with `escape '\'`) for folded text that contains `words`. */
export function containsPattern(words: string): string {
  return `%${likeLiteral(folded(words))}%`;
}
