import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, LatestPublishedResponse, ReportingCycle } from '@esg/contracts';
import type { Doc, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { companyIdPipe, standardIdPipe } from '../../http/params';
import { CompanyRepository } from '../../infrastructure/company.repository';

interface PublishedResponse extends Doc {
  companyId: number;
  standardId: number;
  year: number;
  data_reporting_cycle: ReportingCycle;
}

/** The latest year a company published responses for a standard (spec 7.4); null when it never has. */
@Controller('company/getLatestPublishedResponseYear')
export class LatestPublishedResponseController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId/:standardId')
  async latest(
    @Param('companyId', companyIdPipe()) companyId: number,
    @Param('standardId', standardIdPipe()) standardId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<LatestPublishedResponse>> {
    await this.companies.getFor(principal, companyId);
    const [latest] = await this.store.find<PublishedResponse>(
      'published_responses',
      { companyId, standardId },
      { sort: [['year', 'desc']], limit: 1 },
    );
    return {
      data: {
        latestResponse: latest
          ? { year: latest.year, data_reporting_cycle: latest.data_reporting_cycle }
          : null,
      },
    };
  }
}
