import { Command } from '@nestjs/cqrs';
import type { Fund } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A fund manager closes a fund (POST funds/{id}/close): it is kept, read-only, with its positions. */
export class CloseFundCommand extends Command<Fund> {
  constructor(
    readonly fundId: number,
    readonly closedOn: string | undefined,
    readonly principal: Principal,
  ) {
    super();
  }
}
