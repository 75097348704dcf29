import { Command } from '@nestjs/cqrs';
import type { Completion, SaveValueRequest, ValueSource } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * Records a batch of values that come from elsewhere than a screen or an upload: calculated values
 * (source `calculated`, with the calculation's id, e.g. the carbon calculator's ghg.* results) and
 * the demo data (source `seeded`). Same rules as every other write (ValueWriter); no HTTP route.
 */
export class RecordValuesCommand extends Command<{ written: number; completion: Completion }> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly values: ReadonlyArray<{ code: string; input: SaveValueRequest }>,
    readonly source: ValueSource & { kind: 'calculated' | 'seeded' | 'imported' },
    /** When it happens: now, except for the demo data, dated within its period's timeline (issue 29). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
