import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NOTIFICATION_ERRORS, type ApiResponse, type NotificationView } from '@esg/contracts';
import { CurrentPrincipal, withFailureMessage, type Principal } from '@esg/platform';
import { MarkReadCommand } from './mark-read.command';

/** PUT /notifications/{id}/read. */
@Controller('notifications')
export class MarkReadController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/read')
  markRead(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<NotificationView>> {
    return withFailureMessage(NOTIFICATION_ERRORS.markRead, async () => ({
      data: await this.commands.execute(new MarkReadCommand(principal, id)),
      message: 'Notification marked as read',
    }));
  }
}
