import type { Workbook, Worksheet } from 'exceljs';
import {
  factorId,
  factorName,
  libraryId,
  type EmissionFactor,
  type FactorScope,
  type SheetSummary,
} from '../../domain/factors/emission-factor';
import { cellText, numberAt, rowTexts, textAt, workbookError } from './cells';
import type { ParsedWorkbook } from './parsed-workbook';

/*
 * UK Government GHG Conversion Factors for Company Reporting (DESNZ), condensed set. Layout (see
 * libs/reference-data/files/sources/README.md): every factor sheet names its scope, version and year
 * in rows 5-6; each table starts with a header row whose first cell is `Activity`, followed by label
 * columns (`Fuel`, `Type`, `Country`, …), `Unit`, then one or more column groups that each start
 * with `kg CO2e` and may go on with the CO2, CH4 and N2O parts. A group's name (`Diesel`, `With RF`,
 * `Landfill`) is written in the row above the header. A blank label repeats the label above it. A
 * table ends at the first blank row.
 */

export const DESNZ_TITLE = 'UK Government GHG Conversion Factors for Company Reporting';

const GAS_COLUMN: Array<[RegExp, 'co2' | 'ch4' | 'n2o']> = [
  [/^kg CO2e of CO2 per unit$/i, 'co2'],
  [/^kg CO2e of CH4 per unit$/i, 'ch4'],
  [/^kg CO2e of N2O per unit$/i, 'n2o'],
];

interface ColumnGroup {
  kgColumn: number;
  variant: string | null;
  gases: Partial<Record<'co2' | 'ch4' | 'n2o', number>>;
}

interface Table {
  headerRow: number;
  unitColumn: number;
  labelColumns: Array<{ column: number; header: string }>;
  groups: ColumnGroup[];
}

/** `1.1` stays `1.1`; a whole number is written `1.0`, as the file names do (`…-v1.0.xlsx`). */
export function versionText(value: string): string {
  return /^\d+$/.test(value) ? `${value}.0` : value;
}

/** The value written after a label such as `Version:` in the first rows of a sheet. */
function labelled(sheet: Worksheet, label: string, rows = 10): { text: string; row: number } | null {
  for (let row = 1; row <= Math.min(rows, sheet.rowCount); row++) {
    const texts = rowTexts(sheet, row);
    for (const [column, text] of texts) {
      if (text.replace(/\s+/g, ' ').trim().toLowerCase() === label.toLowerCase()) {
        const value = textAt(sheet, row, column + 1);
        return { text: value, row };
      }
    }
  }
  return null;
}

function scopeOf(text: string, sheet: string, row: number): FactorScope {
  const match = /^scope\s*([123])$/i.exec(text);
  if (match) return match[1] as FactorScope;
  if (/^outside of scopes$/i.test(text)) return 'outside';
  throw workbookError(`the scope '${text}' is not Scope 1, 2, 3 or Outside of Scopes`, { sheet, row });
}

export function isDesnzWorkbook(workbook: Workbook): boolean {
  return workbook.worksheets.some((sheet) => textAt(sheet, 1, 1) === DESNZ_TITLE);
}

function readTable(sheet: Worksheet, headerRow: number): Table | null {
  const headers = rowTexts(sheet, headerRow);
  const unitColumn = [...headers].find(([, text]) => /^unit$/i.test(text))?.[0];
  const firstValue = [...headers].find(([, text]) => /^kg CO2e/i.test(text))?.[0];
  // Tables without kg CO2e columns (the SECR kWh sheets give energy per unit) hold no emission factors.
  if (firstValue === undefined) return null;
  if (unitColumn === undefined)
    throw workbookError(`the table header has no 'Unit' column`, { sheet: sheet.name, row: headerRow });
  const labelColumns = [...headers]
    .filter(([column]) => column < firstValue && column !== unitColumn)
    .map(([column, header]) => ({ column, header }));
  const variants = rowTexts(sheet, headerRow - 1);
  const groups: ColumnGroup[] = [];
  for (const [column, text] of [...headers].filter(([c]) => c >= firstValue)) {
    if (/^kg CO2e$/i.test(text)) {
      groups.push({ kgColumn: column, variant: variants.get(column) ?? null, gases: {} });
      continue;
    }
    const gas = GAS_COLUMN.find(([pattern]) => pattern.test(text))?.[1];
    // "Outside of Scopes" tables give only `kg CO2e of CO2 per unit`: that column is the factor.
    if (gas && groups.length === 0)
      groups.push({ kgColumn: column, variant: variants.get(column) ?? null, gases: {} });
    const group = groups.at(-1);
    if (!gas || !group)
      throw workbookError(`the column header '${text}' is not a kg CO2e column`, {
        sheet: sheet.name,
        row: headerRow,
        column,
      });
    group.gases[gas] = column;
  }
  return { headerRow, unitColumn, labelColumns, groups };
}

function isBlankRow(sheet: Worksheet, row: number): boolean {
  return rowTexts(sheet, row).size === 0;
}

interface SheetContext {
  sheet: Worksheet;
  library: string;
  year: number;
  version: string;
  sheetVersion: string;
  scope: FactorScope;
}

