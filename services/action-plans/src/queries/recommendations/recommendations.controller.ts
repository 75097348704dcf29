import type { RecommendationDetail } from '@esg/contracts';
import { presentChangeRequest } from '../../application/present';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ACTION_PLAN_ERRORS,
  paiActionsQuerySchema,
  type ApiResponse,
  type PaiAction,
  type PaiActionsQuery,
} from '@esg/contracts';
import type { Caller } from '../../application/access';
import { capabilities, type RecommendationView } from '../../application/present';
import { CHANGE_REQUESTS, PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { visiblePlansFilter } from '../../application/visible-plans';
import type { Plan } from '../../domain/plan';
import type { ChangeRequest } from '../../domain/discussion';
import { recommendationNotFound, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

@Controller('action-plan-recommendations')
export class RecommendationsController {
  constructor(private readonly workspace: PlanWorkspace) {}

  /**
   * GET /action-plan-recommendations/pai-actions[?indicatorId=T1-1]: the recommendations of the plans the
   * caller may see (as GET /action-plans lists them) that address PAI indicators, for the PAI report's
   * Actions column (issue 10, ADR 0055). Declared before `:id` so the word is not read as an id.
   */
  @Get('pai-actions')
  @FailureMessage(ACTION_PLAN_ERRORS.recommendations)
  async paiActions(
    @Query(new ZodPipe(paiActionsQuerySchema)) query: PaiActionsQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PaiAction[]>> {
    const scope = await this.workspace.access.scope(caller);
    const store = this.workspace.store;
    const plans = await store.find<Plan>(PLANS, await visiblePlansFilter(scope, this.workspace.directory));
    if (plans.length === 0) return { data: [] };
    const byId = new Map(plans.map((p) => [p.planId, p]));
    const recs = (
      await store.find<Recommendation>(
        RECOMMENDATIONS,
        { planId: { in: [...byId.keys()] } },
        { sort: [['recommendationId', 'asc']] },
      )
    ).filter((rec) => {
      const ids = rec.paiIndicatorIds ?? [];
      return query.indicatorId === undefined ? ids.length > 0 : ids.includes(query.indicatorId);
    });
    const names = new Map<number, string | null>();
    for (const id of new Set(recs.map((r) => r.portfolioCompanyId)))
      names.set(id, (await this.workspace.directory.company(id))?.name ?? null);
    return {
      data: recs.map((rec) => {
        const plan = byId.get(rec.planId)!;
        return {
          recommendationId: rec.recommendationId,
          actionPlanId: plan.planId,
          actionPlanTitle: plan.title,
          year: plan.year,
          portfolioCompanyId: rec.portfolioCompanyId,
          portfolioCompanyName: names.get(rec.portfolioCompanyId) ?? null,
          title: rec.title,
          description: rec.description,
          status: rec.status,
          dueDate: rec.dueDate,
          paiIndicatorIds: rec.paiIndicatorIds ?? [],
        };
      }),
    };
  }

  /** GET /action-plan-recommendations/{planId}/all */
  @Get(':id/all')
  @FailureMessage(ACTION_PLAN_ERRORS.recommendations)
  async all(
    @Param('id', new IdPipe()) planId: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView[]>> {
    const scope = await this.workspace.access.scope(caller);
    const store = this.workspace.store;
    const access = await this.workspace.access.plan(scope, planId, store);
    const recs = await store.find<Recommendation>(
      RECOMMENDATIONS,
      { planId },
      { sort: [['recommendationId', 'asc']] },
    );
    return {
      data: await Promise.all(recs.map((rec) => this.workspace.presentWithCounts(store, rec, access))),
    };
  }

  /** GET /action-plan-recommendations/{id}: with its change requests and what the caller may do. */
  @Get(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.recommendations)
  async detail(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationDetail>> {
    const scope = await this.workspace.access.scope(caller);
    const store = this.workspace.store;
    const rec = await store.get<Recommendation>(RECOMMENDATIONS, String(id));
    if (!rec) throw recommendationNotFound(id);
    const access = await this.workspace.access.plan(scope, rec.planId, store);
    const changeRequests = await store.find<ChangeRequest>(
      CHANGE_REQUESTS,
      { recommendationId: id },
      { sort: [['changeRequestId', 'desc']] },
    );
    return {
      data: {
        ...(await this.workspace.presentWithCounts(store, rec, access)),
        actionPlan: { id: access.plan.planId, title: access.plan.title, status: access.plan.status },
        changeRequests: changeRequests.map(presentChangeRequest),
        capabilities: capabilities(access),
      },
    };
  }
}
