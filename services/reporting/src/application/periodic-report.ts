import type { PeriodicReport } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { fundKeyOf, type PaiTextRecord } from '../domain/pai-texts/pai-text';
import { statementRows } from '../domain/pai-statement/entity-statement';
import { assertHasPeriodicReport, periodicReport } from '../domain/periodic-report/periodic-report';
import { benchmarkReference } from '../infrastructure/benchmark-reference';
import {
  ANALYSIS_COMPANIES,
  PAI_POSITIONS,
  PAI_SELECTIONS,
  PAI_STATEMENTS,
  PAI_TEXTS,
  SFDR_INVESTMENT_CLASSES,
} from '../infrastructure/migrations';
import { naceSection } from '../domain/pai/catalogue';
import type { InvestmentClassRecord } from '../domain/periodic-report/investment-class';
import type { PaiSelectionRecord } from '../integration/pai-selections.consumer';
import type { AnalysisCompany } from '../projections/analysis.projection';
import {
  statementId,
  type FundRecord,
  type PositionsRecord,
  type StatementRecord,
} from '../projections/pai.projection';
import { companyName, savedSections } from './pai-entity-statement';
import { latestValues } from './latest-values';
import { fundAlignment } from './taxonomy-fund';

const NACE = 'company.nace';

/** A company's sector for the report: the NACE section of the main activity it last reported up to the year. */
async function sectorOf(reader: DocumentReader, companyId: number, year: number): Promise<string | null> {
  const nace = (await latestValues(reader, companyId, [NACE], year)).get(NACE);
  const section = typeof nace === 'string' ? naceSection(nace) : null;
  if (!section) return null;
  return `${section} ${benchmarkReference().sectionLabel(section) ?? ''}`.trim();
}

/** A fund's periodic report of a year, from the read models and the saved sections (the caller checked access). */
export async function readPeriodicReport(
  reader: DocumentReader,
  fund: FundRecord,
  year: number,
): Promise<PeriodicReport> {
  assertHasPeriodicReport(fund.sfdrClassification ?? null);
  const [statement, previous, texts, selection, saved, sets, entityName, alignment, classes] =
    await Promise.all([
      reader.get<StatementRecord>(PAI_STATEMENTS, statementId('fund', fund.fundId, year)),
      reader.get<StatementRecord>(PAI_STATEMENTS, statementId('fund', fund.fundId, year - 1)),
      reader.find<PaiTextRecord>(PAI_TEXTS, {
        companyId: fund.companyId,
        fundKey: fundKeyOf(fund.fundId),
        year,
      }),
      reader.get<PaiSelectionRecord>(PAI_SELECTIONS, String(fund.companyId)),
      savedSections(reader, { document: 'periodic-report', ownerId: fund.fundId, year }),
      reader.find<PositionsRecord>(PAI_POSITIONS, { fundId: fund.fundId, year }),
      companyName(reader, fund.companyId),
      fundAlignment(reader, fund, `${year}-12-31`),
      reader.find<InvestmentClassRecord>(SFDR_INVESTMENT_CLASSES, { fundId: fund.fundId, year }),
    ]);
  const companyNames = new Map<number, string>();
  const sectors = new Map<number, string | null>();
  for (const id of new Set(sets.flatMap((s) => s.positions.map((p) => p.companyId)))) {
    if (id === null) continue;
    const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(id));
    if (company) companyNames.set(id, company.name);
    sectors.set(id, await sectorOf(reader, id, year));
  }
  return periodicReport({
    fundId: fund.fundId,
    fundName: fund.name ?? `Fund ${fund.fundId}`,
    companyId: fund.companyId,
    entityName,
    year,
    classification: fund.sfdrClassification ?? null,
    positions: sets,
    companyNames,
    sectorOf: (id) => sectors.get(id) ?? null,
    classes: new Map(
      classes.map((c) => [c.holding, { classification: c.classification, updatedAt: c.updatedAt }]),
    ),
    pai: statementRows({
      indicators: statement?.calculation?.indicators ?? [],
      previous: previous?.calculation?.indicators ?? [],
      texts: new Map(texts.map((t) => [t.indicatorId, { explanation: t.explanation, actions: t.actions }])),
      optionalIndicatorIds: selection?.indicatorIds ?? [],
    }),
    // Only positions of the reference year count: an alignment on an earlier year's positions is not this report's.
    taxonomy: alignment.positionsDate?.startsWith(String(year)) ? alignment.calculation : null,
    saved,
  });
}
