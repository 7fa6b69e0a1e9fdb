import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formatters';

describe('Intl formatters kept per locale and options', () => {
  it('gives the same formatter for equal options written at each call, another for other options or locales', () => {
    const a = dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).not.toBe(a);
    const n = numberFormat('de', { minimumFractionDigits: 2 });
    expect(numberFormat('de', { minimumFractionDigits: 2 })).toBe(n);
    expect(numberFormat('de', { minimumFractionDigits: 3 })).not.toBe(n);
  });

  it('formats as a formatter made for the call does', () => {
    const when = Date.UTC(2024, 0, 31, 22, 5);
    const cases: [string, Intl.DateTimeFormatOptions][] = [
      ['zh-Hant-HK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Hong_Kong' }],
      ['ar', { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }],
      ['en', { month: 'short', day: 'numeric', timeZone: 'America/New_York' }],
    ];
    for (const [locale, options] of cases) {
      expect(dateTimeFormat(locale, options).format(when)).toBe(new Intl.DateTimeFormat(locale, options).format(when));
      expect(dateTimeFormat(locale, options).format(when)).toBe(new Intl.DateTimeFormat(locale, options).format(when));
    }
    expect(numberFormat('hi', { maximumFractionDigits: 1 }).format(1234567.25)).toBe(
      new Intl.NumberFormat('hi', { maximumFractionDigits: 1 }).format(1234567.25),
    );
  });

  it('starts over instead of growing when options keep changing, and still formats right', () => {
    const first = numberFormat('en', { minimumIntegerDigits: 1 });
    for (let i = 0; i < 300; i++) expect(numberFormat('en', { maximumSignificantDigits: (i % 21) + 1, minimumIntegerDigits: 1 + (i % 10), useGrouping: false }).format(7)).toMatch(/^0*7$/);
    expect(numberFormat('en', { minimumIntegerDigits: 1 })).not.toBe(first);
    expect(numberFormat('en', { minimumIntegerDigits: 1 }).format(1234.5)).toBe('1,234.5');
  });

  it('throws for options Intl refuses, as Intl does, at every call', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
