import ExcelJS from 'exceljs';
import { csvCell, csvRow, neutraliseCell, neutraliseWorkbook, restoreCell, safeRow } from '@esg/contracts';

/** Cells of every CSV and workbook the product writes (issue 23, finding 4); expectations by hand. */
describe('spreadsheet cells', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['@SUM(1,1)', "'@SUM(1,1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['- a bullet', "'- a bullet"],
    ['Northwind Renewables', 'Northwind Renewables'],
    ['a=b', 'a=b'],
    ['', ''],
    // Plain numbers written as text are values, never formulas.
    ['-12.5', '-12.5'],
    ['+3', '+3'],
    ['-1e3', '-1e3'],
    // Already neutralised: unchanged (one pass or two give the same cell).
    ["'=1", "'=1"],
  ])('%j is written %j', (text, written) => {
    expect(neutraliseCell(text)).toBe(written);
  });

  it('reads a neutralised cell back as it was', () => {
    expect(restoreCell("'=cmd|' /C calc'!A0")).toBe("=cmd|' /C calc'!A0");
    expect(restoreCell("'-2+3")).toBe('-2+3');
    expect(restoreCell("'quoted")).toBe("'quoted");
    expect(restoreCell('plain')).toBe('plain');
  });

  it('keeps numbers, negative ones too, as numbers in rows and CSV fields', () => {
    expect(safeRow(['=1', -5, 0, null, true, 'x'])).toEqual(["'=1", -5, 0, null, true, 'x']);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvRow(['@x', -1.5, 'Atlas'])).toBe("'@x,-1.5,Atlas");
  });

  it('neutralises every text cell of a workbook, whichever sheet or column, and leaves numbers and formulas', () => {
    const workbook = new ExcelJS.Workbook();
    const one = workbook.addWorksheet('One');
    one.addRow(['=HYPERLINK("http://evil","x")', -3, 'plain']);
    const two = workbook.addWorksheet('Two');
    two.addRow([
      { richText: [{ text: '+SUM(1)' }, { text: ' more' }] },
      { text: '@link', hyperlink: 'https://x.test' },
    ]);
    two.addRow([{ formula: 'A1*2', result: 2 }]);
    neutraliseWorkbook(workbook);
    expect(one.getRow(1).values).toEqual([undefined, `'=HYPERLINK("http://evil","x")`, -3, 'plain']);
    expect(two.getCell('A1').value).toEqual({ richText: [{ text: "'+SUM(1)" }, { text: ' more' }] });
    expect(two.getCell('B1').value).toEqual({ text: "'@link", hyperlink: 'https://x.test' });
    expect(two.getCell('A2').value).toEqual({ formula: 'A1*2', result: 2 });
  });
});
