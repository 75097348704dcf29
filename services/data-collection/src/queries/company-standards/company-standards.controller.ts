import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import type { StandardDoc } from '../../domain/standards';
import { companyIdPipe } from '../../http/params';
import { CompanyRepository } from '../../infrastructure/company.repository';

export interface CompanyStandardAssignment {
  standard_id: number;
  standard: { id: number; name: string } | null;
}

/** The standards a company reports against (GET company/standard/{companyId}, spec 7.4). */
@Controller('company/standard')
export class CompanyStandardsController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async list(
    @Param('companyId', companyIdPipe()) companyId: number,
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
