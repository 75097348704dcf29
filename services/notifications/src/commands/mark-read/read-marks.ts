import { createEvent } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import { NOTIFICATIONS, READ_MARKS } from '../../infrastructure/migrations';
import type { NotificationRecord, ReadMarkRecord } from '../../infrastructure/records';
import { countsOf } from '../../projections/notifications.projection';

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
