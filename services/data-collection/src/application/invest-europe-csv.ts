import {
  INVEST_EUROPE_CSV_COLUMNS,
  type FrameworkMetric,
  type RejectedRow,
  type SaveValueRequest,
} from '@esg/contracts';
import { metricsOf } from '../domain/esg/framework';
import type { InvestEuropeMapping } from '../reference/invest-europe.importer';
import type { FrameworkDoc } from '../reference/store-reference-data';
import { parseCsv } from '@esg/platform';
import type { ValueChange } from './value-writer';

/**
 * The Invest Europe machine-readable long CSV (`COMPOUND_ID, REPORTING_PERIOD, UNIT, VALUE, STATUS,
 * COMMENTS`) as value changes. A COMPOUND_ID is either a key of the VentureESG/Invest Europe MRF
 * (mapped to a workbook reference by product/invest-europe-mapping.json) or the workbook reference
 * itself (`0.1.7`, `PAI 5.1`); the reference gives the dictionary code through the Invest Europe
 * framework's portfolio-company tree. Rows of other periods, unknown ids and bad statuses are
 * rejected with their line; ignored ids are skipped with a warning.
 */
export interface CsvChanges {
  changes: ValueChange[];
  rejected: RejectedRow[];
  warnings: Array<{ row: number; metricCode: string; message: string }>;
  rowsRead: number;
}

const STATUSES: Record<string, SaveValueRequest['status']> = {
  provided: 'provided',
  not_applicable: 'not_applicable',
  notapplicable: 'not_applicable',
  not_available: 'not_available',
  notavailable: 'not_available',
};

const IE_REF = /^(PAI )?\d+(\.\d+)+$/i;

export function investEuropeCsvChanges(
  text: string,
  period: string,
  investEurope: FrameworkDoc,
  mapping: InvestEuropeMapping,
  naceValues: readonly string[],
): CsvChanges {
  const result: CsvChanges = { changes: [], rejected: [], warnings: [], rowsRead: 0 };
  const reject = (
    row: number,
    reference: string | null,
    rule: string,
    reason: string,
    metricCode: string | null = null,
  ) => result.rejected.push({ row, metricCode, reference, rule, reason });
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    reject(1, null, 'csv.syntax', (error as Error).message);
    return result;
  }
  const [header, ...rows] = records;
  const columns = (header?.fields ?? []).map((f) => f.trim().toUpperCase());
  const expected = [...INVEST_EUROPE_CSV_COLUMNS];
  const withoutComments = expected.slice(0, 5);
  if (columns.join(',') !== expected.join(',') && columns.join(',') !== withoutComments.join(',')) {
    reject(1, null, 'csv.header', `the header must be ${expected.join(', ')} (COMMENTS may be left out)`);
    return result;
  }
  const byRef = new Map<string, FrameworkMetric>();
  const pc = investEurope.sections.find((s) => s.id === 'ie-pc');
  for (const { metric } of metricsOf(pc ? [pc] : []))
    if (metric.ref) byRef.set(metric.ref.toUpperCase(), metric);
  const year = period.slice(0, 4);
  const seen = new Map<string, { row: number; value: string; status: string }>();

  const add = (
    line: number,
    id: string,
    ref: string,
    value: string,
    unit: string,
    status: SaveValueRequest['status'],
    comment: string,
  ) => {
    const node = byRef.get(ref.toUpperCase());
    if (!node) {
      reject(
        line,
        id,
        'compoundId.unknown',
        `reference ${ref} is not a portfolio-company metric of the Invest Europe template`,
      );
      return;
    }
    const previous = seen.get(node.code);
    if (previous) {
      if (previous.value !== value || previous.status !== status)
        reject(
          line,
          id,
          'compoundId.conflict',
          `${node.code} is also given on line ${previous.row} with another value`,
          node.code,
        );
      return;
    }
    seen.set(node.code, { row: line, value, status });
    const input: SaveValueRequest = { status };
    if (status === 'provided') {
      input.value = node.code === 'company.nace' ? naceCode(value, naceValues) : value;
      const chosenUnit = unit || node.inputUnit;
      if (chosenUnit) input.unit = chosenUnit;
      if (comment) input.comment = comment;
    } else {
      input.reason = comment || undefined;
      if (value) input.value = value;
    }
    result.changes.push({ code: node.code, input, row: line });
  };

  for (const record of rows) {
    const [rawId = '', rawPeriod = '', rawUnit = '', rawValue = '', rawStatus = '', rawComment = ''] =
      record.fields.map((f) => f.trim());
    const line = record.line;
    if (!rawId && !rawValue && !rawStatus) continue;
    result.rowsRead++;
    const status =
      STATUSES[rawStatus.toLowerCase().replace(/[\s-]+/g, '_')] ??
      STATUSES[rawStatus.toLowerCase().replace(/[\s_-]+/g, '')];
    if (!status) {
      reject(
        line,
        rawId,
        'status',
        `STATUS must be provided, not_applicable or not_available (got "${rawStatus}")`,
      );
      continue;
    }
    if (
      rawPeriod !== period &&
      !(period.length === 4 && [year, `FY${year}`, `${year}-12-31`].includes(rawPeriod.toUpperCase()))
    ) {
      reject(
        line,
        rawId,
        'period',
        `REPORTING_PERIOD ${rawPeriod || '(empty)'} is not this response's period ${period}`,
      );
      continue;
    }
    if (mapping.ignored[rawId]) {
      result.warnings.push({ row: line, metricCode: rawId, message: `skipped: ${mapping.ignored[rawId]}` });
      continue;
    }
    const ticks = mapping.ticks[rawId];
    if (ticks) {
      const tokens = rawValue
        .split(/[;|]/)
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean);
      const unknown = tokens.filter((t) => !ticks[t]);
      if (unknown.length) {
        reject(
          line,
          rawId,
          'allowedValues',
          `${unknown.join(', ')} is not one of ${Object.keys(ticks).join(', ')}`,
        );
        continue;
      }
      for (const [token, ref] of Object.entries(ticks))
        add(line, rawId, ref, tokens.includes(token) ? 'yes' : 'no', '', status, '');
      continue;
    }
    const mapped =
      mapping.compoundIds[rawId] ?? (IE_REF.test(rawId) ? rawId.replace(/^pai /i, 'PAI ') : null);
    if (!mapped) {
      reject(
        line,
        rawId,
        'compoundId.unknown',
        `COMPOUND_ID ${rawId || '(empty)'} is neither an Invest Europe machine-readable id nor a template reference`,
      );
      continue;
    }
    if (Array.isArray(mapped)) {
      const parts = rawValue
        .split(/[;|]/)
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length > mapped.length) {
        reject(
          line,
          rawId,
          'allowedValues',
          `${rawId} takes at most ${mapped.length} value${mapped.length > 1 ? 's' : ''} (got ${parts.length})`,
        );
        continue;
      }
      parts.forEach((part, i) => add(line, rawId, mapped[i], part, rawUnit, status, rawComment));
      if (parts.length === 0) add(line, rawId, mapped[0], '', rawUnit, status, rawComment);
      continue;
    }
    add(line, rawId, mapped, rawValue, rawUnit, status, rawComment);
  }
  return result;
}

/** NACE divisions are written C.20 in the dictionary; the CSV may say C20, C.20 or 20. */
function naceCode(value: string, naceValues: readonly string[]): string {
  const match = /^([A-U])?\.?(\d{2})$/i.exec(value.trim());
  if (!match) return value;
  return naceValues.find((v) => v.endsWith(`.${match[2]}`)) ?? value;
}
