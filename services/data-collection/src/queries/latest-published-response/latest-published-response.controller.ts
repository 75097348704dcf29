import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, LatestPublishedResponse } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { IdPipe, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { RESPONSES } from '../../application/response-workspace';
import type { ResponseDoc } from '../../domain/esg/response';
import { CompanyRepository } from '../../infrastructure/company.repository';

/**
 * The latest year a company published responses for a standard (spec 7.4); null when it never has.
 * Read from the responses themselves: a response counts once it was published, also while it is
 * reopened (its last publication stays in force until the next).
 */
@Controller('company/getLatestPublishedResponseYear')
export class LatestPublishedResponseController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId/:standardId')
  async latest(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Param('standardId', new IdPipe('standardId')) standardId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<LatestPublishedResponse>> {
    await this.companies.getFor(principal, companyId);
    const [latest] = await this.store.find<ResponseDoc>(
      RESPONSES,
      { companyId, standardId, lastPublishedAt: { ne: null } },
      { sort: [['periodEnd', 'desc']], limit: 1 },
    );
    return {
      data: { latestResponse: latest ? { year: latest.year, data_reporting_cycle: latest.cycle } : null },
    };
  }
}
