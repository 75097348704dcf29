import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, ChildCompany } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { IdPipe, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { presentChildCompany } from '../../domain/child-company';
import type { Company } from '../../domain/company';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { companyContact } from '../../infrastructure/user-directory';

/**
 * GET company/getChildCompanies/{id} (spec 7.4): a company's direct children, for those who may act
 * for it, with each one's contact and whether the contact has accepted the invitation (access manager).
 */
@Controller('company/getChildCompanies')
export class ChildCompaniesController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async children(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ChildCompany[]>> {
    await this.companies.getFor(principal, companyId);
    const children = await this.store.find<Company>(
      'companies',
      { parent_id: companyId },
      { sort: [['name', 'asc']] },
    );
    const data: ChildCompany[] = [];
    for (const child of children)
      data.push(presentChildCompany(child, await companyContact(this.store, child)));
    return { data };
  }
}
