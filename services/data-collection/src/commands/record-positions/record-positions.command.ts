import { Command } from '@nestjs/cqrs';
import type { PositionSet, RecordPositionsRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A fund manager records (or replaces) a fund's positions on a quarter end. */
export class RecordPositionsCommand extends Command<PositionSet> {
  constructor(
    readonly fundId: number,
    readonly date: string,
    readonly request: RecordPositionsRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
