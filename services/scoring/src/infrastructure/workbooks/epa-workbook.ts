import type { Workbook, Worksheet } from 'exceljs';
import {
  factorId,
  factorName,
  libraryId,
  type EmissionFactor,
  type FactorScope,
  type GasParts,
  type GwpTable,
  type SheetSummary,
} from '../../domain/factors/emission-factor';
import { numberAt, rowTexts, textAt, workbookError } from './cells';
import type { ParsedWorkbook } from './parsed-workbook';

/*
 * US EPA "Emission Factors for Greenhouse Gas Inventories" (the Emission Factors Hub): one sheet of
 * numbered tables (`Table 1` in column B, its title in column C). Factors are per gas -- kg CO2,
 * g CH4, g N2O, or lb per MWh for electricity -- and become kg CO2e with the workbook's own GWP
 * table (Table 11; AR4 in the 2021 edition). Columns are found by their header text, so a moved
 * column is still read right and a missing one refuses the workbook, naming the table and row.
 */

export const EPA_TITLE = 'Emission Factors for Greenhouse Gas Inventories';
/** 1 lb = 0.45359237 kg exactly (international avoirdupois pound): a unit definition, not a factor. */
const KG_PER_LB = 0.45359237;
const MASS_IN_KG: Record<string, number> = { kg: 1, g: 0.001, lb: KG_PER_LB };

interface EpaTable {
  number: number;
  title: string;
  titleRow: number;
  /** First row after the table (the next table's title, or the end of the sheet). */
  endRow: number;
}

interface Ctx {
  sheet: Worksheet;
  library: string;
  year: number;
  version: string;
  gwp: GwpTable;
}

const gasOf = (text: string): 'co2' | 'ch4' | 'n2o' | null => {
  const match = /^(CO2|CH4|N2O) Factor/i.exec(text);
  return match ? (match[1].toLowerCase() as 'co2' | 'ch4' | 'n2o') : null;
};

/** `CO2 Factor (kg / unit)` -> { mass: 'kg', per: 'unit' }; `kg CO2 per mmBtu` -> { mass: 'kg', per: 'mmBtu' }. */
function massPer(text: string): { mass: string; per: string } | null {
  const slash = /\(\s*(kg|g|lb)\s*\/\s*([^)]+?)\s*\)/i.exec(text);
  if (slash) return { mass: slash[1].toLowerCase(), per: slash[2] };
  const per = /^(kg|g|lb)\s+(?:CO2|CH4|N2O)\s+per\s+(.+)$/i.exec(text);
  if (per) return { mass: per[1].toLowerCase(), per: per[2] };
  return null;
}

function scopeOfTable(table: EpaTable): FactorScope | null {
  if (/stationary combustion|mobile combustion|global warming potentials/i.test(table.title)) return '1';
  if (/^electricity$|steam and heat/i.test(table.title)) return '2';
  if (/^scope 3/i.test(table.title)) return '3';
  return null;
}

const endsTable = (text: string) => /^(source|notes?)\b/i.test(text);

function findTables(sheet: Worksheet): EpaTable[] {
  const tables: EpaTable[] = [];
  for (let row = 1; row <= sheet.rowCount; row++) {
    const label = /^Table (\d+)$/i.exec(textAt(sheet, row, 2));
    if (!label) continue;
    tables.push({ number: Number(label[1]), title: textAt(sheet, row, 3, true), titleRow: row, endRow: 0 });
  }
  tables.forEach((table, i) => (table.endRow = tables[i + 1]?.titleRow ?? sheet.rowCount + 1));
  return tables;
}

function headerRow(sheet: Worksheet, table: EpaTable, test: (texts: Map<number, string>) => boolean): number {
  for (let row = table.titleRow + 1; row < table.endRow; row++) {
    if (test(rowTexts(sheet, row, true))) return row;
  }
  throw workbookError(`Table ${table.number} (${table.title}) has no header row`, {
    sheet: sheet.name,
    row: table.titleRow,
  });
}

