import { Command } from '@nestjs/cqrs';
import type { CreateReleaseLogRequest, ReleaseLog } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class CreateReleaseLogCommand extends Command<ReleaseLog> {
  constructor(
    readonly principal: Principal,
    readonly input: CreateReleaseLogRequest,
  ) {
    super();
  }
}
