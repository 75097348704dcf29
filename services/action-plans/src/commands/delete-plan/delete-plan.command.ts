import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';

/** Deletes a plan with its recommendations (spec 4); a signed-off plan is kept as the record. */
export class DeletePlanCommand extends Command<{ id: number }> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
  ) {
    super();
  }
}
