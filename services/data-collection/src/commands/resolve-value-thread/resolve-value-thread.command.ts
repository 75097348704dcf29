import { Command } from '@nestjs/cqrs';
import type { ThreadStatus } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/values/{metricCode}/thread/resolve and …/reopen (ADR 0213, rule 135): either side
 * closes the discussion of a value, or opens it again; the participants are told.
 */
export class ResolveValueThreadCommand extends Command<ThreadStatus> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly to: ThreadStatus,
  ) {
    super();
  }
}
