import { Controller, Get, Query } from '@nestjs/common';
import {
  ACTION_PLAN_ERRORS,
  actionPlanListQuerySchema,
  pageMeta,
  type ActionPlanListQuery,
  type ApiResponse,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import type { Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { visiblePlansFilter } from '../../application/visible-plans';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { countsOf, PLAN_SUMMARIES, type PlanSummary } from '../../projections/plan-summaries.projection';
import type { Plan } from '../../domain/plan';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/**
 * GET /action-plans: the plans the caller may see, 10 a page. A GP sees the plans of its company,
 * narrowed to one portfolio company by X-Company-ID; viewing_as=pc shows them as the portfolio
 * company does (no drafts). A portfolio company sees its own plans once sent.
 */
@Controller('action-plans')
export class ListPlansController {
  constructor(private readonly workspace: PlanWorkspace) {}

  @Get()
  @FailureMessage(ACTION_PLAN_ERRORS.list)
  async list(
    @Query(new ZodPipe(actionPlanListQuerySchema)) query: ActionPlanListQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<
    ApiResponse<Array<PlanView & { recommendationCount: number; signedOffRecommendationCount: number }>>
  > {
    const scope = await this.workspace.access.scope(caller);
    const filter = await visiblePlansFilter(scope, this.workspace.directory, query.viewing_as);
    if (query.isPublished !== undefined) filter.isPublished = query.isPublished;
    if (query.esAdvisorUserId !== undefined) filter.esAdvisorUserId = query.esAdvisorUserId;

    const store = this.workspace.store;
    const total = await store.count(PLANS, filter);
    const plans = await store.find<Plan>(PLANS, filter, {
      sort: [['planId', 'desc']],
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    // The counts come from the plan-summaries read model: one query for the page, not two per plan.
    const summaries = plans.length
      ? await store.find<PlanSummary>(PLAN_SUMMARIES, { planId: { in: plans.map((p) => p.planId) } })
      : [];
    const byPlan = new Map(summaries.map((s) => [s.planId, s]));
    const data = plans.map((plan) => ({
      ...presentPlan(plan),
      ...countsOf(byPlan.get(plan.planId) ?? null),
    }));
    return { data, meta: pageMeta(query.page, query.perPage, total) };
  }
}
