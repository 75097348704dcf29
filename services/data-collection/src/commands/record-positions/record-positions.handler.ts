import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PositionSet } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { getFund, presentPositionSet, recordPositions } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { RecordPositionsCommand } from './record-positions.command';

@CommandHandler(RecordPositionsCommand)
export class RecordPositionsHandler implements ICommandHandler<RecordPositionsCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async execute({ fundId, date, request, principal }: RecordPositionsCommand): Promise<PositionSet> {
    return this.store.transaction(async (tx) => {
      const fund = await getFund(tx, fundId);
      const manager = await this.companies.getFor(principal, fund.company_id, tx);
      await this.access.assertMayManageFunds(principal, manager, tx);
      const set = await recordPositions(tx, fund, date, request, {
        userId: principal.userId,
        admin: principal.role === 'admin',
      });
      return presentPositionSet(set);
    });
  }
}
