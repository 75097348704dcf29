import { type PublishStatusRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';

export class UpdatePublishStatusCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: PublishStatusRequest,
  ) {
    super();
  }
}
