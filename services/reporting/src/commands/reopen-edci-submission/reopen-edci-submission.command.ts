import { Command } from '@nestjs/cqrs';
import type { EdciSubmission, ReopenEdciSubmissionRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class ReopenEdciSubmissionCommand extends Command<EdciSubmission> {
  constructor(
    readonly principal: Principal,
    readonly submissionId: number,
    readonly request: ReopenEdciSubmissionRequest,
    readonly now: string,
  ) {
    super();
  }
}
