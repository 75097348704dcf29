import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { TEMPLATE_COLUMNS, type MetricDefinition } from '@esg/contracts';
import type { CurrentValueDoc } from '../src/domain/esg/response';
import { buildTemplate, type TemplateRow } from '../src/spreadsheets/response-template';
import { readTemplate } from '../src/spreadsheets/template-reader';

/**
 * The template workbook itself (no HTTP): which cells it writes and how they are protected, and
 * the streaming reader over a sheet long enough to arrive in many parsed batches.
 */
const metric = (code: string, extra: Partial<MetricDefinition> = {}): MetricDefinition => ({
  code,
  name: `Metric ${code}`,
  definition: '',
  type: 'number',
  unit: 'tCO2e',
  acceptedUnits: ['tCO2e', 'ktCO2e'],
  min: 0,
  max: null,
  allowedValues: null,
  maxLength: null,
  dataQualityScore: false,
  yearOnYearCheck: false,
  helpText: null,
  usedBy: [],
  frameworkRefs: [],
  crossChecks: [],
  source: 'test',
  ...extra,
});

const current = (code: string, value: number, comment: string | null): CurrentValueDoc => ({
  id: `1|2025|${code}`,
  companyId: 1,
  period: '2025',
  metricCode: code,
  responseId: 7,
  valueVersionId: `v-${code}`,
  version: 1,
  value,
  unit: 'tCO2e',
  rawValue: value,
  rawUnit: 'tCO2e',
  exchangeRate: null,
  status: 'provided',
  reason: null,
  quality: null,
  dataQualityScore: null,
  comment,
  evidence: [],
  source: { kind: 'entered', calculationId: null, calculationType: null, importId: null },
  authorId: 1,
  authorName: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  changeReason: null,
  warnings: [],
  warningsConfirmed: false,
  review: null,
});

const ABOUT = {
  responseId: 7,
  companyId: 1,
  companyName: 'Test Company',
  standardId: 1,
  standardName: 'Test standard',
  frameworkVersion: '1',
  period: '2025',
};

/** 3,000 rows: every 10th has a current value (and every 20th a comment), the rest are empty. */
const ROWS = 3000;
const rows: TemplateRow[] = Array.from({ length: ROWS }, (_, i) => {
  const code = `test.m${String(i).padStart(4, '0')}`;
  return {
    code,
    section: `Section ${Math.floor(i / 100)}`,
    label: `M${i} Metric ${i}`,
    metric: i === 2 ? metric(code, { type: 'boolean', unit: '', acceptedUnits: [] }) : metric(code),
    inputUnit: null,
    value: i % 10 === 0 ? current(code, i, i % 20 === 0 ? `note ${i}` : null) : undefined,
  };
});

const sheetXml = (data: Buffer) =>
  Buffer.from(unzipSync(new Uint8Array(data))['xl/worksheets/sheet1.xml']).toString('utf8');

describe('the response template workbook', () => {
  let template: Buffer;
  beforeAll(async () => {
    template = await buildTemplate(ABOUT, rows);
  });

  it('unlocks the input columns as whole columns and writes no element for an empty input cell', async () => {
    const xml = sheetXml(template);
    // Unit (D), Value (F), Status (G) and Comment (H) carry an unlocked column style.
    const styled = [...xml.matchAll(/<col min="(\d+)" max="\d+"[^>]* style="\d+"/g)].map((m) => Number(m[1]));
    expect(styled).toEqual([4, 6, 7, 8]);
    // Row 3 (i = 1) has no current value: its Value, Status and Comment cells are not written.
    const row3 = /<row r="3"[^>]*>(.*?)<\/row>/.exec(xml)![1];
    expect(row3).not.toMatch(/r="[EFGH]3"/);
    expect(row3).toMatch(/r="D3"/); // its unit is still a (filled) input cell
    // Row 2 (i = 0) has a value, a status and a comment.
    expect(/<row r="2"[^>]*>(.*?)<\/row>/.exec(xml)![1]).toMatch(/r="F2".*r="G2".*r="H2"/);
    // Cells written: 3 fixed + the unit per row (the yes/no metric has its allowed values instead), plus value and status on every 10th row and the comment on every 20th.
    expect((xml.match(/<c /g) ?? []).length).toBe(
      TEMPLATE_COLUMNS.length + ROWS * 4 + (ROWS / 10) * 2 + ROWS / 20,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Values')!;
    for (let column = 1; column <= 8; column++)
      expect(sheet.getRow(1).getCell(column).protection?.locked).not.toBe(false);
    const empty = sheet.getRow(3);
    expect(empty.getCell(1).protection?.locked).not.toBe(false);
    // A cell a spreadsheet creates in an input column takes the column's style: unlocked.
    for (const column of [4, 6, 7, 8])
      expect(empty.getCell(column).protection).toMatchObject({ locked: false });
    // The drop-downs are still there on cells that hold nothing yet.
    expect(empty.getCell(7).dataValidation).toMatchObject({ type: 'list', formulae: ['Lists!$A$1:$A$3'] });
    expect(empty.getCell(4).dataValidation).toMatchObject({ type: 'list' });
    expect(sheet.getRow(4).getCell(6).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['Lists!$B$1:$B$2'],
    });
  });

  it('reads every row of a long sheet, in order, as a row-by-row reading of the same file does', async () => {
    // Filled the way a user would: values, a status with its reason, comments, a unit.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Values')!;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      if (n % 3 === 0) row.getCell(6).value = n * 1.5;
      if (n % 7 === 0) {
        row.getCell(7).value = 'not_available';
        row.getCell(8).value = `reason ${n}`;
      }
      if (n % 11 === 0) row.getCell(4).value = 'ktCO2e';
    });
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    const read = await readTemplate(filled);

    const expected: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const text = (column: number) => {
        const value = row.getCell(column).value;
        return typeof value === 'string' ? value : '';
      };
      const value = row.getCell(6).value;
      expected.push({
        row: n,
        code: text(1),
        unit: text(4),
        value: value === undefined || value === null ? null : value,
        status: text(7),
        comment: text(8),
      });
    });
    expect(read.responseId).toBe(7);
    expect(read.rejected).toEqual([]);
    expect(read.rowsRead).toBe(ROWS);
    expect(read.rows).toEqual(expected);
  });
});
