/**
 * The PAI part of the FinDatEx European ESG Template (EET V1.1.2), fields 30000–33440: each indicator is a
 * quartet Value / Considered_In_The_Investment_Strategy / Coverage / Eligible_Assets. The field list is read
 * from the official workbook (infrastructure/eet-fields.ts); this module only says which PAI figure fills
 * which Value field, and converts: ratios as fractions (0.5 = 50%), as the EET codification says.
 */
import type { PaiIndicatorResult } from './model';

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

/** The EET Value field (by code) of each PAI figure. */
export const EET_VALUE_FIELDS: Readonly<Record<number, string>> = {
  30020: 'T1-1a',
  30060: 'T1-1b',
  30100: 'T1-1c',
  30140: 'T1-1-S12',
  30180: 'T1-1d',
  30220: 'T1-2-S12',
  30260: 'T1-2',
  30300: 'T1-3-S12',
  30340: 'T1-3',
  30380: 'T1-4',
  30420: 'T1-5a',
  30460: 'T1-5b',
  30500: 'T1-6-A',
  30540: 'T1-6-B',
  30580: 'T1-6-C',
  30620: 'T1-6-D',
  30660: 'T1-6-E',
  30700: 'T1-6-F',
  30740: 'T1-6-G',
  30780: 'T1-6-H',
  30820: 'T1-6-L',
  30860: 'T1-7',
  30900: 'T1-8',
  30940: 'T1-9',
  30980: 'T1-10',
  31020: 'T1-11',
  31050: 'T1-12',
  31090: 'T1-13',
  31130: 'T1-14',
  31170: 'T1-15',
  31210: 'T1-16a',
  31250: 'T1-16b',
  31290: 'T1-17',
  31330: 'T1-18',
  31370: 'T2-1',
  31410: 'T2-2',
  31450: 'T2-3',
  31490: 'T2-4',
  31520: 'T2-5b',
  31560: 'T2-5c',
  31600: 'T2-5a',
  31640: 'T2-6a',
  31671: 'T2-6b',
  31680: 'T2-7',
  31720: 'T2-8',
  31760: 'T2-9',
  31800: 'T2-10',
  31840: 'T2-11',
  31871: 'T2-12',
  31875: 'T2-13',
  31880: 'T2-14a',
  31920: 'T2-14b',
  31960: 'T2-15',
  32000: 'T2-16',
  32040: 'T2-17',
  32080: 'T2-18a',
  32120: 'T2-18b',
  32160: 'T2-18c',
  32200: 'T2-18-S12',
  32240: 'T2-18d',
  32280: 'T2-19',
  32320: 'T2-20',
  32360: 'T2-21',
  32400: 'T2-22',
  32440: 'T3-1',
  32480: 'T3-2',
  32520: 'T3-3',
  32560: 'T3-4',
  32640: 'T3-5',
  32680: 'T3-6',
  32720: 'T3-7a',
  32760: 'T3-7b',
  32800: 'T3-8',
  32840: 'T3-9',
  32880: 'T3-10',
  32920: 'T3-11',
  32960: 'T3-12',
  33000: 'T3-13',
  33040: 'T3-14',
  33080: 'T3-15',
  33120: 'T3-16',
  33150: 'T3-17a',
  33190: 'T3-18',
  33230: 'T3-19',
  33265: 'T3-20',
  33295: 'T3-21',
  33330: 'T3-22b',
  33370: 'T3-23',
  33410: 'T3-24',
};

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
