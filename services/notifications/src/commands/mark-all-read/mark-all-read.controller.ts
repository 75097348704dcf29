import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NOTIFICATION_ERRORS, type ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, withFailureMessage, type Principal } from '@esg/platform';
import { MarkAllReadCommand } from './mark-all-read.command';

/** PUT /notifications/read-all. */
@Controller('notifications')
export class MarkAllReadController {
  constructor(private readonly commands: CommandBus) {}

  @Put('read-all')
  markAllRead(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<{ updated: number }>> {
    return withFailureMessage(NOTIFICATION_ERRORS.markAllRead, async () => ({
      data: await this.commands.execute(new MarkAllReadCommand(principal)),
      message: 'All notifications marked as read',
    }));
  }
}
