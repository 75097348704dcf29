import { type UpdateActionPlanRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
export class UpdatePlanCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: UpdateActionPlanRequest,
  ) {
    super();
  }
}
