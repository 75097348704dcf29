import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NotificationView } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { notificationsError } from '../../domain/notifications.errors';
import { NOTIFICATIONS } from '../../infrastructure/migrations';
import type { NotificationRecord } from '../../infrastructure/records';
import { bumpCounter } from '../../projections/notifications.projection';
import { presentNotification } from '../../queries/present';
import { MarkReadCommand } from './mark-read.command';
import { announceCounts, markRead } from './read-marks';

/** Someone else's notification is 404, like an unknown one, so ids do not leak. */
@CommandHandler(MarkReadCommand)
export class MarkReadHandler implements ICommandHandler<MarkReadCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, notificationId }: MarkReadCommand): Promise<NotificationView> {
    const result = await this.store.transaction(async (tx) => {
      const n = await tx.get<NotificationRecord>(NOTIFICATIONS, notificationId);
      if (!n || n.userId !== principal.userId) {
        throw notificationsError('NOTIFICATION.NOT_FOUND', `Notification ${notificationId} was not found`);
      }
      if (n.read) return n;
      const read = await markRead(tx, n, new Date().toISOString());
      await bumpCounter(tx, n.userId, 0, -1);
      await announceCounts(tx, n.userId);
      return read;
    });
    return presentNotification(result);
  }
}
