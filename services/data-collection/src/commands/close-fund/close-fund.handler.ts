import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Fund } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentFund } from '../../domain/fund';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { closeFund, getFund } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { CloseFundCommand } from './close-fund.command';

@CommandHandler(CloseFundCommand)
export class CloseFundHandler implements ICommandHandler<CloseFundCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ fundId, closedOn, principal }: CloseFundCommand): Promise<Fund> {
    return this.store.transaction(async (tx) => {
      const fund = await getFund(tx, fundId);
      const manager = await this.companies.getFor(principal, fund.company_id, tx);
      await this.access.assertMayManageFunds(principal, manager, tx);
      const closed = await closeFund(tx, fund, closedOn, {
        userId: principal.userId,
        admin: principal.role === 'admin',
      });
      return presentFund(closed);
    });
  }
}
