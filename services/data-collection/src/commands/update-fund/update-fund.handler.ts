import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Fund } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentFund } from '../../domain/fund';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { getFund, updateFund } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { UpdateFundCommand } from './update-fund.command';

@CommandHandler(UpdateFundCommand)
export class UpdateFundHandler implements ICommandHandler<UpdateFundCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ fundId, request, principal }: UpdateFundCommand): Promise<Fund> {
    return this.store.transaction(async (tx) => {
      const fund = await getFund(tx, fundId);
      const manager = await this.companies.getFor(principal, fund.company_id, tx);
      await this.access.assertMayManageFunds(principal, manager, tx);
      const updated = await updateFund(tx, fund, request, {
        userId: principal.userId,
        admin: principal.role === 'admin',
      });
      return presentFund(updated);
    });
  }
}
