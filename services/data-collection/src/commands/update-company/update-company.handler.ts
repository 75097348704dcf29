import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent, type CompanyView } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentCompany, type Company } from '../../domain/company';
import { assertCycleAllowed, assertMayConfigure } from '../../domain/company-settings';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { UpdateCompanyCommand } from './update-company.command';

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
  ) {}

  async execute({ companyId, request, principal }: UpdateCompanyCommand): Promise<CompanyView> {
    const updated = await this.store.transaction(async (tx) => {
      const company = await this.companies.getFor(principal, companyId, tx);
      assertMayConfigure(principal, company);
      assertCycleAllowed(company, request.data_collection_duration);
      const next: Company = { ...company, data_collection_duration: request.data_collection_duration };
      await tx.put('companies', next);
      await tx.append([
        createEvent({
          type: 'data-collection.company.updated.v1',
          source: 'data-collection',
          subject: companyId,
          companyId,
          actorId: principal.userId,
          data: { companyId, changes: { data_collection_duration: request.data_collection_duration } },
        }),
      ]);
      return next;
    });
    return presentCompany(updated);
  }
}
