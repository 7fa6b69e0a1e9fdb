import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmount } from './money';
import { latinDigits, typedDecimal } from './typed';

const script = (zero: number) => (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));

describe('typed numbers', () => {
  it('reads the digits of every product keyboard as Latin digits', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789'); // Arabic-Indic
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'); // Persian
    expect(latinDigits('०१२३४५६७८९')).toBe('0123456789'); // Devanagari
    expect(latinDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789'); // Thai
    expect(latinDigits('０１２３４５６７８９')).toBe('0123456789'); // full-width
    expect(latinDigits('+98 ۹۱۲-۳۴۵')).toBe('+98 912-345');
    expect(latinDigits('a,b.c')).toBe('a,b.c'); // only digits change
  });

  it('reads the decimal marks of those keyboards as a point', () => {
    expect(typedDecimal('1,5')).toBe('1.5');
    expect(typedDecimal('۱۲٫۵')).toBe('12.5');
    expect(typedDecimal('١٢٫٥٠')).toBe('12.50');
    expect(typedDecimal('１２．５')).toBe('12.5');
    expect(typedDecimal('１２，５')).toBe('12.5');
    expect(typedDecimal('1.08345')).toBe('1.08345');
  });

  it('does not read grouping, so a grouped amount is refused rather than misread', () => {
    expect(typedDecimal('1,000')).toBe('1.000');
    expect(isAmount(typedDecimal('1,000'))).toBe(false);
    expect(isAmount(typedDecimal('1.234,50'))).toBe(false);
    expect(isAmount(typedDecimal('1,2,3'))).toBe(false);
    expect(isAmount(typedDecimal('120,55'))).toBe(true);
  });

  it('keeps the length, so a field can show the reading without moving the caret', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(typedDecimal(s).length).toBe(s.length);
        expect(latinDigits(s).length).toBe(s.length);
      }),
    );
  });

  it('reads a plain decimal written in any of the scripts as that decimal', () => {
    const decimal = fc.tuple(fc.nat(), fc.option(fc.nat({ max: 99999 }))).map(([i, f]) => (f === null ? `${i}` : `${i}.${f}`));
    fc.assert(
      fc.property(decimal, fc.constantFrom(0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10), fc.constantFrom('.', ',', '٫', '．'), (d, zero, mark) => {
        const typed = script(zero)(d).replace('.', mark);
        expect(typedDecimal(typed)).toBe(d);
        expect(typedDecimal(d)).toBe(d);
      }),
    );
  });
});
