import { Command } from '@nestjs/cqrs';
import type { RemovedEvidence } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * DELETE /responses/{id}/evidence/{fileId} (ADR 0214, rule 138): the company removes an evidence document of the
 * response's period. While citations or an investor's override name it, the request is refused (409) with the
 * values it backs, unless `citations=remove` confirms that those citations go with it (the values keep what
 * they are and lose only this evidence).
 */
export class RemoveEvidenceCommand extends Command<RemovedEvidence> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly fileId: string,
    readonly confirmed: boolean,
  ) {
    super();
  }
}
