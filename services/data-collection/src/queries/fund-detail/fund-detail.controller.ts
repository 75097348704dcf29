import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, Fund } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, CurrentPrincipal, type Principal } from '@esg/platform';
import { presentFund } from '../../domain/fund';
import { fundIdPipe } from '../../http/portfolio-params';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { getFund } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';

/** GET funds/{id}: one fund, for whoever may read its manager's funds (see fundManager/getAll). */
@Controller('funds')
export class FundDetailController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  @Get(':fundId')
  async detail(
    @Param('fundId', fundIdPipe()) fundId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Fund>> {
    const fund = await getFund(this.store, fundId);
    await this.access.assertMayReadFund(principal, fund, await this.companies.get(fund.company_id));
    return { data: presentFund(fund) };
  }
}
