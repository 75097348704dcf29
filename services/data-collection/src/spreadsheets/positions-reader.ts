import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { restoreCell } from '@esg/contracts';
import type { TableRow } from '../domain/positions-import';
import type { InspectedUpload } from '../uploads/inspect-upload';
import { cellText } from './cell-values';
import { parseCsv } from '@esg/platform';
import { inStreamingOrder } from './streaming-order';

/** At most this many rows are read from a positions file (a fund's positions, with room to spare). */
export const POSITIONS_FILE_MAX_ROWS = 5001;

/**
 * The rows of a vetted positions upload as text cells: a CSV's records, or the first worksheet of a
 * workbook read with exceljs's streaming reader (formulas give their cached result, never evaluated;
 * ADR 0014). Numbers keep their digits ("1250000.5"), dates read as YYYY-MM-DD. A text cell the product
 * wrote with an apostrophe before a formula character (the example file) reads back without it.
 */
export async function readPositionsFile(upload: InspectedUpload): Promise<TableRow[]> {
  if (upload.kind === 'csv') {
    return parseCsv(upload.text)
      .slice(0, POSITIONS_FILE_MAX_ROWS)
      .map((record) => ({ row: record.line, cells: record.fields.map(restoreCell) }));
  }
  const rows: TableRow[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inStreamingOrder(upload.data)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let first = true;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (!first || rows.length >= POSITIONS_FILE_MAX_ROWS) continue;
      const cells: string[] = [];
      for (let column = 1; column <= Math.max(row.cellCount, 1); column++)
        cells.push(restoreCell(cellText(row.getCell(column).value)));
      rows.push({ row: row.number, cells });
    }
    first = false;
  }
  return rows;
}
