import { TAXONOMY_INPUT_CODES, type TaxonomyCompanyInput, type TaxonomyFundAlignment } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import { readTaxonomyReference } from '@esg/reference-data';
import { assertMayReadPaiStatements } from './pai-report-access';
import { calculateTaxonomyAlignment } from '../domain/taxonomy/alignment';
import { disclosureFromValues, type PublishedTaxonomyValue } from '../domain/taxonomy/disclosure';
import { paiInstrument } from '../domain/pai/statement';
import { ANALYSIS_COMPANIES, ANALYSIS_VALUES, PAI_FUNDS, PAI_POSITIONS } from '../infrastructure/migrations';
import type { AnalysisCompany, AnalysisValue } from '../projections/analysis.projection';
import type { FundRecord, PositionsRecord } from '../projections/pai.projection';
import { reportingError } from '../domain/reporting.errors';

const CODES = Object.values(TAXONOMY_INPUT_CODES);

/** A fund's owner, or 404; then whether the caller may read its statements (403). */
export async function readableFund(
  reader: DocumentReader,
  principal: Principal,
  fundId: number,
): Promise<FundRecord> {
  const fund = await reader.get<FundRecord>(PAI_FUNDS, String(fundId));
  if (!fund) throw reportingError('SFDR_FUND.NOT_FOUND', `There is no fund ${fundId} with positions`);
  assertMayReadPaiStatements(principal, fund.companyId);
  return fund;
}

/** The fund's latest positions set on or before the date (null: none yet). */
export async function positionsOn(
  reader: DocumentReader,
  fundId: number,
  date: string,
): Promise<PositionsRecord | null> {
  const sets = await reader.find<PositionsRecord>(PAI_POSITIONS, { fundId });
  return sets.filter((s) => s.date <= date).sort((a, b) => (a.date < b.date ? 1 : -1))[0] ?? null;
}

/**
 * A company's Taxonomy disclosure serving a reference year: the published values of its latest financial
 * year up to that year that has a disclosure (as the PAI statement takes each company's latest data year,
 * ADR 0058), all from that one year.
 */
async function disclosureOf(
  reader: DocumentReader,
  companyId: number,
  name: string | null,
  year: number,
): Promise<{ disclosure: TaxonomyCompanyInput; source: TaxonomyFundAlignment['sources'][number] } | null> {
  const found = (
    await Promise.all(
      CODES.map((metricCode) => reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId, metricCode })),
    )
  ).flat();
  const years = [
    ...new Set(
      found
        .filter((v) => v.year <= year && v.metricCode === TAXONOMY_INPUT_CODES.activities)
        .map((v) => v.year),
    ),
  ].sort((a, b) => b - a);
  for (const dataYear of years) {
    const values = new Map<string, PublishedTaxonomyValue>();
    let latest: AnalysisValue | null = null;
    for (const v of found.filter((f) => f.year === dataYear)) {
      const current = values.get(v.metricCode);
      if (current && latest && latest.publishedAt > v.publishedAt) continue;
      values.set(v.metricCode, { value: v.value, quality: v.quality });
      if (!latest || v.publishedAt > latest.publishedAt) latest = v;
    }
    const read = disclosureFromValues(companyId, name, dataYear, values);
    if ('disclosure' in read && latest)
      return {
        disclosure: read.disclosure,
        source: {
          companyId,
          name,
          year: dataYear,
          responseId: latest.responseId,
          publishedAt: latest.publishedAt,
        },
      };
  }
  return null;
}

/** GET /taxonomy/funds/{fundId}/{date}: the alignment from the positions and the published disclosures. */
export async function fundAlignment(
  reader: DocumentReader,
  fund: FundRecord,
  date: string,
): Promise<TaxonomyFundAlignment> {
  const set = await positionsOn(reader, fund.fundId, date);
  const base = { fundId: fund.fundId, fundName: fund.name, date, positionsDate: set?.date ?? null };
  if (!set) return { ...base, calculation: null, sources: [] };
  const year = Number(set.date.slice(0, 4));
  const companyIds = [
    ...new Set(set.positions.map((p) => p.companyId).filter((id): id is number => typeof id === 'number')),
  ];
  const companies: TaxonomyCompanyInput[] = [];
  const sources: TaxonomyFundAlignment['sources'] = [];
  const names = new Map<number, string | null>();
  for (const companyId of companyIds) {
    const name = (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null;
    names.set(companyId, name);
    const found = await disclosureOf(reader, companyId, name, year);
    if (!found) continue;
    companies.push(found.disclosure);
    sources.push(found.source);
  }
  const calculation = calculateTaxonomyAlignment(
    {
      date: set.date,
      allInvestments: set.allInvestments,
      positions: set.positions.map((p) => ({
        companyId: p.companyId ?? p.country ?? null,
        value: p.value,
        instrument: paiInstrument(p.instrument),
      })),
      companies,
    },
    readTaxonomyReference(),
    { onInvalid: 'exclude' },
  );
  // Companies without data are named too, so the page says who is missing.
  for (const e of calculation.excluded)
    if (e.name === null && typeof e.companyId === 'number') e.name = names.get(e.companyId) ?? null;
  return { ...base, calculation, sources };
}
