import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChildCompany } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentChildCompany } from '../../domain/child-company';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { inviteCompany } from '../../infrastructure/company-invitations';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { InviteGpCompanyCommand } from './invite-gp-company.command';

@CommandHandler(InviteGpCompanyCommand)
export class InviteGpCompanyHandler implements ICommandHandler<InviteGpCompanyCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ lpCompanyId, request, principal }: InviteGpCompanyCommand): Promise<ChildCompany> {
    return this.store.transaction(async (tx) => {
      const lp = await this.companies.getFor(principal, lpCompanyId, tx);
      await this.access.assertMayChangeAccess(principal, lp, tx);
      const company = await inviteCompany(tx, lp, 'gp', request, principal.userId);
      return presentChildCompany(company, {
        email: company.contact_email,
        name: request.contactName.trim(),
        status: 'invited',
        // The gateway creates the contact's user on the registration event, after this answer.
        userId: null,
      });
    });
  }
}
