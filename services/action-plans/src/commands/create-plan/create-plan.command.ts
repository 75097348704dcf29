import { type CreateActionPlanRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
export class CreatePlanCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly request: CreateActionPlanRequest,
    readonly relatedPlanId: number | null = null,
  ) {
    super();
  }
}