function partsFromGas(
  values: Partial<Record<'co2' | 'ch4' | 'n2o', number>>,
  kgPerMass: Partial<Record<'co2' | 'ch4' | 'n2o', number>>,
  gwp: GwpTable,
): GasParts {
  const part = (gas: 'co2' | 'ch4' | 'n2o', potential: number) =>
    values[gas] === undefined ? null : values[gas] * (kgPerMass[gas] ?? 1) * potential;
  return {
    co2: part('co2', gwp.values.CO2),
    ch4: part('ch4', gwp.values.CH4),
    n2o: part('n2o', gwp.values.N2O),
  };
}

const sumParts = (gases: GasParts) => (gases.co2 ?? 0) + (gases.ch4 ?? 0) + (gases.n2o ?? 0);

function makeFactor(
  ctx: Ctx,
  table: EpaTable,
  fields: {
    row: number;
    column: number;
    activity: string;
    labels: Record<string, string>;
    variant: string | null;
    unit: string;
    kgCO2e: number;
    gases: GasParts;
    published: Record<string, number>;
    note: string | null;
  },
): EmissionFactor {
  const category = `Table ${table.number} ${table.title}`;
  return {
    id: factorId(ctx.library, `t${table.number}`, fields.row, fields.column),
    libraryId: ctx.library,
    source: 'EPA',
    year: ctx.year,
    version: ctx.version,
    sheet: ctx.sheet.name,
    sheetVersion: ctx.version,
    scope: scopeOfTable(table) ?? '1',
    category,
    name: factorName(fields.activity, fields.labels, fields.variant),
    ...fields,
  };
}

/** Table 11: the GWPs every other table is converted with, and the assessment report they come from. */
function readGwp(
  sheet: Worksheet,
  table: EpaTable,
): { gwp: GwpTable; factors: Array<[string, number, number]> } {
  const header = headerRow(sheet, table, (t) => [...t.values()].includes('Gas'));
  const texts = rowTexts(sheet, header, true);
  const gasColumn = [...texts].find(([, t]) => t === 'Gas')?.[0];
  const gwpColumn = [...texts].find(([, t]) => /GWP/i.test(t))?.[0];
  if (gasColumn === undefined || gwpColumn === undefined)
    throw workbookError(`Table ${table.number} has no 'Gas' and GWP columns`, {
      sheet: sheet.name,
      row: header,
    });
  const values: Record<string, number> = {};
  const rows: Array<[string, number, number]> = [];
  let basis = '';
  for (let row = header + 1; row < table.endRow; row++) {
    const gas = textAt(sheet, row, gasColumn, true);
    if (endsTable(gas)) {
      const source = textAt(sheet, row, gasColumn);
      const report = /\b(Second|Third|Fourth|Fifth|Sixth) Assessment Report(?: \((AR\d)\))?/i.exec(source);
      const numbered = { second: 'AR2', third: 'AR3', fourth: 'AR4', fifth: 'AR5', sixth: 'AR6' } as const;
      if (report) basis = report[2] ?? numbered[report[1].toLowerCase() as keyof typeof numbered];
      break;
    }
    if (gas === '') continue;
    const value = numberAt(sheet, row, gwpColumn, `the GWP of ${gas}`);
    if (value === null) continue;
    values[gas] = value;
    rows.push([gas, value, row]);
  }
  for (const gas of ['CO2', 'CH4', 'N2O'])
    if (values[gas] === undefined)
      throw workbookError(`Table ${table.number} has no GWP for ${gas}`, { sheet: sheet.name, row: header });
  if (!basis)
    throw workbookError(`Table ${table.number} does not name the IPCC assessment report of its GWPs`, {
      sheet: sheet.name,
      row: header,
    });
  return { gwp: { basis, values }, factors: rows };
}

