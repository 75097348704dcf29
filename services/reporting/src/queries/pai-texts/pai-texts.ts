import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  paiReportScopeQuerySchema,
  type ApiResponse,
  type PaiReportScopeQuery,
  type PaiText,
  type PaiTextsResponse,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { assertMayReadPaiTexts } from '../../application/pai-report-access';
import { PAI_INDICATORS } from '../../domain/pai/catalogue';
import { fundKeyOf, type PaiTextHistoryRecord, type PaiTextRecord } from '../../domain/pai-texts/pai-text';
import { PAI_TEXTS, PAI_TEXT_HISTORY } from '../../infrastructure/migrations';
import { idPipe, yearPipe } from '../../http/params';

export function historyOf(reader: DocumentReader, textId: string): Promise<PaiTextHistoryRecord[]> {
  return reader.find<PaiTextHistoryRecord>(PAI_TEXT_HISTORY, { textId }, { sort: [['version', 'asc']] });
}

export function presentPaiText(record: PaiTextRecord, history: readonly PaiTextHistoryRecord[]): PaiText {
  return {
    indicatorId: record.indicatorId,
    explanation: record.explanation,
    actions: record.actions,
    version: record.version,
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
    history: history.map((h) => ({
      version: h.version,
      changedAt: h.changedAt,
      changedBy: h.changedBy,
      changes: h.changes,
    })),
  };
}

/** Catalogue order (T1-1a … T3-24), so the report's rows and the texts line up. */
const ORDER = new Map<string, number>();
for (const [i, d] of PAI_INDICATORS.entries()) {
  if (!ORDER.has(d.parentId)) ORDER.set(d.parentId, i - 0.5);
  ORDER.set(d.id, i);
}

@Controller('pai/reports')
export class PaiTextsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  /** Every saved text of the statement (`?fundId=` for a fund's), each with its history. */
  @Get(':companyId/:year/texts')
  async texts(
    @Param('companyId', idPipe('companyId')) companyId: number,
    @Param('year', yearPipe) year: number,
    @Query(new ZodPipe(paiReportScopeQuerySchema)) query: PaiReportScopeQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiTextsResponse>> {
    assertMayReadPaiTexts(principal, companyId);
    const filter = { companyId, fundKey: fundKeyOf(query.fundId ?? null), year };
    const [texts, history] = await Promise.all([
      this.store.find<PaiTextRecord>(PAI_TEXTS, filter),
      this.store.find<PaiTextHistoryRecord>(PAI_TEXT_HISTORY, filter, { sort: [['version', 'asc']] }),
    ]);
    const byText = new Map<string, PaiTextHistoryRecord[]>();
    for (const h of history) byText.set(h.textId, [...(byText.get(h.textId) ?? []), h]);
    texts.sort((a, b) => (ORDER.get(a.indicatorId) ?? 0) - (ORDER.get(b.indicatorId) ?? 0));
    return {
      data: {
        companyId,
        fundId: query.fundId ?? null,
        year,
        texts: texts.map((t) => presentPaiText(t, byText.get(t.id) ?? [])),
      },
    };
  }
}
