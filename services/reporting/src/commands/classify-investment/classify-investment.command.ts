import { Command } from '@nestjs/cqrs';
import type { InvestmentClassUpdateRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** The GP classes one holding of a fund for a year's periodic report (#1A, #1B, #2), or clears its class. */
export class ClassifyInvestmentCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly fundId: number,
    readonly year: number,
    readonly request: InvestmentClassUpdateRequest,
  ) {
    super();
  }
}
