import { type PlanUsersRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';

/** Users assigned to a plan are told about its changes; they are users of the GP or the portfolio company. */
export class ChangePlanUsersCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly change: 'assign' | 'remove',
    readonly request: PlanUsersRequest,
  ) {
    super();
  }
}
