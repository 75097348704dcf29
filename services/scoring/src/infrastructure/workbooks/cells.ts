import type { Cell, CellValue, Worksheet } from 'exceljs';
import { scoringError } from '../../domain/scoring.errors';

/** A workbook the importer cannot read as its publisher lays it out; the message names sheet, row and column. */
export function workbookError(message: string, where?: { sheet: string; row?: number; column?: number }) {
  const place = where
    ? `Sheet '${where.sheet}'${where.row ? `, row ${where.row}` : ''}${where.column ? `, column ${columnLetter(where.column)}` : ''}: `
    : '';
  return scoringError('EMISSION_FACTORS.UNPROCESSABLE', `${place}${message}`, { ...where });
}

export function columnLetter(column: number): string {
  let n = column;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * The cell's own value. A merged range repeats its value down a column in exceljs; across columns
 * only the first cell of the range holds it (a label spanning two columns is one label, not two).
 */
export function ownValue(cell: Cell): CellValue {
  if (cell.isMerged && cell.master.address !== cell.address && cell.master.col !== cell.col) return null;
  return cell.value;
}

/**
 * The cell as text: rich text joined, formulas by their cached result, whitespace collapsed.
 * `withoutFootnotes` drops superscript runs (the EPA Hub marks footnotes as a superscript letter).
 */
export function cellText(value: CellValue, withoutFootnotes = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) {
    const runs = withoutFootnotes
      ? value.richText.filter((part) => part.font?.vertAlign !== 'superscript')
      : value.richText;
    return cellText(runs.map((part) => part.text).join(''));
  }
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if ('error' in value) return String(value.error);
  if ('text' in value) return cellText(value.text);
  return '';
}

/** Marks a publisher uses for "no figure here": these cells are skipped, not refused. */
const NOT_PUBLISHED = /^(|na|n\/a|-|–|—|n\.a\.)$/i;
const NUMBER_TEXT = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
/** Bounds such as ">7,500" are statements, not factors. */
const BOUND = /^[<>≤≥]\s*[\d,.]+$/;

/**
 * A number cell. Returns null for a blank or a "not published" mark; anything else that is not a
 * finite number (text, an Excel error, a formula without a cached result) refuses the workbook.
 */
export function numberAt(sheet: Worksheet, row: number, column: number, label: string): number | null {
  const cell = sheet.getRow(row).getCell(column);
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw workbookError(`${label} is not a finite number`, { sheet: sheet.name, row, column });
  }
  if (
    typeof value === 'object' &&
    !(value instanceof Date) &&
    ('formula' in value || 'sharedFormula' in value)
  ) {
    const result = value.result;
    if (typeof result === 'number' && Number.isFinite(result)) return result;
    throw workbookError(`${label} is a formula without a numeric result (${cellText(result) || 'none'})`, {
      sheet: sheet.name,
      row,
      column,
    });
  }
  const text = cellText(value);
  if (NOT_PUBLISHED.test(text) || BOUND.test(text)) return null;
  // Some publishers type a number as text ('0'); it is still the published figure.
  if (NUMBER_TEXT.test(text)) return Number(text);
  throw workbookError(`${label} should be a number but is '${text.slice(0, 40)}'`, {
    sheet: sheet.name,
    row,
    column,
  });
}

export function textAt(sheet: Worksheet, row: number, column: number, withoutFootnotes = false): string {
  return cellText(ownValue(sheet.getRow(row).getCell(column)), withoutFootnotes);
}

/** The texts of a row by column (1-based), blanks left out. */
export function rowTexts(sheet: Worksheet, row: number, withoutFootnotes = false): Map<number, string> {
  const texts = new Map<number, string>();
  sheet.getRow(row).eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(ownValue(cell), withoutFootnotes);
    if (text !== '') texts.set(column, text);
  });
  return texts;
}