function readFactors(ctx: SheetContext, table: Table, out: EmissionFactor[]): void {
  const { sheet } = ctx;
  const carried = new Map<number, string>();
  for (let row = table.headerRow + 1; row <= sheet.rowCount; row++) {
    if (isBlankRow(sheet, row)) break;
    if (textAt(sheet, row, 1) === 'Activity') break;
    // Labels: a new label clears the ones to its right; a blank one repeats the label above.
    for (const { column } of table.labelColumns) {
      const text = textAt(sheet, row, column);
      if (text === '') continue;
      carried.set(column, text);
      for (const { column: right } of table.labelColumns) if (right > column) carried.delete(right);
    }
    const unit = textAt(sheet, row, table.unitColumn);
    const values = table.groups.map((group) => ({
      group,
      kg: numberAt(sheet, row, group.kgColumn, 'kg CO2e'),
    }));
    if (unit === '') {
      if (values.some((v) => v.kg !== null))
        throw workbookError('a factor has no unit', { sheet: sheet.name, row, column: table.unitColumn });
      continue;
    }
    const [activityColumn, ...otherColumns] = table.labelColumns;
    const activity = activityColumn ? (carried.get(activityColumn.column) ?? '') : '';
    const labels: Record<string, string> = {};
    for (const { column, header } of otherColumns) {
      const text = carried.get(column);
      if (text) labels[header] = text;
    }
    for (const { group, kg } of values) {
      if (kg === null) continue;
      const part = (gas: 'co2' | 'ch4' | 'n2o') =>
        group.gases[gas] === undefined
          ? null
          : numberAt(sheet, row, group.gases[gas], `kg CO2e of ${gas.toUpperCase()} per unit`);
      const gases = { co2: part('co2'), ch4: part('ch4'), n2o: part('n2o') };
      const published: Record<string, number> = { 'kg CO2e': kg };
      if (gases.co2 !== null) published['kg CO2e of CO2 per unit'] = gases.co2;
      if (gases.ch4 !== null) published['kg CO2e of CH4 per unit'] = gases.ch4;
      if (gases.n2o !== null) published['kg CO2e of N2O per unit'] = gases.n2o;
      out.push({
        id: factorId(ctx.library, sheet.name, row, group.kgColumn),
        libraryId: ctx.library,
        source: 'DESNZ',
        year: ctx.year,
        version: ctx.version,
        sheet: sheet.name,
        sheetVersion: ctx.sheetVersion,
        scope: ctx.scope,
        category: sheet.name,
        activity,
        labels,
        variant: group.variant,
        name: factorName(activity, labels, group.variant),
        unit,
        kgCO2e: kg,
        gases,
        published,
        row,
        column: group.kgColumn,
        note: null,
      });
    }
  }
}

/** Reads every factor of a DESNZ condensed-set workbook; refuses it, naming sheet and row, when it is damaged. */
export function readDesnzWorkbook(workbook: Workbook): ParsedWorkbook {
  const front = workbook.worksheets.find((sheet) => textAt(sheet, 1, 1) === DESNZ_TITLE);
  if (!front) throw workbookError(`no sheet starts with '${DESNZ_TITLE}'`);
  const yearCell = labelled(front, 'Year:');
  const versionCell = labelled(front, 'Version:');
  const set = labelled(front, 'Factor set:');
  if (!yearCell || !/^\d{4}$/.test(yearCell.text))
    throw workbookError(`no 'Year:' with a four-digit year`, { sheet: front.name, row: yearCell?.row });
  if (!versionCell || !/^\d+(\.\d+)*$/.test(versionCell.text))
    throw workbookError(`no 'Version:' with a version number`, { sheet: front.name, row: versionCell?.row });
  const year = Number(yearCell.text);
  const version = versionText(versionCell.text);
  const library = libraryId('DESNZ', year, version);
  const factors: EmissionFactor[] = [];
  const sheets: SheetSummary[] = [];

  for (const sheet of workbook.worksheets) {
    const scopeCell = labelled(sheet, 'Scope:');
    if (!scopeCell || scopeCell.text === '-' || scopeCell.text === '') continue;
    const scope = scopeOf(scopeCell.text, sheet.name, scopeCell.row);
    const sheetYear = labelled(sheet, 'Year:');
    if (!sheetYear || Number(sheetYear.text) !== year)
      throw workbookError(
        `the sheet's 'Year:' (${sheetYear?.text || 'none'}) is not the workbook's ${year}`,
        {
          sheet: sheet.name,
          row: sheetYear?.row ?? scopeCell.row,
        },
      );
    const sheetVersion = labelled(sheet, 'Version:');
    const ctx: SheetContext = {
      sheet,
      library,
      year,
      version,
      sheetVersion: sheetVersion ? versionText(sheetVersion.text) : version,
      scope,
    };
    const before = factors.length;
    for (let row = 1; row <= sheet.rowCount; row++) {
      if (cellText(sheet.getRow(row).getCell(1).value) !== 'Activity') continue;
      const table = readTable(sheet, row);
      if (table) readFactors(ctx, table, factors);
    }
    if (factors.length > before) sheets.push({ name: sheet.name, factors: factors.length - before });
  }
  if (factors.length === 0) throw workbookError('the workbook holds no emission factors');
  return {
    source: 'DESNZ',
    year,
    version,
    title: `UK Government GHG Conversion Factors for Company Reporting ${year}, ${set?.text || 'factor set'} v${version}`,
    factors,
    sheets,
    gwp: null,
  };
}
