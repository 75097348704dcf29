import ExcelJS from 'exceljs';

/**
 * EFRAG's VSME Digital Template read by defined name (issue 25, ADR 0141). exceljs parses the whole
 * workbook in memory (the template's sheets come before its shared strings, which exceljs's
 * streaming reader would spill to temporary files); the parts of a sheet no value lives in (data
 * validation, conditional formats, drawings, page set-up …) are not parsed. Formulas are never
 * evaluated: a formula cell gives its cached result, and an Excel error (#VALUE!, #N/A …) is
 * reported as one, never taken as a value. A merged area reads once, from its top-left cell.
 */

const NOT_PARSED = [
  'dataValidations',
  'conditionalFormatting',
  'extLst',
  'hyperlinks',
  'drawing',
  'legacyDrawing',
  'picture',
  'headerFooter',
  'pageSetup',
  'pageMargins',
  'printOptions',
  'rowBreaks',
  'sheetProtection',
  'autoFilter',
  'tableParts',
  'cols',
  'sheetViews',
  'sheetPr',
  'sheetFormatPr',
];

/** What the load options of exceljs are for the template (the benchmark's baseline reads with the same). */
export const VSME_LOAD_OPTIONS = { ignoreNodes: NOT_PARSED };

const EXCEL_ERRORS = new Set([
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#ERROR!',
  '#SPILL!',
  '#CALC!',
  '#GETTING_DATA',
]);

export type CellContent = string | number | boolean | Date | null;

export interface CellRead {
  sheet: string;
  address: string;
  row: number;
  col: number;
  value: CellContent;
  /** The Excel error the cell (or its formula's cached result) holds, e.g. `#VALUE!`. */
  error: string | null;
  numFmt: string;
}

export interface NamedRange {
  name: string;
  sheet: string;
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const RANGE = /^(?:'((?:[^']|'')+)'|([^!']+))!\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/;

function columnNumber(letters: string): number {
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}

export function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** `'General Information'!$D$406:$D$505` as sheet and bounds; null for anything else (a formula, #REF!). */
export function parseRange(name: string, text: string): NamedRange | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  const [, quoted, plain, c1, r1, c2, r2] = match;
  const left = columnNumber(c1);
  const top = Number(r1);
  const right = c2 ? columnNumber(c2) : left;
  const bottom = r2 ? Number(r2) : top;
  return {
    name,
    sheet: quoted ? quoted.replace(/''/g, "'") : plain,
    top: Math.min(top, bottom),
    left: Math.min(left, right),
    bottom: Math.max(top, bottom),
    right: Math.max(left, right),
  };
}

export const contains = (outer: NamedRange, inner: NamedRange) =>
  outer.sheet === inner.sheet &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom &&
  inner.left >= outer.left &&
  inner.right <= outer.right;

export class VsmeWorkbook {
  private readonly ranges = new Map<string, NamedRange[]>();

  private constructor(private readonly workbook: ExcelJS.Workbook) {
    for (const defined of workbook.definedNames.model as Array<{ name: string; ranges: string[] }>) {
      const parsed = defined.ranges
        .map((r) => parseRange(defined.name, r))
        .filter((r): r is NamedRange => r !== null);
      if (parsed.length) this.ranges.set(defined.name, parsed);
    }
  }

  static async load(data: Buffer): Promise<VsmeWorkbook> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer, VSME_LOAD_OPTIONS);
    return new VsmeWorkbook(workbook);
  }

  names(): string[] {
    return [...this.ranges.keys()];
  }

  range(name: string): NamedRange | null {
    return this.ranges.get(name)?.[0] ?? null;
  }

  cell(sheet: string, row: number, col: number): CellRead {
    const worksheet = this.workbook.getWorksheet(sheet);
    const address = `${columnLetters(col)}${row}`;
    if (!worksheet) return { sheet, address, row, col, value: null, error: null, numFmt: '' };
    const found = worksheet.findCell(row, col);
    const cell = found?.isMerged ? found.master : found;
    if (!cell) return { sheet, address, row, col, value: null, error: null, numFmt: '' };
    // A formula's cached result is read from the cell: its `value` copy drops a result of 0 or false.
    const read = cell.type === ExcelJS.ValueType.Formula ? resultOf(cell.result) : content(cell.value);
    return {
      sheet,
      address: cell.address,
      row: Number(cell.row),
      col: Number(cell.col),
      ...read,
      numFmt: cell.numFmt ?? '',
    };
  }

  /** The cells of a range, row by row, each merged area once (from its top-left cell). */
  cells(range: NamedRange): CellRead[] {
    const seen = new Set<string>();
    const out: CellRead[] = [];
    for (let row = range.top; row <= range.bottom; row++)
      for (let col = range.left; col <= range.right; col++) {
        const cell = this.cell(range.sheet, row, col);
        if (seen.has(cell.address)) continue;
        seen.add(cell.address);
        out.push(cell);
      }
    return out;
  }

  /** The cells of one sheet row within a range's columns (a table row's cells of one column). */
  rowCells(range: NamedRange, row: number): CellRead[] {
    return this.cells({ ...range, top: row, bottom: row });
  }

  /** The first cell of a named range ('' name → null). */
  first(name: string): CellRead | null {
    const range = this.range(name);
    return range ? this.cell(range.sheet, range.top, range.left) : null;
  }
}

function resultOf(result: unknown): { value: CellContent; error: string | null } {
  if (result === undefined || result === null) return { value: null, error: null };
  if (typeof result === 'object' && !(result instanceof Date))
    return 'error' in result ? { value: null, error: String(result.error) } : { value: null, error: null };
  return content(result as ExcelJS.CellValue);
}

function content(value: ExcelJS.CellValue | undefined): { value: CellContent; error: string | null } {
  if (value === null || value === undefined) return { value: null, error: null };
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return EXCEL_ERRORS.has(trimmed) ? { value: null, error: trimmed } : { value, error: null };
  }
  // A date Excel cannot hold (a text result in a date-formatted cell) reads as none.
  if (value instanceof Date) return { value: Number.isNaN(value.getTime()) ? null : value, error: null };
  if (typeof value === 'number' || typeof value === 'boolean') return { value, error: null };
  if (typeof value !== 'object') return { value: null, error: null };
  if ('error' in value && typeof value.error === 'string') return { value: null, error: value.error };
  if ('richText' in value && Array.isArray(value.richText))
    return { value: value.richText.map((t) => t.text).join(''), error: null };
  if ('formula' in value || 'sharedFormula' in value) return resultOf((value as { result?: unknown }).result);
  if ('text' in value) {
    const text = (value as { text: unknown }).text;
    if (typeof text === 'string') return { value: text, error: null };
    if (text && typeof text === 'object' && 'richText' in text)
      return {
        value: (text as { richText: Array<{ text: string }> }).richText.map((t) => t.text).join(''),
        error: null,
      };
  }
  return { value: null, error: null };
}
