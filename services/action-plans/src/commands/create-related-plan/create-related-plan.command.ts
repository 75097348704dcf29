import { type CreateRelatedActionPlanRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../application/access';
import { type PlanView } from '../../application/present';

/** POST /action-plans/{id}: a follow-up draft for the same portfolio company, linked to the plan it follows. */
export class CreateRelatedPlanCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: CreateRelatedActionPlanRequest,
  ) {
    super();
  }
}
