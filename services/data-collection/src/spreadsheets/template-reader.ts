import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { TEMPLATE_COLUMNS, type RejectedRow } from '@esg/contracts';
import { cellText, plainCell, type PlainCell } from './cell-values';
import { ABOUT_SHEET, VALUES_SHEET } from './response-template';

/** One filled row of the template, as read (not yet validated against the dictionary). */
export interface TemplateInput {
  row: number;
  code: string;
  unit: string;
  value: PlainCell;
  status: string;
  comment: string;
}

export interface ReadTemplate {
  responseId: number | null;
  rows: TemplateInput[];
  rejected: RejectedRow[];
  rowsRead: number;
}

/** Undo the apostrophe the template puts before text that looks like a formula. */
const restore = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Reads a filled template with exceljs's streaming reader (ADR 0014). Formulas are never
 * evaluated: a formula cell gives its cached result, or nothing.
 */
export async function readTemplate(data: Buffer): Promise<ReadTemplate> {
  const result: ReadTemplate = { responseId: null, rows: [], rejected: [], rowsRead: 0 };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sawValues = false;
  for await (const sheet of reader) {
    const name = (sheet as unknown as { name: string }).name;
    if (name === ABOUT_SHEET) {
      for await (const row of sheet)
        if (cellText(row.getCell(1).value) === 'Response') {
          const id = plainCell(row.getCell(2).value);
          result.responseId = typeof id === 'number' ? id : Number(id);
        }
      continue;
    }
    if (name !== VALUES_SHEET) {
      for await (const _row of sheet) {
        // other sheets (the drop-down lists) are read past
      }
      continue;
    }
    sawValues = true;
    for await (const row of sheet) {
      const number = row.number;
      if (number === 1) {
        const header = TEMPLATE_COLUMNS.map((_, i) => cellText(row.getCell(i + 1).value));
        if (header.join('|') !== TEMPLATE_COLUMNS.join('|'))
          result.rejected.push({
            row: 1,
            metricCode: null,
            reference: null,
            rule: 'template.header',
            reason: `the header must be ${TEMPLATE_COLUMNS.join(', ')}`,
          });
        continue;
      }
      const code = cellText(row.getCell(1).value);
      const raw = plainCell(row.getCell(6).value);
      const value = typeof raw === 'string' ? restore(raw.trim()) : raw;
      const input: TemplateInput = {
        row: number,
        code,
        unit: cellText(row.getCell(4).value),
        value: value === '' ? null : value,
        status: cellText(row.getCell(7).value),
        comment: restore(cellText(row.getCell(8).value)),
      };
      if (!code && input.value === null && !input.status && !input.comment) continue;
      result.rowsRead++;
      result.rows.push(input);
    }
  }
  if (!sawValues)
    result.rejected.push({
      row: 1,
      metricCode: null,
      reference: null,
      rule: 'template.sheet',
      reason: `the workbook has no sheet "${VALUES_SHEET}"`,
    });
  return result;
}
