import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';

/** draft -> sent: the GP or the ES advisor hands the draft to the portfolio company. */
export class SendDraftCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
  ) {
    super();
  }
}
