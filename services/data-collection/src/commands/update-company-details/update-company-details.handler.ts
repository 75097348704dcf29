import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentCompany } from '../../domain/company';
import { applyCompanyDetails } from '../../domain/company-details';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { UpdateCompanyDetailsCommand } from './update-company-details.command';

@CommandHandler(UpdateCompanyDetailsCommand)
export class UpdateCompanyDetailsHandler implements ICommandHandler<UpdateCompanyDetailsCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({
    companyId,
    request,
    principal,
  }: UpdateCompanyDetailsCommand): Promise<ReturnType<typeof presentCompany>> {
    return this.store.transaction(async (tx) => {
      const company = await this.companies.getFor(principal, companyId, tx);
      await this.access.assertMayEditCompany(principal, company, tx);
      const { next, changes, previous } = applyCompanyDetails(company, request, principal.role === 'admin');
      if (Object.keys(changes).length === 0) return presentCompany(company);
      await tx.put('companies', next);
      await tx.append([
        createEvent({
          type: 'data-collection.company.updated.v1',
          source: 'data-collection',
          subject: companyId,
          companyId,
          actorId: principal.userId,
          data: {
            companyId,
            changes,
            previous,
            ...(typeof changes.is_action_plan_enabled === 'boolean'
              ? { isActionPlanEnabled: changes.is_action_plan_enabled }
              : {}),
          },
        }),
      ]);
      return presentCompany(next);
    });
  }
}
