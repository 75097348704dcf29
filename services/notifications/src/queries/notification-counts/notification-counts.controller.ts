import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  NOTIFICATION_ERRORS,
  notificationCountsQuerySchema,
  type ApiResponse,
  type NotificationCountsQuery,
  type NotificationCountsResponse,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  CurrentPrincipal,
  withFailureMessage,
  PlainRoute,
  STORE,
  ZodPipe,
  type Principal,
} from '@esg/platform';
import { NOTIFICATIONS } from '../../infrastructure/migrations';
import { countsOf } from '../../projections/notifications.projection';
import { ownFilter } from '../list-notifications/list-notifications.controller';

/**
 * GET /notifications/counts: total, read and unread of the caller (of one plan with actionPlanId),
 * plus pcTotal / pcUnread for one portfolio company when pcId is given. Without filters it reads the
 * per-user counter kept by the projection (one row), which is what the bell asks for.
 *
 * The shell asks for it on every page, so it is a plain route (ADR 0133): served by Fastify without
 * Nest's router, guard and pipe pipeline, authenticated by the guard's own function, its query checked
 * by the same zod pipe; this controller stays its one declaration (route table, OpenAPI).
 */
const QUERY = new ZodPipe(notificationCountsQuerySchema);

@Controller('notifications')
export class NotificationCountsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('counts')
  @PlainRoute()
  counts(
    @Query() raw: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<NotificationCountsResponse>> {
    return withFailureMessage(NOTIFICATION_ERRORS.counts, () =>
      this.countsOf(QUERY.transform(raw), principal),
    );
  }

  private async countsOf(
    query: NotificationCountsQuery,
    principal: Principal,
  ): Promise<ApiResponse<NotificationCountsResponse>> {
    const userId = principal.userId;
    let counts: NotificationCountsResponse;
    if (query.actionPlanId === undefined) {
      counts = await countsOf(this.store, userId);
    } else {
      const scope = ownFilter(userId, { actionPlanId: query.actionPlanId });
      const [total, unread] = await Promise.all([
        this.store.count(NOTIFICATIONS, scope),
        this.store.count(NOTIFICATIONS, { ...scope, read: false }),
      ]);
      counts = { total, read: total - unread, unread };
    }
    if (query.pcId !== undefined) {
      const scope = ownFilter(userId, { pcId: query.pcId, actionPlanId: query.actionPlanId });
      const [pcTotal, pcUnread] = await Promise.all([
        this.store.count(NOTIFICATIONS, scope),
        this.store.count(NOTIFICATIONS, { ...scope, read: false }),
      ]);
      counts = { ...counts, pcTotal, pcUnread };
    }
    return { data: counts };
  }
}
