/*
 * Cells of every CSV and spreadsheet the product writes, on the server and in the browser (issue 23,
 * finding 4): text a spreadsheet program would take for a formula (`=`, `+`, `-`, `@`, tab or carriage
 * return first: `=cmd|' /C calc'!A0`, `@SUM(…)`) is written with a leading apostrophe, which spreadsheet
 * programs show as text and never run (OWASP, "CSV Injection"). Numbers stay numbers: a number value is
 * written as a number, and text that is only a plain number (`-12.5`) is left as it is, since no program
 * reads it as a formula. The product's own importers take the apostrophe off again (`restoreCell`), so a
 * file it wrote reads back as it was.
 */

/** The characters that start a formula (or a DDE call) in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, optionally signed, with an exponent: a value, never a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Text as a cell may hold it: an apostrophe before text that would start a formula. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The text an importer reads back from a cell the product wrote: without the apostrophe it added. */
export function restoreCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export type SheetCell = string | number | boolean | Date | null | undefined;

/**
 * The number format of a figure shown with its unit and two decimals (`#,##0.00" tCO2e"`): the cell holds
 * the number, so it adds up, and reads as the PDF shows it (issue 26: never "4,629.30 tCO2e" as text).
 */
export function unitNumberFormat(unit: string): string {
  const literal = unit.replace(/["\\]/g, '').trim();
  return literal ? `#,##0.00" ${literal}"` : '#,##0.00';
}

/** A cell for a spreadsheet writer (exceljs, SheetJS): text neutralised, numbers, booleans and dates as they are. */
export function safeCell<T extends SheetCell>(value: T): T {
  return (typeof value === 'string' ? neutraliseCell(value) : value) as T;
}

/** A row of cells for a spreadsheet writer, each through `safeCell`. */
export const safeRow = <T extends SheetCell>(values: readonly T[]): T[] => values.map(safeCell);

/** A CSV field: the cell neutralised, then quoted as RFC 4180 says when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV record (no line end). */
export const csvRow = (values: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  values.map(csvCell).join(',');

/** What `neutraliseWorkbook` needs of an exceljs workbook (structural, so this module stays free of exceljs). */
export interface WritableWorkbook {
  eachSheet(visit: (sheet: WritableSheet) => void): void;
}
interface WritableSheet {
  eachRow(visit: (row: { eachCell(visit: (cell: { value: unknown }) => void): void }) => void): void;
}

/**
 * Every text cell of a workbook about to be written, neutralised in one pass (rich text by its first run,
 * a hyperlink by its text); numbers, dates, booleans and formulas the product wrote itself stay as they
 * are. Called by every server writer just before `writeBuffer`, so a sheet or column added later is covered.
 */
export function neutraliseWorkbook(workbook: WritableWorkbook): void {
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'string') {
          const safe = neutraliseCell(value);
          if (safe !== value) cell.value = safe;
        } else if (value !== null && typeof value === 'object') {
          const rich = (value as { richText?: Array<{ text: string }> }).richText;
          if (Array.isArray(rich) && rich[0] && typeof rich[0].text === 'string') {
            const [first, ...rest] = rich;
            const safe = neutraliseCell(first.text);
            if (safe !== first.text) cell.value = { ...value, richText: [{ ...first, text: safe }, ...rest] };
          }
          const link = value as { text?: unknown; hyperlink?: unknown };
          if (typeof link.hyperlink === 'string' && typeof link.text === 'string')
            cell.value = { ...link, text: neutraliseCell(link.text) };
        }
      }),
    ),
  );
}
