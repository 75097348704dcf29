import { Body, Controller, Inject, Param, Patch } from '@nestjs/common';
import {
  createEvent,
  updateCompanyRequestSchema,
  type ApiResponse,
  type UpdateCompanyRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { presentCompany, type Company } from '../../domain/company';
import { assertCycleAllowed, assertMayConfigure } from '../../domain/company-settings';
import { companyIdPipe } from '../../http/params';
import { CompanyRepository } from '../../infrastructure/company.repository';

/** PATCH company/{companyId}: the reporting cycle (data_collection_duration), spec 7.4. */
@Controller('company')
export class UpdateCompanyController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
  ) {}

  @Patch(':companyId')
  async update(
    @Param('companyId', companyIdPipe()) companyId: number,
    @Body(new ZodPipe(updateCompanyRequestSchema)) body: UpdateCompanyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ReturnType<typeof presentCompany>>> {
    const updated = await this.store.transaction(async (tx) => {
      const company = await this.companies.getFor(principal, companyId, tx);
      assertMayConfigure(principal, company);
      assertCycleAllowed(company, body.data_collection_duration);
      const next: Company = { ...company, data_collection_duration: body.data_collection_duration };
      await tx.put('companies', next);
      await tx.append([
        createEvent({
          type: 'data-collection.company.updated.v1',
          source: 'data-collection',
          subject: companyId,
          companyId,
          actorId: principal.userId,
          data: { companyId, changes: { data_collection_duration: body.data_collection_duration } },
        }),
      ]);
      return next;
    });
    return { data: presentCompany(updated), message: 'Company updated successfully' };
  }
}
