import { Command } from '@nestjs/cqrs';
import type { ReleaseLog, UpdateReleaseLogRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class UpdateReleaseLogCommand extends Command<ReleaseLog> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly input: UpdateReleaseLogRequest,
  ) {
    super();
  }
}
