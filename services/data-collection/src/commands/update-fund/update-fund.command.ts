import { Command } from '@nestjs/cqrs';
import type { Fund, UpdateFundRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A fund manager changes a fund's attributes or holdings (PATCH funds/{id}). */
export class UpdateFundCommand extends Command<Fund> {
  constructor(
    readonly fundId: number,
    readonly request: UpdateFundRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
