import { describe, expect, it } from 'vitest';
import { csvLine, text } from './csv.js';

describe('csvLine', () => {
  it('writes plain cells as they are, with a CRLF', () => {
    expect(csvLine(['1', '2026-11-28T10:00:00.000Z', text('Deposit'), '-12.500000'])).toBe('1,2026-11-28T10:00:00.000Z,Deposit,-12.500000\r\n');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvLine([text('a,b'), text('say "hi"'), text('two\nlines'), text('cr\rhere')])).toBe('"a,b","say ""hi""","two\nlines","cr\rhere"\r\n');
  });

  it('keeps a spreadsheet from running text that starts like a formula; numbers keep their sign', () => {
    const line = csvLine([text('=HYPERLINK("https://evil.example","Refund")'), text('+1'), text('-2'), text('@SUM(A1)'), text('\tx'), '-3.000000']);
    expect(line).toBe(`"'=HYPERLINK(""https://evil.example"",""Refund"")",'+1,'-2,'@SUM(A1),'\tx,-3.000000\r\n`);
  });

  it('writes a missing text as an empty cell', () => {
    expect(csvLine([text(null), text(undefined), text('')])).toBe(',,\r\n');
  });
});
