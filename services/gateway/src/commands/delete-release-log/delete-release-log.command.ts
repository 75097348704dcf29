import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

export class DeleteReleaseLogCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}
