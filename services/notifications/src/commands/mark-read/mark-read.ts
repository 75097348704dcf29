import { Controller, Inject, Param, Put } from '@nestjs/common';
import { createEvent, NOTIFICATION_ERRORS, type ApiResponse, type NotificationView } from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import { CurrentPrincipal, DomainError, STORE, type Principal } from '@esg/platform';
import { withFailureMessage } from '../../http/failure-message';
import { NOTIFICATIONS, READ_MARKS } from '../../infrastructure/migrations';
import type { NotificationRecord, ReadMarkRecord } from '../../infrastructure/records';
import { bumpCounter, countsOf } from '../../projections/notifications.projection';
import { presentNotification } from '../../queries/present';

/** Marks a notification read: the projection's row, the durable read mark and the counter, with a counts event. */
export async function markRead(
  tx: Transaction,
  n: NotificationRecord,
  now: string,
): Promise<NotificationRecord> {
  const read: NotificationRecord = { ...n, read: true, readAt: now };
  await tx.put(NOTIFICATIONS, read);
  await tx.put<ReadMarkRecord>(READ_MARKS, { id: n.id, userId: n.userId, readAt: now });
  return read;
}

export async function announceCounts(tx: Transaction, userId: number): Promise<void> {
  await tx.append([
    createEvent({
      type: 'notifications.notification.counts-changed.v1',
      source: 'notifications',
      subject: userId,
      actorId: userId,
      data: { userId, counts: await countsOf(tx, userId) },
    }),
  ]);
}

/** PUT /notifications/{id}/read. Someone else's notification is 404, like an unknown one, so ids do not leak. */
@Controller('notifications')
export class MarkReadController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Put(':id/read')
  markRead(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<NotificationView>> {
    return withFailureMessage(NOTIFICATION_ERRORS.markRead, () => this.mark(id, principal));
  }

  private async mark(id: string, principal: Principal): Promise<ApiResponse<NotificationView>> {
    const result = await this.store.transaction(async (tx) => {
      const n = await tx.get<NotificationRecord>(NOTIFICATIONS, id);
      if (!n || n.userId !== principal.userId) {
        throw new DomainError('NOTIFICATION.NOT_FOUND', `Notification ${id} was not found`);
      }
      if (n.read) return n;
      const read = await markRead(tx, n, new Date().toISOString());
      await bumpCounter(tx, n.userId, 0, -1);
      await announceCounts(tx, n.userId);
      return read;
    });
    return { data: presentNotification(result), message: 'Notification marked as read' };
  }
}
