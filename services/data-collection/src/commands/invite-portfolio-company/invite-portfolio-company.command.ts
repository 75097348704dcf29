import { Command } from '@nestjs/cqrs';
import type { ChildCompany, InvitePortfolioCompanyRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A GP's primary user (or an admin) invites a portfolio company: a child company and its contact. */
export class InvitePortfolioCompanyCommand extends Command<ChildCompany> {
  constructor(
    readonly gpCompanyId: number,
    readonly request: InvitePortfolioCompanyRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
