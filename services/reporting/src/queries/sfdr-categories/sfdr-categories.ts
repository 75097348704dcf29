import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, Sfdr2FundTest } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { readSfdr2Rules } from '@esg/reference-data';
import { latestValues } from '../../application/latest-values';
import { fundAlignment, positionsOn, readableFund } from '../../application/taxonomy-fund';
import { testSfdr2Categories, type Sfdr2CompanyData } from '../../domain/sfdr-categories/categories';
import { ANALYSIS_COMPANIES } from '../../infrastructure/migrations';
import type { AnalysisCompany } from '../../projections/analysis.projection';
import { datePipe, idPipe } from '../../http/params';

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
