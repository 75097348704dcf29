import { Command } from '@nestjs/cqrs';
import type { CreateResponseRequest, ResponseSummary } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** POST /responses: a GP asks its portfolio company for data (or a company starts its own). */
export class RequestDataCommand extends Command<ResponseSummary> {
  constructor(
    readonly principal: Principal,
    readonly request: CreateResponseRequest,
    /** When it happens: now, except for the demo data, dated within its period's timeline (issue 29). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
