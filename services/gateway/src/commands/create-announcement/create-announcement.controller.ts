import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createAnnouncementRequestSchema,
  type Announcement,
  type ApiResponse,
  type CreateAnnouncementRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { CreateAnnouncementCommand } from './create-announcement.command';

@Controller('announcements')
export class CreateAnnouncementController {
  constructor(private readonly commands: CommandBus) {}

  /** Admin only. { docId?, type, text, enabled } -> 201 the announcement; 403; 409 when the docId exists. */
  @Post()
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(createAnnouncementRequestSchema)) body: CreateAnnouncementRequest,
  ): Promise<ApiResponse<Announcement>> {
    return { data: await this.commands.execute(new CreateAnnouncementCommand(principal, body)) };
  }
}
