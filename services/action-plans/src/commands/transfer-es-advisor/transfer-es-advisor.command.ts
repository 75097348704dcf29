import { type TransferEsAdvisorRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';

/** The GP, or the ES advisor handing over, names another GP user as the plan's ES advisor. */
export class TransferEsAdvisorCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: TransferEsAdvisorRequest,
  ) {
    super();
  }
}
