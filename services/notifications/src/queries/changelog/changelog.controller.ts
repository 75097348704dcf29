import { notificationsError } from '../../domain/notifications.errors';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  changelogQuerySchema,
  pageMeta,
  type ApiResponse,
  type ChangelogEntryView,
  type ChangelogQuery,
} from '@esg/contracts';
import type { Filter, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { CHANGELOG, PLANS, USERS } from '../../infrastructure/migrations';
import type { ChangelogRecord, PlanRecord, UserRecord } from '../../infrastructure/records';

/**
 * Who may read a plan's change log, as docs/action-plans.md says who may see the plan: the investor
 * side (gp-role users of the GP company) and the admin see everything; the portfolio company's users
 * see it once the plan is no longer a draft, without internal-note entries. Others: 403; unknown: 404.
 */
export function changelogAudience(principal: Principal, plan: PlanRecord | null): 'investor' | 'pc' {
  if (!plan || plan.deleted) {
    throw notificationsError('CHANGELOG.NOT_FOUND', `Action plan ${plan?.planId ?? ''} was not found`.trim());
  }
  if (principal.role === 'admin') return 'investor';
  if (principal.role === 'gp' && principal.companyId === plan.gpCompanyId) return 'investor';
  if (principal.companyId === plan.portfolioCompanyId && plan.status !== 'draft') return 'pc';
  throw notificationsError('CHANGELOG.FORBIDDEN', `You may not see action plan ${plan.planId}`);
}

/** GET /changelog?actionPlanId=: the plan's changes, newest first, 10 a page. */
@Controller('changelog')
export class ChangelogController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get()
  async list(
    @Query(new ZodPipe(changelogQuerySchema)) query: ChangelogQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ChangelogEntryView[]>> {
    const plan = await this.store.get<PlanRecord>(PLANS, String(query.actionPlanId));
    if (!plan)
      throw notificationsError('CHANGELOG.NOT_FOUND', `Action plan ${query.actionPlanId} was not found`);
    const own = changelogAudience(principal, plan);
    const audience = query.viewing_as === 'pc' ? 'pc' : own;
    // The portfolio company sees nothing of a draft: neither does the investor side viewing as it.
    if (audience === 'pc' && plan.status === 'draft')
      return { data: [], meta: pageMeta(query.page, query.perPage, 0) };
    const filter: Filter = { actionPlanId: query.actionPlanId };
    // Internal-note entries are the GP team's: not for the portfolio company, nor for outside parties.
    if (audience === 'pc' || principal.permission !== null) filter.investorOnly = false;
    const [total, rows] = await Promise.all([
      this.store.count(CHANGELOG, filter),
      this.store.find<ChangelogRecord>(CHANGELOG, filter, {
        sort: [
          ['at', 'desc'],
          ['id', 'desc'],
        ],
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      }),
    ]);
    const actorIds = [...new Set(rows.map((r) => r.actorId))];
    const actors = actorIds.length
      ? await this.store.find<UserRecord>(USERS, { userId: { in: actorIds } })
      : [];
    const names = new Map(actors.map((a) => [a.userId, a.name]));
    return {
      data: rows.map((r) => ({
        id: r.id,
        actionPlanId: r.actionPlanId,
        recommendationId: r.recommendationId,
        recommendationTitle: r.recommendationTitle,
        eventType: r.eventType,
        summary: r.summary,
        actor: { id: r.actorId, name: names.get(r.actorId) ?? null },
        changes: r.changes,
        details: r.details,
        at: r.at,
      })),
      meta: pageMeta(query.page, query.perPage, total),
    };
  }
}
