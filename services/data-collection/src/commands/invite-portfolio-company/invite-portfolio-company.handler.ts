import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChildCompany } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentChildCompany } from '../../domain/child-company';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { inviteCompany } from '../../infrastructure/company-invitations';
import { getFund, updateFund } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { InvitePortfolioCompanyCommand } from './invite-portfolio-company.command';
import { dataCollectionError } from '../../domain/data-collection.errors';

@CommandHandler(InvitePortfolioCompanyCommand)
export class InvitePortfolioCompanyHandler implements ICommandHandler<InvitePortfolioCompanyCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ gpCompanyId, request, principal }: InvitePortfolioCompanyCommand): Promise<ChildCompany> {
    return this.store.transaction(async (tx) => {
      const gp = await this.companies.getFor(principal, gpCompanyId, tx);
      await this.access.assertMayChangeAccess(principal, gp, tx);
      const funds = [];
      for (const fundId of new Set(request.fundIds ?? [])) {
        const fund = await getFund(tx, fundId);
        if (fund.company_id !== gp.companyId)
          throw dataCollectionError(
            'FUND.UNPROCESSABLE',
            `fundIds: fund ${fundId} is not a fund of ${gp.name}`,
          );
        funds.push(fund);
      }
      const company = await inviteCompany(tx, gp, 'pc', request, principal.userId);
      const actor = { userId: principal.userId, admin: principal.role === 'admin' };
      for (const fund of funds) {
        await updateFund(
          tx,
          fund,
          { portfolioCompanyIds: [...fund.portfolio_company_ids, company.companyId] },
          actor,
        );
      }
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
