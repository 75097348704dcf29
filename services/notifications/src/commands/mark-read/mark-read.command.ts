import { Command } from '@nestjs/cqrs';
import type { NotificationView } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** The caller reads one of their notifications. */
export class MarkReadCommand extends Command<NotificationView> {
  constructor(
    readonly principal: Principal,
    readonly notificationId: string,
  ) {
    super();
  }
}
