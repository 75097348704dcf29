import { type CreateChangeRequestRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { ChangeRequest } from '../../domain/discussion';

/** The portfolio company asks for a new due date; one request per recommendation is pending at a time. */
export class CreateChangeRequestCommand extends Command<ChangeRequest> {
  constructor(
    readonly caller: Caller,
    readonly request: CreateChangeRequestRequest,
  ) {
    super();
  }
}
