import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, PaiLineage, PaiLookThrough } from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, type Principal } from '@esg/platform';
import { assertMayReadLookThrough, paiFundViewer } from '../../application/pai-report-access';
import { paiLineage, type LineagePublication } from '../../domain/pai/lineage';
import { reportingError } from '../../domain/reporting.errors';
import { indicatorIdPipe, yearPipe } from '../../http/params';
import {
  ANALYSIS_COMPANIES,
  PAI_CITATIONS,
  PAI_FUNDS,
  PAI_PUBLICATIONS,
  PAI_STATEMENTS,
} from '../../infrastructure/migrations';
import type { AnalysisCompany } from '../../projections/analysis.projection';
import {
  statementId,
  type CitationRecord,
  type FundRecord,
  type PublicationRecord,
  type StatementRecord,
} from '../../projections/pai.projection';

async function fundOf(reader: DocumentReader, fundId: number): Promise<FundRecord> {
  const fund = await reader.get<FundRecord>(PAI_FUNDS, String(fundId));
  if (!fund) throw reportingError('PAI_FUND.NOT_FOUND', `There is no fund ${fundId} with PAI data`);
  return fund;
}

async function companyName(reader: DocumentReader, companyId: number): Promise<string | null> {
  return (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null;
}

/**
 * The lineage of one PAI figure of a fund (issue 27 item 7, ADR 0220): what the read model keeps beside the
 * figure's provenance (company names, publications, citations) handed to the pure `paiLineage`. Read by the
 * fund's GP and by an LP whose fund invests in it (which sees less); GET /pai/look-through/{fundId}/{year}
 * is the LP's list of those figures.
 */
@Controller('pai')
export class PaiLineageController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('funds/:fundId/:year/indicators/:indicatorId/lineage')
  async lineage(
    @Param('fundId', new IdPipe('fundId')) fundId: number,
    @Param('year', yearPipe) year: number,
    @Param('indicatorId', indicatorIdPipe) indicatorId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiLineage>> {
    const fund = await fundOf(this.store, fundId);
    const viewer = await paiFundViewer(this.store, principal, fund);
    const record = await this.store.get<StatementRecord>(PAI_STATEMENTS, statementId('fund', fundId, year));
    const indicator = record?.calculation?.indicators.find((i) => i.id === indicatorId);
    if (!record || !indicator)
      throw reportingError(
        'PAI_INDICATOR.NOT_FOUND',
        `Fund ${fundId} has no figure ${indicatorId} for ${year}: no positions recorded that year`,
      );
    const companyIds = [
      ...new Set(
        [...indicator.included, ...indicator.excluded]
          .map((c) => c.companyId)
          .filter((id): id is number => typeof id === 'number'),
      ),
    ];
    const names = new Map<string, string>();
    const versions = new Map<string, LineagePublication>();
    const citations: CitationRecord[] = [];
    for (const id of companyIds) {
      const name = await companyName(this.store, id);
      if (name) names.set(String(id), name);
      for (const p of await this.store.find<PublicationRecord>(PAI_PUBLICATIONS, { companyId: id }))
        for (const value of Object.values(p.values))
          versions.set(value.valueVersionId, {
            responseId: p.responseId,
            companyId: p.companyId,
            period: p.period,
            publicationNumber: p.publicationNumber,
            publishedAt: p.publishedAt,
          });
      citations.push(...(await this.store.find<CitationRecord>(PAI_CITATIONS, { companyId: id })));
    }
    return {
      data: paiLineage({
        indicator,
        year,
        fund: {
          fundId,
          name: fund.name,
          managerId: fund.companyId,
          managerName: await companyName(this.store, fund.companyId),
        },
        viewer,
        names,
        versions,
        citations,
      }),
    };
  }

  @Get('look-through/:fundId/:year')
  async lookThrough(
    @Param('fundId', new IdPipe('fundId')) fundId: number,
    @Param('year', yearPipe) year: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiLookThrough>> {
    const fund = await fundOf(this.store, fundId);
    assertMayReadLookThrough(principal, fund);
    const funds: PaiLookThrough['funds'] = [];
    for (const gpFundId of [...(fund.gpFundIds ?? [])].sort((a, b) => a - b)) {
      const gpFund = await this.store.get<FundRecord>(PAI_FUNDS, String(gpFundId));
      if (!gpFund) continue;
      const record = await this.store.get<StatementRecord>(
        PAI_STATEMENTS,
        statementId('fund', gpFundId, year),
      );
      funds.push({
        fundId: gpFundId,
        name: gpFund.name,
        managerName: await companyName(this.store, gpFund.companyId),
        quarterEnds: record?.quarterEnds ?? [],
        // The mandatory indicators (Table 1): what every GP reports; the optional ones depend on its selection.
        indicators: (record?.calculation?.indicators ?? [])
          .filter((i) => i.table === 'Table 1' && !i.supplementary)
          .map((i) => ({
            id: i.id,
            table: i.table,
            indicator: i.indicator,
            metric: i.metric,
            label: i.label,
            unit: i.unit,
            value: i.value,
            coverage: i.coverage,
          })),
      });
    }
    return { data: { fundId, year, funds } };
  }
}
