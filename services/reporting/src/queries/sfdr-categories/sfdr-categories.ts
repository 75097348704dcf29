import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, Sfdr2FundTest } from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { readSfdr2Rules } from '@esg/reference-data';
import { fundAlignment, positionsOn, readableFund } from '../../application/taxonomy-fund';
import { testSfdr2Categories, type Sfdr2CompanyData } from '../../domain/sfdr-categories/categories';
import { ANALYSIS_COMPANIES, ANALYSIS_VALUES } from '../../infrastructure/migrations';
import type { AnalysisCompany, AnalysisValue } from '../../projections/analysis.projection';
import { datePipe, idPipe } from '../../http/params';

/** A company's latest published value of each code, from its latest data year up to the reference year. */
async function latestValues(
  reader: DocumentReader,
  companyId: number,
  codes: readonly string[],
  year: number,
): Promise<Map<string, AnalysisValue['value']>> {
  const out = new Map<string, AnalysisValue['value']>();
  for (const metricCode of codes) {
    const found = (await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId, metricCode }))
      .filter((v) => v.year <= year)
      .sort((a, b) => b.year - a.year || (a.publishedAt < b.publishedAt ? 1 : -1));
    if (found[0]) out.set(metricCode, found[0].value);
  }
  return out;
}

/**
 * SFDR 2.0 readiness (issue 26): `GET /sfdr-categories/funds/{fundId}/{date}` tests the fund's latest
 * positions on or before the date against the three categories of the Commission's proposal (its date and
 * status in every answer), from the companies' published data. Read like the fund's PAI statement (rule 115).
 */
@Controller('sfdr-categories')
export class SfdrCategoriesController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('funds/:fundId/:date')
  async fund(
    @Param('fundId', idPipe('fundId')) fundId: number,
    @Param('date', datePipe) date: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Sfdr2FundTest>> {
    const fund = await readableFund(this.store, principal, fundId);
    const rules = readSfdr2Rules();
    const basis = {
      document: rules.document,
      date: rules.date,
      status: rules.status,
      verificationStatus: rules.verificationStatus,
    };
    const set = await positionsOn(this.store, fundId, date);
    if (!set)
      return { data: { fundId, fundName: fund.name, date, positionsDate: null, basis, categories: [] } };
    const year = Number(set.date.slice(0, 4));
    const codes = [
      ...new Set([
        ...rules.exclusions.map((e) => e.code),
        ...rules.categories.flatMap((c) =>
          c.criterion.kind === 'taxonomy-aligned' ? [] : c.criterion.codes,
        ),
      ]),
    ];
    const alignment = await fundAlignment(this.store, fund, set.date);
    const aligned = new Map(
      (alignment.calculation?.included ?? []).map((c) => [c.companyId, c.shares.turnover?.aligned ?? null]),
    );
    const companies = new Map<number, Sfdr2CompanyData>();
    for (const companyId of new Set(set.positions.map((p) => p.companyId))) {
      if (companyId === null) continue;
      const company = await this.store.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
      companies.set(companyId, {
        name: company?.name ?? `Company ${companyId}`,
        values: await latestValues(this.store, companyId, codes, year),
        taxonomyAligned: aligned.get(companyId) ?? null,
      });
    }
    const categories = testSfdr2Categories(
      { allInvestments: set.allInvestments, positions: set.positions, companies },
      rules,
    );
    return { data: { fundId, fundName: fund.name, date, positionsDate: set.date, basis, categories } };
  }
}
