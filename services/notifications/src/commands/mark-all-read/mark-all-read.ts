import { Controller, Inject, Put } from '@nestjs/common';
import { NOTIFICATION_ERRORS, type ApiResponse } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { withFailureMessage } from '../../http/failure-message';
import { NOTIFICATIONS } from '../../infrastructure/migrations';
import type { NotificationRecord } from '../../infrastructure/records';
import { bumpCounter } from '../../projections/notifications.projection';
import { announceCounts, markRead } from '../mark-read/mark-read';

/** PUT /notifications/read-all: every unread notification of the caller, in one transaction. */
@Controller('notifications')
export class MarkAllReadController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Put('read-all')
  markAllRead(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<{ updated: number }>> {
    return withFailureMessage(NOTIFICATION_ERRORS.markAllRead, () => this.markAll(principal));
  }

  private async markAll(principal: Principal): Promise<ApiResponse<{ updated: number }>> {
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
    return { data: { updated }, message: 'All notifications marked as read' };
  }
}