/** Table 1: per fuel, per unit of energy (HHV) and per physical unit, the unit given in sub-header rows. */
function readStationary(ctx: Ctx, table: EpaTable, out: EmissionFactor[]): void {
  const { sheet } = ctx;
  const header = headerRow(sheet, table, (t) => [...t.values()].includes('Fuel Type'));
  const texts = rowTexts(sheet, header, true);
  const labelColumn = [...texts].find(([, t]) => t === 'Fuel Type')![0];
  const heat = [...texts].find(([, t]) => /^Heat Content/i.test(t));
  const gasColumns = [...texts]
    .filter(([, t]) => gasOf(t) !== null)
    .map(([c, t]) => ({ column: c, gas: gasOf(t)! }));
  if (!heat || gasColumns.length !== 6)
    throw workbookError(
      `Table ${table.number} should have a heat content column and two sets of CO2, CH4 and N2O factors`,
      {
        sheet: sheet.name,
        row: header,
      },
    );
  const energyBasis = /\((HHV|LHV)\)/i.exec(heat[1])?.[1].toUpperCase() ?? null;
  const sets = [gasColumns.slice(0, 3), gasColumns.slice(3, 6)];
  let units: Array<{ per: string; mass: Record<string, string> }> | null = null;
  let group = '';
  for (let row = header + 1; row < table.endRow; row++) {
    const label = textAt(sheet, row, labelColumn, true);
    if (endsTable(label)) break;
    const cells = rowTexts(sheet, row, true);
    const unitRow = sets.map((set) => {
      const parsed = set.map(({ column, gas }) => ({ gas, unit: massPer(cells.get(column) ?? '') }));
      return parsed.every((p) => p.unit) ? parsed : null;
    });
    if (label === '' && unitRow.every((u) => u)) {
      units = unitRow.map((set) => ({
        per: set![0].unit!.per,
        mass: Object.fromEntries(set!.map((p) => [p.gas, p.unit!.mass])),
      }));
      continue;
    }
    if (label === '') continue;
    const values = sets.map(
      (set) =>
        Object.fromEntries(
          set
            .map(
              ({ column, gas }) =>
                [gas, numberAt(sheet, row, column, `the ${gas.toUpperCase()} factor`)] as const,
            )
            .filter(([, v]) => v !== null),
        ) as Partial<Record<'co2' | 'ch4' | 'n2o', number>>,
    );
    if (values.every((v) => Object.keys(v).length === 0)) {
      group = label;
      continue;
    }
    if (!units)
      throw workbookError(`Table ${table.number}: factors before the row naming their units`, {
        sheet: sheet.name,
        row,
      });
    const biomass = /biomass/i.test(group);
    values.forEach((gasValues, i) => {
      if (Object.keys(gasValues).length === 0) return;
      const unitSet = units![i];
      const kgPerMass = Object.fromEntries(
        Object.entries(unitSet.mass).map(([gas, mass]) => [gas, MASS_IN_KG[mass] ?? 1]),
      );
      const parts = partsFromGas(gasValues, kgPerMass, ctx.gwp);
      const published: Record<string, number> = {};
      for (const { gas } of sets[i]) {
        const value = gasValues[gas];
        if (value !== undefined)
          published[`${unitSet.mass[gas]} ${gas.toUpperCase()} per ${unitSet.per}`] = value;
      }
      // Biogenic CO2 of biomass is reported outside the scopes (GHG Protocol); scope 1 counts CH4 and N2O.
      const gases = biomass ? { ...parts, co2: null } : parts;
      const unit = i === 0 && energyBasis ? `${unitSet.per} (${energyBasis})` : unitSet.per;
      out.push(
        makeFactor(ctx, table, {
          row,
          column: sets[i][0].column,
          activity: group,
          labels: { 'Fuel Type': label },
          variant: null,
          unit,
          kgCO2e: sumParts(gases),
          gases,
          published,
          note: biomass
            ? `Biomass: the ${parts.co2 ?? 0} kg biogenic CO2 per ${unit} is reported outside the scopes; this factor counts CH4 and N2O`
            : null,
        }),
      );
    });
  }
}

