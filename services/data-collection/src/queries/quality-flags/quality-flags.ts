import { Controller, Get, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  qualityFlagsQuerySchema,
  type ApiResponse,
  type EvidenceCitation,
  type QualityFlag,
  type QualityFlags,
  type QualityFlagsQuery,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { evidenceOf } from '../../application/evidence/citations';
import { PortfolioQuality } from '../../application/quality/portfolio-quality';
import { readableInvestor } from '../../application/quality/quality-access';
import { CompanyRepository } from '../../infrastructure/company.repository';

/**
 * GET /quality/flags?investorId=&companyId=&metricCode=&period=&status=&check= (issue 27): every flag of
 * the investor's portfolio — year-on-year changes, outliers, cross-checks, absence rates — with the value,
 * last year's, the portfolio's distribution and the company's explanation; newest period first.
 */
export class QualityFlagsQueryMessage extends Query<QualityFlags> {
  constructor(
    readonly principal: Principal,
    readonly query: QualityFlagsQuery,
  ) {
    super();
  }
}

const CHECK_ORDER: Record<QualityFlag['check'], number> = {
  cross_check: 0,
  year_on_year: 1,
  outlier: 2,
  absence: 3,
};

@QueryHandler(QualityFlagsQueryMessage)
export class QualityFlagsHandler implements IQueryHandler<QualityFlagsQueryMessage> {
  constructor(
    private readonly quality: PortfolioQuality,
    private readonly companies: CompanyRepository,
  ) {}

  async execute({ principal, query }: QualityFlagsQueryMessage): Promise<QualityFlags> {
    const store = this.quality.store;
    const investor = await readableInvestor(store, this.companies, principal, query.investorId);
    const { periods, thresholds, flags, portfolio } = await this.quality.flags(store, investor.companyId, {
      periods: query.period ? [query.period] : undefined,
      view: 'investor',
    });
    const matching = flags.filter(
      (f) =>
        (query.companyId === undefined ||
          f.companyId === query.companyId ||
          f.absence?.companies.some((c) => c.id === query.companyId)) &&
        (query.metricCode === undefined || f.metricCode === query.metricCode) &&
        (query.check === undefined || f.check === query.check),
    );
    // Each flagged value's documents, for the reviewer to open at the page (ADR 0185).
    const flagged = matching.filter((f) => f.companyId !== null);
    const { citations } = await evidenceOf(
      store,
      [...new Set(flagged.map((f) => f.companyId!))],
      [...new Set(flagged.map((f) => f.period))],
    );
    const evidenceByValue = new Map<string, EvidenceCitation[]>();
    for (const c of citations) {
      const key = `${c.companyId}|${c.period}|${c.metricCode}`;
      evidenceByValue.set(key, [...(evidenceByValue.get(key) ?? []), c]);
    }
    const counts = { open: 0, explained: 0, resolved: 0 };
    for (const flag of matching) counts[flag.status] += 1;
    return {
      investorId: investor.companyId,
      periods,
      thresholds,
      companies: portfolio.map((c) => ({ id: c.companyId, name: c.name })),
      counts,
      flags: matching
        .filter((f) => query.status === undefined || f.status === query.status)
        .map((f) => ({
          ...f,
          evidence:
            f.companyId === null
              ? []
              : (evidenceByValue.get(`${f.companyId}|${f.period}|${f.metricCode}`) ?? []),
        }))
        .sort(
          (a, b) =>
            b.period.localeCompare(a.period) ||
            (a.companyName ?? '\uffff').localeCompare(b.companyName ?? '\uffff') ||
            a.metricCode.localeCompare(b.metricCode) ||
            CHECK_ORDER[a.check] - CHECK_ORDER[b.check] ||
            a.id.localeCompare(b.id),
        ),
    };
  }
}

@Controller('quality')
export class QualityFlagsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('flags')
  async flags(
    @QueryParam(new ZodPipe(qualityFlagsQuerySchema)) query: QualityFlagsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<QualityFlags>> {
    return { data: await this.queries.execute(new QualityFlagsQueryMessage(principal, query)) };
  }
}
