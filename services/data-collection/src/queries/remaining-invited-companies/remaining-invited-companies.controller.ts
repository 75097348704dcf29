import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, RemainingGpCompanies, RemainingPortfolioCompanies } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal, IdPipe } from '@esg/platform';
import { assertInvites } from '../../domain/access';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { invitedUsage } from '../../infrastructure/company-invitations';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';

/**
 * GET company/getRemainingPortfolioCompanies/{id} (remainingPC, a GP) and
 * company/getRemainingGPCompanies/{id} (remainingGP, an LP), spec 7.4: how many more companies the
 * contract's number_of_pcs lets the company invite. The other type answers 409 ACCESS.CONFLICT.
 */
@Controller('company')
export class RemainingInvitedCompaniesController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  @Get('getRemainingPortfolioCompanies/:companyId')
  async portfolioCompanies(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<RemainingPortfolioCompanies>> {
    const company = await this.companies.get(companyId);
    await this.access.assertMayViewAccess(principal, company);
    assertInvites(company, 'pc');
    const portfolioCompanies = await invitedUsage(this.store, company, 'pc');
    return { data: { remainingPC: portfolioCompanies.remaining, portfolioCompanies } };
  }

  @Get('getRemainingGPCompanies/:companyId')
  async gpCompanies(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<RemainingGpCompanies>> {
    const company = await this.companies.get(companyId);
    await this.access.assertMayViewAccess(principal, company);
    assertInvites(company, 'gp');
    const gpCompanies = await invitedUsage(this.store, company, 'gp');
    return { data: { remainingGP: gpCompanies.remaining, gpCompanies } };
  }
}
