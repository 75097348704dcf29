import {
  INSTRUMENT_LABELS,
  INSTRUMENTS,
  POSITION_IMPORT_COLUMNS,
  REQUIRED_POSITION_IMPORT_COLUMNS,
  type PositionImportColumn,
  type RecordPositionsRequest,
  type RejectedRow,
} from '@esg/contracts';
import type { PositionViolation } from './positions';

/*
 * A positions file (CSV, or an Excel workbook's first sheet) read into the request of PUT
 * funds/{id}/positions/{date} (docs/portfolio.md "Positions import"). Pure: the reader hands the rows
 * as text, the positions rules (positions.ts) judge the request, and every refusal names the file's
 * row. Nothing here decides what is allowed beyond reading the cells.
 */

/** A row of the file as text cells, numbered as the file numbers it (header = 1). */
export interface TableRow {
  row: number;
  cells: string[];
}

export interface PositionsTable {
  positions: RecordPositionsRequest['positions'];
  /** The file row of each position. */
  sourceRows: number[];
  /** The company of each position as written. */
  references: Array<string | null>;
  rejected: RejectedRow[];
  rowsRead: number;
}

const reject = (row: number, reference: string | null, rule: string, reason: string): RejectedRow => ({
  row,
  metricCode: null,
  reference,
  rule,
  reason,
});

/** "Value (EUR)" → value; "Outstanding amount" → outstanding. */
function columnOf(header: string): PositionImportColumn | null {
  const text = header
    .trim()
    .toLowerCase()
    .replace(/\(.*\)/g, '')
    .trim();
  if (text === 'outstanding amount') return 'outstanding';
  if (text === 'company id' || text === 'company name') return 'company';
  return (POSITION_IMPORT_COLUMNS as readonly string[]).includes(text)
    ? (text as PositionImportColumn)
    : null;
}

/**
 * An amount as people type it: 1250000, 1,250,000, 1 250 000 or 1250000.50 (a dot for decimals);
 * null when it is not one.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** An instrument by its code (listed_equity) or its label (Listed equity); as written otherwise. */
function instrumentOf(text: string): string {
  const wanted = text.trim().toLowerCase();
  const code = INSTRUMENTS.find(
    (i) => i === wanted || INSTRUMENT_LABELS[i].toLowerCase() === wanted || i.replace(/_/g, ' ') === wanted,
  );
  return code ?? text.trim();
}

/**
 * Reads the header and the rows. `companies` are those a row may name (the manager's portfolio
 * companies), by name (case and surrounding spaces ignored) or id; a name that is none of them is
 * refused here, an id is left to the positions rules (which say whose portfolio it is outside).
 */
export function readPositionsTable(
  rows: readonly TableRow[],
  companies: ReadonlyArray<{ id: number; name: string }>,
): PositionsTable {
  const result: PositionsTable = { positions: [], sourceRows: [], references: [], rejected: [], rowsRead: 0 };
  const [header, ...body] = rows;
  if (!header) {
    result.rejected.push(reject(1, null, 'file.empty', 'the file has no header row and no positions'));
    return result;
  }
  const columns = new Map<PositionImportColumn, number>();
  header.cells.forEach((cell, index) => {
    if (cell.trim() === '') return;
    const column = columnOf(cell);
    if (column === null)
      result.rejected.push(
        reject(
          header.row,
          null,
          'header.unknown-column',
          `column "${cell.trim()}" is not one of ${POSITION_IMPORT_COLUMNS.join(', ')}`,
        ),
      );
    else if (columns.has(column))
      result.rejected.push(
        reject(header.row, null, 'header.duplicate-column', `column "${column}" appears twice`),
      );
    else columns.set(column, index);
  });
  const missing = REQUIRED_POSITION_IMPORT_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length > 0) {
    result.rejected.push(
      reject(header.row, null, 'header.missing-column', `the header has no ${missing.join(', ')} column`),
    );
    return result;
  }
  const byName = new Map(companies.map((c) => [c.name.trim().toLowerCase(), c.id]));
  for (const line of body) {
    const cell = (column: PositionImportColumn) => {
      const index = columns.get(column);
      return index === undefined ? '' : (line.cells[index] ?? '').trim();
    };
    if (line.cells.every((c) => c.trim() === '')) continue;
    result.rowsRead += 1;
    const company = cell('company');
    const reference = company === '' ? null : company;
    const problems: RejectedRow[] = [];
    let companyId: number | null = null;
    if (company !== '') {
      if (/^\d+$/.test(company)) companyId = Number(company);
      else {
        companyId = byName.get(company.toLowerCase()) ?? null;
        if (companyId === null)
          problems.push(
            reject(
              line.row,
              reference,
              'company.unknown',
              `no portfolio company of yours is named "${company}"`,
            ),
          );
      }
    }
    const value = parseAmount(cell('value'));
    if (value === null)
      problems.push(
        reject(
          line.row,
          reference,
          'value.not-a-number',
          cell('value') === '' ? 'the value is empty' : `value "${cell('value')}" is not an amount in EUR`,
        ),
      );
    const outstandingText = cell('outstanding');
    const outstanding = outstandingText === '' ? null : parseAmount(outstandingText);
    if (outstandingText !== '' && outstanding === null)
      problems.push(
        reject(
          line.row,
          reference,
          'outstanding.not-a-number',
          `outstanding "${outstandingText}" is not an amount in EUR`,
        ),
      );
    if (cell('instrument') === '')
      problems.push(reject(line.row, reference, 'instrument.empty', 'the instrument is empty'));
    if (problems.length > 0) {
      result.rejected.push(...problems);
      continue;
    }
    result.positions.push({
      companyId,
      country: cell('country') === '' ? null : cell('country'),
      instrument: instrumentOf(cell('instrument')),
      value: value!,
      outstanding,
    });
    result.sourceRows.push(line.row);
    result.references.push(reference);
  }
  if (result.rowsRead === 0 && result.rejected.length === 0)
    result.rejected.push(
      reject(header.row, null, 'file.no-positions', 'the file has a header but no positions'),
    );
  return result;
}

/**
 * The positions rules' violations as refused rows of the file: a position's at its row (without the
 * rules' `positions[i]: ` prefix), the set's (date, all investments) at the header row.
 */
export function violationsAsRows(
  violations: readonly PositionViolation[],
  table: PositionsTable,
): RejectedRow[] {
  return violations.map((v) =>
    v.row === null
      ? reject(1, null, v.rule, v.message)
      : reject(
          table.sourceRows[v.row] ?? 1,
          table.references[v.row] ?? null,
          v.rule,
          v.message.replace(/^positions\[\d+\]: /, ''),
        ),
  );
}
