import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import type { Company } from '../../domain/company';
import { companyIdPipe } from '../../http/params';
import { CompanyRepository } from '../../infrastructure/company.repository';
import type { CompanySummary } from '../list-companies/list-companies.controller';

/** GET company/getChildCompanies/{id} (spec 7.4): a company's direct children, for those who may act for it. */
@Controller('company/getChildCompanies')
export class ChildCompaniesController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async children(
    @Param('companyId', companyIdPipe()) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanySummary[]>> {
    await this.companies.getFor(principal, companyId);
    const children = await this.store.find<Company>(
      'companies',
      { parent_id: companyId },
      { sort: [['name', 'asc']] },
    );
    return {
      data: children.map((c) => ({ id: c.companyId, name: c.name, type: c.type, parent_id: c.parent_id })),
    };
  }
}
