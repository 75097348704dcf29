import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  notificationListQuerySchema,
  pageMeta,
  type ApiResponse,
  type NotificationListQuery,
  type NotificationView,
} from '@esg/contracts';
import type { Filter, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { NOTIFICATIONS } from '../../infrastructure/migrations';
import type { NotificationRecord } from '../../infrastructure/records';
import { presentNotification } from '../present';

/** The caller's own notifications, filtered on their fields; `extra` narrows further. */
export function ownFilter(
  userId: number,
  query: { pcId?: number; actionPlanId?: number },
  extra: Filter = {},
): Filter {
  const filter: Filter = { userId, ...extra };
  if (query.pcId !== undefined) filter.pcId = query.pcId;
  if (query.actionPlanId !== undefined) filter.actionPlanId = query.actionPlanId;
  return filter;
}

/** GET /notifications: the caller's notifications, newest first, 10 a page; a page past the end is empty. */
@Controller('notifications')
export class ListNotificationsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async list(
    @Query(new ZodPipe(notificationListQuerySchema)) query: NotificationListQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<NotificationView[]>> {
    const filter = ownFilter(principal.userId, query, query.unreadOnly ? { read: false } : {});
    const [total, rows] = await Promise.all([
      this.store.count(NOTIFICATIONS, filter),
      this.store.find<NotificationRecord>(NOTIFICATIONS, filter, {
        sort: [
          ['createdAt', 'desc'],
          ['id', 'desc'],
        ],
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      }),
    ]);
    return { data: rows.map(presentNotification), meta: pageMeta(query.page, query.perPage, total) };
  }
}
