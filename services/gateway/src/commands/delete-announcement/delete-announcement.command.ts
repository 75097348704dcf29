import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

export class DeleteAnnouncementCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly docId: string,
  ) {
    super();
  }
}
