import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { DeleteAnnouncementCommand } from './delete-announcement.command';

@Controller('announcements')
export class DeleteAnnouncementController {
  constructor(private readonly commands: CommandBus) {}

  /** Admin only. 204; 403; 404. Connected clients get announcement:changed with deleted: true. */
  @Delete(':docId')
  @HttpCode(204)
  async remove(@CurrentPrincipal() principal: Principal, @Param('docId') docId: string): Promise<void> {
    await this.commands.execute(new DeleteAnnouncementCommand(principal, docId));
  }
}
