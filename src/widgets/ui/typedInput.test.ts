import { describe, expect, it } from 'vitest';
import { typedValue } from './typedInput';

describe('what a field reads from its text', () => {
  it('reads a decimal field as digits and one point, and refuses anything else', () => {
    expect(typedValue('decimal', '1,5')).toBe('1.5');
    expect(typedValue('decimal', '۰٫۵')).toBe('0.5');
    expect(typedValue('decimal', ' 12.5 ')).toBe('12.5'); // pasted with spaces
    for (const partial of ['', '1', '1.', '.', '.5']) expect(typedValue('decimal', partial)).toBe(partial);
    for (const bad of ['b0.01', '1.2.3', '1,234.50', '-1', '1e5', '1 000']) expect(typedValue('decimal', bad)).toBeNull();
  });

  it('reads codes and phone numbers with Latin digits, leaving everything else to the field', () => {
    expect(typedValue('numeric', '۱۲۳۴۵۶')).toBe('123456');
    expect(typedValue('tel', '+٩٧١ ٥٠')).toBe('+971 50');
    expect(typedValue('numeric', 'AB12')).toBe('AB12');
    expect(typedValue('text', '۱۲')).toBe('۱۲');
    expect(typedValue(undefined, '１２')).toBe('１２');
  });
});
