/**
 * A company's EU Taxonomy disclosure as data collection publishes it (framework 16: the totals, the minimum
 * safeguards and the table of activities), turned into the calculation's input. Pure: the caller reads the
 * published values. A disclosure without its totals or its activity table is not one (the company is then
 * listed as without data, with the codes missing).
 */
import {
  TAXONOMY_INPUT_CODES,
  TAXONOMY_OBJECTIVE_IDS,
  TAXONOMY_TABLE_COLUMNS,
  type TaxonomyActivityInput,
  type TaxonomyCompanyInput,
} from '@esg/contracts';

export interface PublishedTaxonomyValue {
  value: unknown;
  quality: 'reported' | 'estimated' | 'audited' | null;
}

interface TableRow {
  key: string;
  cells: Record<string, unknown>;
}

const isRow = (row: unknown): row is TableRow =>
  typeof row === 'object' && row !== null && typeof (row as TableRow).key === 'string';

const amount = (cells: Record<string, unknown>, id: string): number =>
  typeof cells[id] === 'number' && Number.isFinite(cells[id]) ? cells[id] : 0;

/** The activity rows of the published table, as the calculation reads them. */
export function activitiesFromTable(rows: unknown): TaxonomyActivityInput[] {
  if (!Array.isArray(rows)) return [];
  const c = TAXONOMY_TABLE_COLUMNS;
  return rows.filter(isRow).map((row) => {
    const cells = row.cells ?? {};
    const dnsh = Object.fromEntries(
      TAXONOMY_OBJECTIVE_IDS.map((o) => [o, cells[`${c.dnshPrefix}${o.toLowerCase()}`] === true]),
    );
    const pair = (eligible: string, aligned: string) => {
      const e = amount(cells, eligible);
      return { eligible: e, aligned: Math.min(amount(cells, aligned), e) };
    };
    const nace = typeof cells[c.nace] === 'string' ? (cells[c.nace] as string) : '';
    return {
      activity: row.key,
      nace: nace
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 20),
      turnover: pair(c.turnover, c.turnoverAligned),
      capex: pair(c.capex, c.capexAligned),
      opex: pair(c.opex, c.opexAligned),
      substantialContribution: cells[c.substantialContribution] === true,
      dnsh,
    };
  });
}

/**
 * The calculation's company input from its published values, or the codes that are missing. Aligned
 * amounts above the eligible ones are read as the eligible amount (the form checks each row; an import
 * could still send one).
 */
export function disclosureFromValues(
  companyId: number,
  name: string | null,
  financialYear: number,
  values: ReadonlyMap<string, PublishedTaxonomyValue>,
): { disclosure: TaxonomyCompanyInput } | { missing: string[] } {
  const codes = TAXONOMY_INPUT_CODES;
  const number = (code: string) => {
    const v = values.get(code)?.value;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const totals = {
    turnover: number(codes.turnoverTotal),
    capex: number(codes.capexTotal),
    opex: number(codes.opexTotal),
  };
  const table = values.get(codes.activities)?.value;
  const missing = [
    ...(totals.turnover === null ? [codes.turnoverTotal] : []),
    ...(totals.capex === null ? [codes.capexTotal] : []),
    ...(totals.opex === null ? [codes.opexTotal] : []),
    ...(Array.isArray(table) ? [] : [codes.activities]),
  ];
  if (missing.length) return { missing };
  const qualities = [...values.values()].map((v) => v.quality);
  return {
    disclosure: {
      companyId,
      ...(name ? { name } : {}),
      financialYear,
      quality: qualities.includes('estimated')
        ? 'estimated'
        : qualities.length && qualities.every((q) => q === 'audited')
          ? 'audited'
          : 'reported',
      turnover: totals.turnover!,
      capex: totals.capex!,
      opex: totals.opex!,
      minimumSafeguards: values.get(codes.minimumSafeguards)?.value === true,
      activities: activitiesFromTable(table),
    },
  };
}
