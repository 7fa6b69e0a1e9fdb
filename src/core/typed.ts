// What a number field reads from what was typed (docs/trading-widgets.md "Typing numbers"). Keyboards write digits
// and the decimal mark of the phone's region, not of the language chosen in the app: a Persian keypad types ۱۲٫۵, an
// Arabic one ١٢٫٥, a Japanese IME in full-width mode １２．５, a German or French decimal pad has a comma and no
// point. Each is read as the plain "12.5" every rule and the server take. Every mapping is one character for one, so
// a field can show the reading in place without moving the caret.

/** The zero of each run of decimal digits a product language's keyboard may type (U+0030 … is Latin itself). */
const ZEROS = [
  0x0660, // Arabic-Indic (ar)
  0x06f0, // Extended Arabic-Indic (fa)
  0x0966, // Devanagari (hi)
  0x0e50, // Thai (th)
  0xff10, // full-width (jp, hk, kr input methods)
];

/** Decimal marks read as the point: the comma of most of Europe, the Arabic decimal separator, full-width forms. */
const POINTS = new Set([',', '\u066b', '\uff0e', '\uff0c']);

function latinDigit(ch: string): string | null {
  const c = ch.charCodeAt(0);
  for (const zero of ZEROS) if (c >= zero && c <= zero + 9) return String(c - zero);
  return null;
}

/** The same text with every digit in Latin form: '٠٥٥٥' → '0555' (codes, phone numbers). */
export function latinDigits(text: string): string {
  let out = '';
  for (const ch of text) out += latinDigit(ch) ?? ch;
  return out;
}

/**
 * A typed decimal as the rules read it: Latin digits and a point for the decimal mark. '1,5' → '1.5',
 * '۱۲٫۵' → '12.5'. Grouping is not read ('1,000' → '1.000', which the field then shows, and an amount refuses as
 * three decimals), since a comma typed on a decimal pad is a decimal mark whatever the app's language.
 */
export function typedDecimal(text: string): string {
  let out = '';
  for (const ch of text) out += latinDigit(ch) ?? (POINTS.has(ch) ? '.' : ch);
  return out;
}
