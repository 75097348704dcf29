import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, CompanyChange } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal, IdPipe } from '@esg/platform';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { COMPANY_CHANGES, type CompanyChangeDoc } from '../../integration/company-history.consumer';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * GET company/details/{id}/history: who changed which field of the company, when, from what to what,
 * newest first (the /company-details audit trail). For non-contributors who may act for the company.
 */
@Controller('company/details')
export class CompanyHistoryController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
  ) {}

  @Get(':companyId/history')
  async history(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyChange[]>> {
    await this.companies.getFor(principal, companyId);
    if (principal.permission === 'Contributor')
      throw dataCollectionError('COMPANY.FORBIDDEN', "Contributors do not see the company's change history");
    const changes = await this.store.find<CompanyChangeDoc>(COMPANY_CHANGES, { companyId });
    changes.sort((a, b) => b.at.localeCompare(a.at) || a.field.localeCompare(b.field));
    const actorIds = [...new Set(changes.map((c) => c.actorId).filter((id): id is number => id !== null))];
    const names = new Map(
      (await this.store.find<DirectoryUser>(USER_DIRECTORY, { userId: { in: actorIds } })).map((u) => [
        u.userId,
        u.name,
      ]),
    );
    return {
      data: changes.map((c) => ({
        at: c.at,
        actor: c.actorId === null ? null : { id: c.actorId, name: names.get(c.actorId) ?? null },
        field: c.field,
        from: c.from,
        to: c.to,
      })),
    };
  }
}