/** Table 2: kg CO2 per unit of fuel for vehicles, with the unit in its own column. */
function readMobileCo2(ctx: Ctx, table: EpaTable, out: EmissionFactor[]): void {
  const { sheet } = ctx;
  const header = headerRow(sheet, table, (t) => [...t.values()].includes('Fuel Type'));
  const texts = rowTexts(sheet, header, true);
  const labelColumn = [...texts].find(([, t]) => t === 'Fuel Type')![0];
  const valueColumn = [...texts].find(([, t]) => /^kg CO2 per unit$/i.test(t))?.[0];
  const unitColumn = [...texts].find(([, t]) => /^units?$/i.test(t))?.[0];
  if (valueColumn === undefined || unitColumn === undefined)
    throw workbookError(`Table ${table.number} should have 'kg CO2 per unit' and 'Unit' columns`, {
      sheet: sheet.name,
      row: header,
    });
  for (let row = header + 1; row < table.endRow; row++) {
    const label = textAt(sheet, row, labelColumn, true);
    if (endsTable(label)) break;
    if (label === '') continue;
    const co2 = numberAt(sheet, row, valueColumn, 'kg CO2 per unit');
    if (co2 === null) continue;
    const unit = textAt(sheet, row, unitColumn);
    if (!unit) throw workbookError('a factor has no unit', { sheet: sheet.name, row, column: unitColumn });
    const gases = partsFromGas({ co2 }, {}, ctx.gwp);
    out.push(
      makeFactor(ctx, table, {
        row,
        column: valueColumn,
        activity: label,
        labels: {},
        variant: null,
        unit,
        kgCO2e: sumParts(gases),
        gases,
        published: { [`kg CO2 per ${unit}`]: co2 },
        note: 'CO2 only: the CH4 and N2O of vehicles depend on the distance driven (Tables 3-5)',
      }),
    );
  }
}

/**
 * Tables 3-8 and 10: label columns, then one or more sets of CO2/CH4/N2O factor columns (a set's
 * name in the row above, e.g. "Total Output Emission Factors"), the mass and unit in the header
 * (`(g / mile)`) or in the row below it (`(lb / MWh)`), or the unit in a `Units` column.
 */
function readPerGas(ctx: Ctx, table: EpaTable, out: EmissionFactor[]): void {
  const { sheet } = ctx;
  const header = headerRow(sheet, table, (t) => [...t.values()].some((text) => gasOf(text) !== null));
  const texts = rowTexts(sheet, header, true);
  const below = rowTexts(sheet, header + 1, true);
  const above = rowTexts(sheet, header - 1, true);
  const gasColumns = [...texts].filter(([, t]) => gasOf(t) !== null);
  const firstGas = gasColumns[0][0];
  const unitColumn = [...texts].find(([, t]) => /^units?$/i.test(t))?.[0];
  const sets: Array<{
    variant: string | null;
    columns: Array<{ column: number; gas: 'co2' | 'ch4' | 'n2o'; mass: string; per: string }>;
  }> = [];
  let unitRowUsed = false;
  for (const [column, text] of gasColumns) {
    const gas = gasOf(text)!;
    let unit = massPer(text);
    if (!unit && below.has(column)) {
      unit = massPer(below.get(column)!);
      unitRowUsed = unit !== null;
    }
    if (!unit)
      throw workbookError(`the ${gas.toUpperCase()} factor column does not say its unit`, {
        sheet: sheet.name,
        row: header,
        column,
      });
    const current = sets.at(-1);
    if (!current || current.columns.some((c) => c.gas === gas))
      sets.push({ variant: above.get(column) ?? null, columns: [] });
    sets.at(-1)!.columns.push({ column, gas, mass: unit.mass, per: unit.per });
  }
  const labelColumns: Array<{ column: number; header: string }> = [];
  for (let column = 3; column < firstGas; column++)
    labelColumns.push({ column, header: texts.get(column) ?? 'Activity' });
  const partial = !gasColumns.some(([, t]) => gasOf(t) === 'co2');
  const carried = new Map<number, string>();
  for (let row = header + (unitRowUsed ? 2 : 1); row < table.endRow; row++) {
    const first = textAt(sheet, row, labelColumns[0].column, true);
    if (endsTable(first)) break;
    if (rowTexts(sheet, row).size === 0) continue;
    for (const { column } of labelColumns) {
      const text = textAt(sheet, row, column, true);
      // "(Vans, Pickup Trucks, SUVs)" on the next line continues the label it follows.
      if (text === '' || text.startsWith('(')) continue;
      const next = textAt(sheet, row + 1, column, true);
      carried.set(column, next.startsWith('(') ? `${text} ${next}` : text);
      for (const { column: right } of labelColumns) if (right > column) carried.delete(right);
    }
    const [activityColumn, ...others] = labelColumns;
    const activity = carried.get(activityColumn.column) ?? '';
    const labels: Record<string, string> = {};
    for (const { column, header: name } of others) {
      const text = carried.get(column);
      if (text) labels[name] = text;
    }
    for (const set of sets) {
      const values: Partial<Record<'co2' | 'ch4' | 'n2o', number>> = {};
      const published: Record<string, number> = {};
      let per = set.columns[0].per;
      if (unitColumn !== undefined && /^unit$/i.test(per)) {
        per = textAt(sheet, row, unitColumn);
        if (!per) continue;
      }
      for (const { column, gas, mass } of set.columns) {
        const value = numberAt(sheet, row, column, `the ${gas.toUpperCase()} factor`);
        if (value === null) continue;
        values[gas] = value;
        published[`${mass} ${gas.toUpperCase()} per ${per}`] = value;
      }
      if (Object.keys(values).length === 0) continue;
      const kgPerMass = Object.fromEntries(set.columns.map((c) => [c.gas, MASS_IN_KG[c.mass] ?? 1]));
      const gases = partsFromGas(values, kgPerMass, ctx.gwp);
      out.push(
        makeFactor(ctx, table, {
          row,
          column: set.columns[0].column,
          activity,
          labels,
          variant: set.variant,
          unit: per,
          kgCO2e: sumParts(gases),
          gases,
          published,
          note: partial ? 'CH4 and N2O only: add the CO2 of the fuel burnt (Table 2)' : null,
        }),
      );
    }
  }
}

