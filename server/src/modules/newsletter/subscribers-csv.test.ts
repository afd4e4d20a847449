import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './subscribers-csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['plain@agent.ca', '"plain@agent.ca"'],
    ['a "quoted", comma', '"a ""quoted"", comma"'],
    [undefined, '""'],
  ])('when the value is %j, then the cell is %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('when rows are written, then lines end in CRLF and the file starts with a BOM', () => {
    expect(toCsv(['a', 'b'], [['1', undefined]])).toBe('\uFEFF"a","b"\r\n"1",""\r\n');
  });
});
