import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, OptionalIndicatorCount } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { IdPipe, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { CompanyRepository } from '../../infrastructure/company.repository';

const SFDR_STANDARD_ID = 8;

/**
 * How many optional SFDR PAI indicators a company has selected (GET indicators/count/optionalIndicators,
 * spec 7.4). `msg` says whether the company reports against SFDR at all.
 */
@Controller('indicators/count/optionalIndicators')
export class OptionalIndicatorCountController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async count(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<OptionalIndicatorCount>> {
    const company = await this.companies.getFor(principal, companyId);
    const reportsSfdr = company.company_standard_assignments.some((a) => a.standard_id === SFDR_STANDARD_ID);
    const count = reportsSfdr ? await this.store.count('optional_indicator_selections', { companyId }) : 0;
    return {
      data: { msg: reportsSfdr ? 'Sfdr Found' : 'Sfdr Not Found', optionalIndicatorCount: { count } },
    };
  }
}
