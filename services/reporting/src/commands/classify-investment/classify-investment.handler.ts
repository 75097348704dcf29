import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { investmentClassId, type InvestmentClassRecord } from '../../domain/periodic-report/investment-class';
import { SFDR_INVESTMENT_CLASSES } from '../../infrastructure/migrations';
import { ClassifyInvestmentCommand } from './classify-investment.command';

@CommandHandler(ClassifyInvestmentCommand)
export class ClassifyInvestmentHandler implements ICommandHandler<ClassifyInvestmentCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, fundId, year, request }: ClassifyInvestmentCommand): Promise<void> {
    const id = investmentClassId(fundId, year, request.holding);
    await this.store.transaction(async (tx) => {
      if (request.classification === null) {
        await tx.delete(SFDR_INVESTMENT_CLASSES, id);
        return;
      }
      await tx.put<InvestmentClassRecord>(SFDR_INVESTMENT_CLASSES, {
        id,
        fundId,
        year,
        holding: request.holding,
        classification: request.classification,
        updatedAt: new Date().toISOString(),
        updatedBy: principal.userId,
      });
    });
  }
}
