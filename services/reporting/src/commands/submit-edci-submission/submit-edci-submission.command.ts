import { Command } from '@nestjs/cqrs';
import type { EdciSubmission, SubmitEdciSubmissionRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class SubmitEdciSubmissionCommand extends Command<EdciSubmission> {
  constructor(
    readonly principal: Principal,
    readonly submissionId: number,
    readonly request: SubmitEdciSubmissionRequest,
    readonly now: string,
  ) {
    super();
  }
}
