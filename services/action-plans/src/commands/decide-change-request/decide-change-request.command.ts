import { type DecideChangeRequestRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { ChangeRequest } from '../../domain/discussion';

/** The GP approves (the due date moves, through ChangeDueDateCommand) or rejects a pending request. */
export class DecideChangeRequestCommand extends Command<ChangeRequest> {
  constructor(
    readonly caller: Caller,
    readonly changeRequestId: number,
    readonly request: DecideChangeRequestRequest,
  ) {
    super();
  }
}
