import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { readPositionsFile } from '../src/spreadsheets/positions-reader';
import { inStreamingOrder } from '../src/spreadsheets/streaming-order';
import { readTemplate } from '../src/spreadsheets/template-reader';

/**
 * Uploaded workbooks are put in the order exceljs's streaming reader needs before it reads them. exceljs
 * writes worksheets before the shared strings; read that way, the reader parked each sheet in a
 * temporary file, and a few reads in a hundred either lost the workbook part (TypeError "reading
 * 'sheets'") or had the temporary file removed before it was opened (an uncaught ENOENT that fails the
 * whole process: a CI run lost a suite to it).
 */
const names = (data: Buffer) => {
  const out: string[] = [];
  unzipSync(data, { filter: (file) => (out.push(file.name), false) });
  return out.filter((name) => !name.endsWith('/'));
};

async function exceljsTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const values = workbook.addWorksheet('Values');
  values.addRow(['Metric code', 'Metric', 'Section', 'Unit', 'Required', 'Value', 'Status', 'Comment']);
  for (let i = 1; i <= 40; i++)
    values.addRow([`M${i}`, `Metric ${i}`, 'Env', 'tCO2e', 'yes', i * 1.5, '', `c${i}`]);
  workbook.addWorksheet('About').addRow(['Response', 42]);
  workbook.addWorksheet('Lists').addRow(['Estimated', 'Reported', 'Not applicable']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('uploaded workbooks in streaming order', () => {
  it('moves the workbook, its relationships and the shared strings before the worksheets', async () => {
    const data = await exceljsTemplate();
    const original = names(data);
    expect(original.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(
      original.indexOf('xl/sharedStrings.xml'),
    );

    const ordered = names(inStreamingOrder(data));
    expect(ordered.slice(0, 3)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(ordered.slice(-3)).toEqual([
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet3.xml',
    ]);
    expect([...ordered].sort()).toEqual([...original].sort());
    // Every part keeps its bytes.
    const before = unzipSync(data);
    const after = unzipSync(inStreamingOrder(data));
    for (const name of original)
      expect(Buffer.from(after[name]).equals(Buffer.from(before[name]))).toBe(true);
  });

  it('returns a workbook already in that order unchanged', async () => {
    const once = inStreamingOrder(await exceljsTemplate());
    expect(inStreamingOrder(once)).toBe(once);
  });

  it('gives a workbook without shared strings an empty table, so no sheet waits for one', () => {
    const parts = unzipSync(
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'xl/worksheets/sheet1.xml': strToU8('<worksheet/>'),
        'xl/_rels/workbook.xml.rels': strToU8('<Relationships/>'),
        'xl/workbook.xml': strToU8('<workbook/>'),
      }),
    );
    const ordered = inStreamingOrder(Buffer.from(zipSync(parts)));
    expect(names(ordered)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      '[Content_Types].xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(Buffer.from(unzipSync(ordered)['xl/sharedStrings.xml']).toString()).toContain('uniqueCount="0"');
  });

  it('reads an exceljs-written template the same way two hundred times, skipping its list sheet', async () => {
    const data = await exceljsTemplate();
    const uncaught: unknown[] = [];
    const listen = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listen);
    try {
      const first = await readTemplate(data);
      expect(first.responseId).toBe(42);
      expect(first.rowsRead).toBe(40);
      expect(first.rows[39]).toMatchObject({ row: 41, code: 'M40', value: 60, comment: 'c40' });
      for (let i = 0; i < 200; i++) expect(await readTemplate(data)).toEqual(first);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('uncaughtException', listen);
    }
    expect(uncaught).toEqual([]);
  });

  it('reads an exceljs-written positions file from its first sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Positions');
    sheet.addRow(['Company', 'Amount']);
    sheet.addRow(['Northwind', 1250000.5]);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    for (let i = 0; i < 50; i++)
      expect(
        await readPositionsFile({ kind: 'xlsx', data } as Parameters<typeof readPositionsFile>[0]),
      ).toEqual([
        { row: 1, cells: ['Company', 'Amount'] },
        { row: 2, cells: ['Northwind', '1250000.5'] },
      ]);
  });
});
