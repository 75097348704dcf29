import { Command } from '@nestjs/cqrs';
import type { TransitionRequest, TransitionResult } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** POST /responses/{id}/submit: the company hands every required value to its reviewer. */
export class SubmitResponseCommand extends Command<TransitionResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: TransitionRequest,
    /** When it happens: now, except for the demo data, dated within its period's timeline (issue 29). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
