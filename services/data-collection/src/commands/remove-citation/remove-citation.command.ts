import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/**
 * DELETE /responses/{id}/values/{metricCode}/citations/{citationId} (ADR 0185, rule 129): the company takes
 * back where a document backs a value; the document stays attached. Recorded as an event.
 */
export class RemoveCitationCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly citationId: string,
  ) {
    super();
  }
}
