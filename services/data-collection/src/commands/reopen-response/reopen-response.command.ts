import { Command } from '@nestjs/cqrs';
import type { ReopenRequest, TransitionResult } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/reopen: a published period is opened again, with a reason kept in the
 * response's history. The last publication stays in force for read models until the next one.
 */
export class ReopenResponseCommand extends Command<TransitionResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: ReopenRequest,
  ) {
    super();
  }
}
