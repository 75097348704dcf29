import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { restoreCell, TEMPLATE_COLUMNS, type RejectedRow } from '@esg/contracts';
import { cellText, plainCell, type PlainCell } from './cell-values';
import { ABOUT_SHEET, VALUES_SHEET } from './response-template';
import { inStreamingOrder } from './streaming-order';

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

/** The rows of one worksheet, read in the batches exceljs parses (one per chunk of the XML). */
async function* rowsOf(sheet: ExcelJS.stream.xlsx.WorksheetReader): AsyncGenerator<ExcelJS.Row[]> {
  // `parse()` answers the events of each parsed chunk together: iterating the sheet row by row
  // instead costs one await per row, which the request context's promise hooks make dearer.
  const batches = { [Symbol.asyncIterator]: () => sheet.parse() };
  for await (const events of batches as AsyncIterable<Array<{ eventType: string; value: unknown }>>) {
    const rows: ExcelJS.Row[] = [];
    for (const event of events) if (event.eventType === 'row') rows.push(event.value as ExcelJS.Row);
    if (rows.length) yield rows;
  }
}

/** A cell's value without creating the cell (`getCell` adds an empty one to the row when it is missing). */
const at = (row: ExcelJS.Row, column: number) => row.findCell(column)?.value;

/**
 * Reads a filled template with exceljs's streaming reader (ADR 0014). Formulas are never
 * evaluated: a formula cell gives its cached result, or nothing.
 */
export async function readTemplate(data: Buffer): Promise<ReadTemplate> {
  const result: ReadTemplate = { responseId: null, rows: [], rejected: [], rowsRead: 0 };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inStreamingOrder(data)), {
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
      for await (const rows of rowsOf(sheet))
        for (const row of rows)
          if (cellText(at(row, 1)) === 'Response') {
            const id = plainCell(at(row, 2));
            result.responseId = typeof id === 'number' ? id : Number(id);
          }
      continue;
    }
    // Other sheets (the drop-down lists) are not parsed: the reader skips their XML.
    if (name !== VALUES_SHEET) continue;
    sawValues = true;
    for await (const rows of rowsOf(sheet))
      for (const row of rows) {
        const number = row.number;
        if (number === 1) {
          const header = TEMPLATE_COLUMNS.map((_, i) => cellText(at(row, i + 1)));
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
        const code = cellText(at(row, 1));
        const raw = plainCell(at(row, 6));
        const value = typeof raw === 'string' ? restoreCell(raw.trim()) : raw;
        const input: TemplateInput = {
          row: number,
          code,
          unit: cellText(at(row, 4)),
          value: value === '' ? null : value,
          status: cellText(at(row, 7)),
          comment: restoreCell(cellText(at(row, 8))),
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
