import { Command } from '@nestjs/cqrs';
import type { ReleaseLog } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class PublishReleaseLogCommand extends Command<ReleaseLog> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}
