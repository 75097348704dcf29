import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, Fund } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, CurrentPrincipal, type Principal, IdPipe } from '@esg/platform';
import { presentFund } from '../../domain/fund';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { fundsOf } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';

/**
 * GET fundManager/getAll/{companyId} (spec 7.4): the company's funds, open and closed, by name. An LP
 * investing in some of a GP's funds sees those; contributors and other tenants are refused.
 */
@Controller('fundManager')
export class ListFundsController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  @Get('getAll/:companyId')
  async list(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Fund[]>> {
    const manager = await this.companies.get(companyId);
    const readable = await this.access.readableFunds(principal, manager);
    const funds = await fundsOf(this.store, companyId);
    return {
      data: funds.filter((f) => readable === 'all' || readable.has(f.fundId)).map(presentFund),
    };
  }
}