/** Table 9: metric tons CO2e per short ton of material, one column per end-of-life route. */
function readWaste(ctx: Ctx, table: EpaTable, out: EmissionFactor[]): void {
  const { sheet } = ctx;
  const header = headerRow(sheet, table, (t) => [...t.values()].includes('Material'));
  const texts = rowTexts(sheet, header, true);
  const materialColumn = [...texts].find(([, t]) => t === 'Material')![0];
  const unitText = [...rowTexts(sheet, header - 1, true).values()][0] ?? '';
  const unit = /^Metric Tons CO2e \/ Short Ton/i.test(unitText) ? 'short ton' : null;
  if (!unit)
    throw workbookError(`Table ${table.number} should give 'Metric Tons CO2e / Short Ton Material'`, {
      sheet: sheet.name,
      row: header - 1,
    });
  const routes = [...texts].filter(([column]) => column > materialColumn);
  for (let row = header + 1; row < table.endRow; row++) {
    const material = textAt(sheet, row, materialColumn, true);
    if (endsTable(material)) break;
    if (material === '') continue;
    for (const [column, route] of routes) {
      const tonnes = numberAt(sheet, row, column, `the ${route} factor`);
      if (tonnes === null) continue;
      out.push(
        makeFactor(ctx, table, {
          row,
          column,
          activity: material,
          labels: {},
          variant: route,
          unit,
          kgCO2e: tonnes * 1000,
          gases: { co2: null, ch4: null, n2o: null },
          published: { 'metric tons CO2e per short ton': tonnes },
          note: null,
        }),
      );
    }
  }
}

