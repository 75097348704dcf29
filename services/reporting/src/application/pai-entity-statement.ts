import type { PaiEntityStatement } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { entityStatement } from '../domain/pai-statement/entity-statement';
import { fundKeyOf, type PaiTextRecord } from '../domain/pai-texts/pai-text';
import {
  sfdrTextId,
  type SfdrTextHistoryRecord,
  type SfdrTextRecord,
  type SfdrTextScope,
} from '../domain/sfdr-texts/sfdr-text';
import {
  ANALYSIS_COMPANIES,
  PAI_FUNDS,
  PAI_SELECTIONS,
  PAI_STATEMENTS,
  PAI_TEXTS,
  SFDR_TEXTS,
  SFDR_TEXT_HISTORY,
} from '../infrastructure/migrations';
import type { PaiSelectionRecord } from '../integration/pai-selections.consumer';
import type { AnalysisCompany } from '../projections/analysis.projection';
import { statementId, type FundRecord, type StatementRecord } from '../projections/pai.projection';

/** The sections a GP saved for a document, each with its history. */
export async function savedSections(
  reader: DocumentReader,
  scope: SfdrTextScope,
): Promise<Map<string, { record: SfdrTextRecord; history: SfdrTextHistoryRecord[] }>> {
  const records = await reader.find<SfdrTextRecord>(SFDR_TEXTS, {
    document: scope.document,
    ownerId: scope.ownerId,
    year: scope.year,
  });
  const out = new Map<string, { record: SfdrTextRecord; history: SfdrTextHistoryRecord[] }>();
  for (const record of records)
    out.set(record.sectionId, {
      record,
      history: await reader.find<SfdrTextHistoryRecord>(
        SFDR_TEXT_HISTORY,
        { textId: record.id },
        { sort: [['version', 'asc']] },
      ),
    });
  return out;
}

export async function companyName(reader: DocumentReader, companyId: number): Promise<string> {
  return (
    (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? `Company ${companyId}`
  );
}

/** The GP's entity statement of a year, from the read models and the saved texts (the caller checked access). */
export async function readEntityStatement(
  reader: DocumentReader,
  companyId: number,
  year: number,
): Promise<PaiEntityStatement> {
  const [record, previous, texts, selection, saved, previousLei, entityName] = await Promise.all([
    reader.get<StatementRecord>(PAI_STATEMENTS, statementId('entity', companyId, year)),
    reader.get<StatementRecord>(PAI_STATEMENTS, statementId('entity', companyId, year - 1)),
    reader.find<PaiTextRecord>(PAI_TEXTS, { companyId, fundKey: fundKeyOf(null), year }),
    reader.get<PaiSelectionRecord>(PAI_SELECTIONS, String(companyId)),
    savedSections(reader, { document: 'pai-statement', ownerId: companyId, year }),
    reader.get<SfdrTextRecord>(
      SFDR_TEXTS,
      sfdrTextId({ document: 'pai-statement', ownerId: companyId, year: year - 1 }, 'lei'),
    ),
    companyName(reader, companyId),
  ]);
  const funds = await Promise.all(
    (record?.fundIds ?? []).map(async (fundId) => ({
      fundId,
      name: (await reader.get<FundRecord>(PAI_FUNDS, String(fundId)))?.name ?? null,
    })),
  );
  return entityStatement({
    companyId,
    year,
    entityName,
    funds,
    quarterEnds: record?.quarterEnds ?? [],
    computedAt: record?.computedAt ?? null,
    indicators: record?.calculation?.indicators ?? [],
    previous: previous?.calculation?.indicators ?? [],
    sources: (record?.sources ?? []).map((s) => ({ companyId: s.companyId, dataYear: s.dataYear })),
    texts: new Map(texts.map((t) => [t.indicatorId, { explanation: t.explanation, actions: t.actions }])),
    optionalIndicatorIds: selection?.indicatorIds ?? [],
    saved,
    previousLei: previousLei?.text.trim() || null,
  });
}
