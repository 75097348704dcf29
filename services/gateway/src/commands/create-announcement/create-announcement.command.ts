import { Command } from '@nestjs/cqrs';
import type { Announcement, CreateAnnouncementRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class CreateAnnouncementCommand extends Command<Announcement> {
  constructor(
    readonly principal: Principal,
    readonly input: CreateAnnouncementRequest,
  ) {
    super();
  }
}
