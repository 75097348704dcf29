import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, CompanyStandardAssignment } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { IdPipe, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import type { StandardDoc } from '../../domain/standards';
import { CompanyRepository } from '../../infrastructure/company.repository';

/** The standards a company reports against (GET company/standard/{companyId}, spec 7.4). */
@Controller('company/standard')
export class CompanyStandardsController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async list(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyStandardAssignment[]>> {
    const company = await this.companies.getFor(principal, companyId);
    const catalogue = new Map(
      (await this.store.find<StandardDoc>('standards')).map((s) => [s.standardId, s]),
    );
    return {
      data: company.company_standard_assignments.map(({ standard_id }) => {
        const standard = catalogue.get(standard_id);
        return { standard_id, standard: standard ? { id: standard.standardId, name: standard.name } : null };
      }),
    };
  }
}
