import { Command } from '@nestjs/cqrs';
import type { EdciExclusionRequest, EdciSubmission } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class ExcludeEdciCompanyCommand extends Command<EdciSubmission> {
  constructor(
    readonly principal: Principal,
    readonly submissionId: number,
    readonly companyId: number,
    readonly request: EdciExclusionRequest,
    readonly now: string,
  ) {
    super();
  }
}
