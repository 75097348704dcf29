import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { NOTIFICATIONS } from '../../infrastructure/migrations';
import type { NotificationRecord } from '../../infrastructure/records';
import { bumpCounter } from '../../projections/notifications.projection';
import { announceCounts, markRead } from '../mark-read/read-marks';
import { MarkAllReadCommand } from './mark-all-read.command';

/** Every unread notification of the caller, in one transaction. */
@CommandHandler(MarkAllReadCommand)
export class MarkAllReadHandler implements ICommandHandler<MarkAllReadCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal }: MarkAllReadCommand): Promise<{ updated: number }> {
    const updated = await this.store.transaction(async (tx) => {
      const unread = await tx.find<NotificationRecord>(NOTIFICATIONS, {
        userId: principal.userId,
        read: false,
      });
      if (unread.length === 0) return 0;
      const now = new Date().toISOString();
      for (const n of unread) await markRead(tx, n, now);
      await bumpCounter(tx, principal.userId, 0, -unread.length);
      await announceCounts(tx, principal.userId);
      return unread.length;
    });
    return { updated };
  }
}
