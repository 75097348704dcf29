import { Command } from '@nestjs/cqrs';
import type { SaveValueRequest, SaveValueResult } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** PUT /responses/{id}/values/{metricCode}: a new version of one value. */
export class SaveValueCommand extends Command<SaveValueResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly request: SaveValueRequest,
  ) {
    super();
  }
}
