import { Command } from '@nestjs/cqrs';
import type { QualityFlag, ResolveFlagRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * PUT /quality/flags/{flagId}/resolution (issue 27, rule 126): the investor's team accepts a flagged value
 * as it stands (with a comment), or opens the flag again. A resolution belongs to the value's version: a
 * new version of the value opens the flag again by itself.
 */
export class ResolveFlagCommand extends Command<QualityFlag> {
  constructor(
    readonly principal: Principal,
    readonly flagId: string,
    readonly request: ResolveFlagRequest,
  ) {
    super();
  }
}
