/**
 * The PAI part of the FinDatEx European ESG Template (EET V1.1.2), fields 30000–33440: each indicator is a
 * quartet Value / Considered_In_The_Investment_Strategy / Coverage / Eligible_Assets. The field list is read
 * from the official workbook (infrastructure/eet-fields.ts); which PAI figure fills which Value field is declared
 * in the registry of calculation inputs (libs/contracts calculation-inputs/eet.ts); this module fills the fields
 * and converts: ratios as fractions (0.5 = 50%), as the EET codification says.
 */
import { EET_VALUE_FIELDS } from '@esg/contracts';
import type { PaiIndicatorResult } from './model';

export { EET_VALUE_FIELDS };

export interface EetField {
  /** The workbook's NUM column (its running number, e.g. 105). */
  num: number;
  /** The field's code, the number that opens its DATA NAME (e.g. 30020). */
  code: number;
  /** DATA NAME, e.g. 30020_GHG_Emissions_Scope_1_Value. */
  dataName: string;
  definition: string;
  codification: string;
}

export interface EetRow {
  num: number;
  code: number;
  dataName: string;
  value: string | number | null;
}

export const EET_PAI_FIRST = 30000;
export const EET_PAI_LAST = 33440;

export type EetRole = 'frequency' | 'reference-date' | 'value' | 'considered' | 'coverage' | 'eligible';

/** What a field of the PAI range holds, from its code and name; null for a field this mapping does not know. */
export function eetFieldRole(field: Pick<EetField, 'code' | 'dataName'>): EetRole | null {
  if (field.code === 30000) return 'frequency';
  if (field.code === 30010) return 'reference-date';
  if (field.code in EET_VALUE_FIELDS) return 'value';
  const name = field.dataName;
  if (/_Considered_In_The_Investment_Strategy$/.test(name)) return 'considered';
  if (/_Coverage$/.test(name)) return 'coverage';
  if (/_Eligible_Assets$/.test(name) || /_Assets$/.test(name)) return 'eligible';
  return null;
}

export interface EetOptions {
  /** 30010_PAI_Reference_Date, YYYY-MM-DD (the last quarter end of the reference period). */
  referenceDate: string;
  /** 30000_PAI_Snapshot_Frequency: A (yearly average of quarter ends), Q or M. */
  frequency: 'A' | 'Q' | 'M';
  /** Indicators the fund considers in its investment strategy (Y); others N. Absent: left empty. */
  considered?: ReadonlySet<string>;
}

const FRACTION = /0\.5\s*=\s*50%/;

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

function valueFor(field: EetField, result: PaiIndicatorResult): number | null {
  if (result.value === null) return null;
  if (FRACTION.test(field.codification)) {
    if (result.unit !== '%')
      throw new Error(`EET ${field.dataName} is a fraction but ${result.id} is in ${result.unit}`);
    return result.value / 100;
  }
  if (/^\s*Integer/i.test(field.codification)) return Math.round(result.value);
  return result.value;
}

/**
 * The EET rows 30000–33440 for one set of PAI results, in the workbook's order. Fields whose figure was not
 * computed (an optional indicator not selected, an asset class not held) are left empty (null).
 * Coverage and Eligible are shares of all investments (the EET's "notional / AUM"), averaged over the
 * quarter ends like the values.
 */
export function eetPaiRows(
  fields: readonly EetField[],
  results: readonly PaiIndicatorResult[],
  options: EetOptions,
): EetRow[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  let current: PaiIndicatorResult | undefined;
  let currentId: string | undefined;
  const rows: EetRow[] = [];
  for (const field of fields) {
    if (field.code < EET_PAI_FIRST || field.code > EET_PAI_LAST) continue;
    const role = eetFieldRole(field);
    let value: string | number | null = null;
    switch (role) {
      case 'frequency':
        value = options.frequency;
        break;
      case 'reference-date':
        value = options.referenceDate;
        break;
      case 'value':
        currentId = EET_VALUE_FIELDS[field.code];
        current = currentId === undefined ? undefined : byId.get(currentId);
        value = current ? valueFor(field, current) : null;
        break;
      case 'considered':
        value =
          current && currentId && options.considered ? (options.considered.has(currentId) ? 'Y' : 'N') : null;
        break;
      case 'coverage':
        value = current ? mean(current.quarters.map((q) => q.coveredValue / q.allInvestments)) : null;
        break;
      case 'eligible':
        value = current ? current.eligibleShare : null;
        break;
      case null:
        value = null;
        break;
    }
    rows.push({ num: field.num, code: field.code, dataName: field.dataName, value });
  }
  return rows;
}
