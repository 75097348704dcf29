import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Fund } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentFund } from '../../domain/fund';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { createFund } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { CreateFundCommand } from './create-fund.command';

@CommandHandler(CreateFundCommand)
export class CreateFundHandler implements ICommandHandler<CreateFundCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ request, principal }: CreateFundCommand): Promise<Fund> {
    return this.store.transaction(async (tx) => {
      const manager = await this.companies.getFor(principal, request.companyId, tx);
      await this.access.assertMayManageFunds(principal, manager, tx);
      const fund = await createFund(tx, request, {
        userId: principal.userId,
        admin: principal.role === 'admin',
      });
      return presentFund(fund);
    });
  }
}
