// The trader's note on a position (docs/trading.md "Trade notes"): how long it may be and the text that is kept, one
// rule for the app (whether Save has anything to save) and the reference server (what it stores).
export const NOTE_MAX = 500;

/** The note as kept: line breaks as `\n`, trimmed; '' deletes it. */
export const keptNote = (text: string): string => text.replace(/\r\n?/g, '\n').trim();
