import { Command } from '@nestjs/cqrs';
import type { CreateEdciSubmissionRequest, EdciSubmission } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class CreateEdciSubmissionCommand extends Command<EdciSubmission> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly request: CreateEdciSubmissionRequest,
    readonly now: string,
  ) {
    super();
  }
}
