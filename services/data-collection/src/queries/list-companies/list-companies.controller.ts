import { dataCollectionError } from '../../domain/data-collection.errors';
import { Controller, Get, Inject } from '@nestjs/common';
import type { ApiResponse, CompanySummary } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import type { Company } from '../../domain/company';

/**
 * GET company: every company, for a platform admin choosing a workplace to visit. Anyone else is
 * refused with 403 (a company sees only itself and its children, through GET company/{id}).
 */
@Controller('company')
export class ListCompaniesController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<CompanySummary[]>> {
    if (principal.role !== 'admin')
      throw dataCollectionError('COMPANY.FORBIDDEN', 'Only an admin may list every company');
    const companies = await this.store.find<Company>('companies', {}, { sort: [['companyId', 'asc']] });
    return {
      data: companies.map((c) => ({
        id: c.companyId,
        name: c.name,
        type: c.type,
        parent_id: c.parent_id ?? null,
      })),
    };
  }
}
