import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  updateAnnouncementRequestSchema,
  type Announcement,
  type ApiResponse,
  type UpdateAnnouncementRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { UpdateAnnouncementCommand } from './update-announcement.command';

@Controller('announcements')
export class UpdateAnnouncementController {
  constructor(private readonly commands: CommandBus) {}

  /** Admin only. { enabled?, text?, type? } -> 200 the announcement; 403; 404. */
  @Patch(':docId')
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('docId') docId: string,
    @Body(new ZodPipe(updateAnnouncementRequestSchema)) body: UpdateAnnouncementRequest,
  ): Promise<ApiResponse<Announcement>> {
    return { data: await this.commands.execute(new UpdateAnnouncementCommand(principal, docId, body)) };
  }
}
