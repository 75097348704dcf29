import { readFileSync } from 'node:fs';
import { referenceFilePath } from './paths';

/**
 * The numbered indicators of Annex I of Delegated Regulation 2022/1288 as `sfdr_pai.json` lists them
 * (Table 1 T1-1 … T1-18, Table 2 T2-1 …, Table 3 T3-1 …), without their sub-metrics. Read from the file
 * as published; a service that links things to PAI indicators (action-plan recommendations) checks
 * ids against this list and shows its names.
 */
export interface PaiIndicatorRow {
  /** sfdr_pai.json id, e.g. `T1-1`, `T2-4`. */
  id: string;
  table: 'Table 1' | 'Table 2' | 'Table 3';
  /** "Climate and other environment-related indicators / Emissions", as the file writes it. */
  category: string;
  /** "1. GHG emissions", as the file writes it. */
  indicator: string;
  metric: string;
}

const TABLES = [
  'table_1_mandatory',
  'table_2_additional_climate_environment',
  'table_3_additional_social',
] as const;

/** Parses the rows from the file's JSON; a missing or mistyped field stops with a message naming it. */
export function paiIndicatorRowsFrom(json: unknown): PaiIndicatorRow[] {
  if (typeof json !== 'object' || json === null) throw new Error('sfdr_pai.json: the file is not an object');
  const root = json as Record<string, unknown>;
  const rows: PaiIndicatorRow[] = [];
  for (const table of TABLES) {
    const list = root[table];
    if (!Array.isArray(list)) throw new Error(`sfdr_pai.json: ${table} is not a list`);
    for (const [i, raw] of list.entries()) {
      const row = (raw ?? {}) as Record<string, unknown>;
      const field = (name: string): string => {
        const value = row[name];
        if (typeof value !== 'string' || value === '')
          throw new Error(`sfdr_pai.json: ${table}[${i}].${name} is not a string`);
        return value;
      };
      const tableName = field('table');
      if (tableName !== 'Table 1' && tableName !== 'Table 2' && tableName !== 'Table 3')
        throw new Error(`sfdr_pai.json: ${table}[${i}].table is ${tableName}`);
      rows.push({
        id: field('id'),
        table: tableName,
        category: field('category'),
        indicator: field('adverse_sustainability_indicator'),
        metric: field('metric'),
      });
    }
  }
  return rows;
}

let cached: PaiIndicatorRow[] | null = null;

/** The indicators of libs/reference-data/files/sfdr_pai.json (read once per process). */
export function readPaiIndicatorRows(): PaiIndicatorRow[] {
  cached ??= paiIndicatorRowsFrom(JSON.parse(readFileSync(referenceFilePath('sfdr_pai.json'), 'utf8')));
  return cached.map((row) => ({ ...row }));
}
