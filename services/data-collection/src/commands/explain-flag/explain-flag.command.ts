import { Command } from '@nestjs/cqrs';
import type { ExplainFlagRequest, QualityFlag } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * PUT /quality/flags/{flagId}/explanation (issue 27, rule 127): the reporting company says why a flagged
 * value is right. The explanation belongs to the value's current version; the investor sees it beside the
 * flag and resolves it (or returns the value in review).
 */
export class ExplainFlagCommand extends Command<QualityFlag> {
  constructor(
    readonly principal: Principal,
    readonly flagId: string,
    readonly request: ExplainFlagRequest,
  ) {
    super();
  }
}