/** Tables 11 and 12: a kilogram of a gas or refrigerant blend released is its GWP in kg CO2e. */
function readGwpFactors(ctx: Ctx, table: EpaTable, out: EmissionFactor[]): void {
  const { sheet } = ctx;
  const header = headerRow(sheet, table, (t) => [...t.values()].some((text) => /GWP/i.test(text)));
  const texts = rowTexts(sheet, header, true);
  const nameColumn = [...texts][0][0];
  const nameHeader = [...texts][0][1];
  const gwpColumn = [...texts].find(([, t]) => /GWP/i.test(t))![0];
  const extra = [...texts].filter(([column]) => column > gwpColumn);
  for (let row = header + 1; row < table.endRow; row++) {
    const name = textAt(sheet, row, nameColumn, true);
    if (endsTable(name)) break;
    if (name === '') continue;
    const gwp = numberAt(sheet, row, gwpColumn, `the GWP of ${name}`);
    if (gwp === null) continue;
    const labels: Record<string, string> = {};
    for (const [column, label] of extra) {
      const text = textAt(sheet, row, column);
      if (text) labels[label] = text;
    }
    out.push(
      makeFactor(ctx, table, {
        row,
        column: gwpColumn,
        activity: name,
        labels,
        variant: null,
        unit: 'kg',
        kgCO2e: gwp,
        gases: { co2: null, ch4: null, n2o: null },
        published: { [`${ctx.gwp.basis} 100-year GWP (${nameHeader})`]: gwp },
        note: `kg CO2e per kg of ${name} released (${ctx.gwp.basis} 100-year GWP)`,
      }),
    );
  }
}

export function isEpaWorkbook(workbook: Workbook): boolean {
  return workbook.worksheets.some((sheet) => {
    for (let row = 1; row <= Math.min(5, sheet.rowCount); row++)
      if ([...rowTexts(sheet, row).values()].includes(EPA_TITLE)) return true;
    return false;
  });
}

/** Reads every factor of an EPA Emission Factors Hub workbook, converted to CO2e with its own GWPs. */
export function readEpaWorkbook(workbook: Workbook): ParsedWorkbook {
  const sheet = workbook.worksheets.find((s) =>
    [1, 2, 3, 4, 5].some((row) => [...rowTexts(s, row).values()].includes(EPA_TITLE)),
  );
  if (!sheet) throw workbookError(`no sheet is headed '${EPA_TITLE}'`);
  let modified: Date | null = null;
  for (let row = 1; row <= 6 && !modified; row++) {
    for (const text of rowTexts(sheet, row).values()) {
      const match = /^Last Modified:\s*(.+)$/i.exec(text);
      if (match) modified = new Date(`${match[1]} UTC`);
    }
  }
  if (!modified || Number.isNaN(modified.getTime()))
    throw workbookError(`no 'Last Modified:' date in the first rows`, { sheet: sheet.name });
  const version = modified.toISOString().slice(0, 10);
  const year = modified.getUTCFullYear();
  const library = libraryId('EPA', year, version);
  const tables = findTables(sheet);
  const gwpTable = tables.find((t) => /^Global Warming Potentials \(GWPs\)$/i.test(t.title));
  if (!gwpTable) throw workbookError(`no table of Global Warming Potentials`, { sheet: sheet.name });
  const { gwp } = readGwp(sheet, gwpTable);
  const ctx: Ctx = { sheet, library, year, version, gwp };

  const factors: EmissionFactor[] = [];
  const sheets: SheetSummary[] = [];
  for (const table of tables) {
    if (scopeOfTable(table) === null) continue;
    const before = factors.length;
    if (/stationary combustion/i.test(table.title)) readStationary(ctx, table, factors);
    else if (/^mobile combustion co2$/i.test(table.title)) readMobileCo2(ctx, table, factors);
    else if (/waste/i.test(table.title)) readWaste(ctx, table, factors);
    else if (/global warming potentials/i.test(table.title)) readGwpFactors(ctx, table, factors);
    else readPerGas(ctx, table, factors);
    sheets.push({ name: `Table ${table.number} ${table.title}`, factors: factors.length - before });
  }
  if (factors.length === 0) throw workbookError('the workbook holds no emission factors');
  return {
    source: 'EPA',
    year,
    version,
    title: `US EPA Emission Factors for Greenhouse Gas Inventories (Emission Factors Hub), last modified ${version}`,
    factors,
    sheets,
    gwp,
  };
}
