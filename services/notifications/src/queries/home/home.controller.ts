import { Controller, Get, Inject } from '@nestjs/common';
import { HOME_ITEMS_PER_SOURCE, compareHomeItems, type ApiResponse, type HomeItem } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { NOTIFICATIONS, PLANS } from '../../infrastructure/migrations';
import type { NotificationRecord, PlanRecord } from '../../infrastructure/records';

/** More unread notifications than this are not read for the start page (the bell has them all). */
const UNREAD_READ_LIMIT = 500;

/**
 * The caller's unread activity for the start page, one item per action plan: how many unread
 * notifications it has and the newest of them; it links to the notification's page when there is
 * one, else to the plan. Notifications are the caller's own, so nothing here needs another check.
 */
export function unreadActivity(
  unread: readonly NotificationRecord[],
  planTitle: (planId: number) => string | null,
): HomeItem[] {
  const byPlan = new Map<number, NotificationRecord[]>();
  // Data-request notifications belong to no plan: data-collection's own start-page items cover them.
  for (const n of unread)
    if (n.actionPlanId !== null) byPlan.set(n.actionPlanId, [...(byPlan.get(n.actionPlanId) ?? []), n]);
  const items: HomeItem[] = [];
  for (const [planId, list] of byPlan) {
    const newest = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (!newest) continue;
    const title = planTitle(planId);
    const href = list.length === 1 && newest.link ? newest.link : `/action-plans/detail/${planId}`;
    // A deleted plan has no page left: its unread notifications stay in the bell only.
    if (title === null) continue;
    items.push({
      id: `notifications:unread:${planId}`,
      group: 'activity',
      kind: 'unread-activity',
      title: `${list.length} unread ${list.length === 1 ? 'update' : 'updates'} on “${title}”`,
      subtitle: newest.message,
      href,
      dueDate: null,
      ...(list.length > 1 ? { count: list.length } : {}),
    });
  }
  return items.sort(compareHomeItems).slice(0, HOME_ITEMS_PER_SOURCE);
}

/** GET /home/notifications (libs/contracts home.ts): unread activity per plan. */
@Controller('home/notifications')
export class HomeNotificationsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async home(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<HomeItem[]>> {
    const unread = await this.store.find<NotificationRecord>(
      NOTIFICATIONS,
      { userId: principal.userId, read: false },
      { sort: [['createdAt', 'desc']], limit: UNREAD_READ_LIMIT },
    );
    const planIds = [...new Set(unread.map((n) => n.actionPlanId).filter((id): id is number => id !== null))];
    const plans = planIds.length ? await this.store.find<PlanRecord>(PLANS, { planId: { in: planIds } }) : [];
    const titles = new Map(plans.filter((p) => !p.deleted).map((p) => [p.planId, p.title]));
    return { data: unreadActivity(unread, (id) => titles.get(id) ?? null) };
  }
}
