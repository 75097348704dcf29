import { Command } from '@nestjs/cqrs';
import type { Announcement, UpdateAnnouncementRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class UpdateAnnouncementCommand extends Command<Announcement> {
  constructor(
    readonly principal: Principal,
    readonly docId: string,
    readonly changes: UpdateAnnouncementRequest,
  ) {
    super();
  }
}
