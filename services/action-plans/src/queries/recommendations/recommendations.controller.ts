import type { RecommendationDetail } from '@esg/contracts';
import { presentChangeRequest } from '../../application/present';
import { IdPipe } from '@esg/platform';
import { Controller, Get, Param } from '@nestjs/common';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import type { Caller } from '../../application/access';
import { capabilities, type RecommendationView } from '../../application/present';
import { CHANGE_REQUESTS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { ChangeRequest } from '../../domain/discussion';
import { recommendationNotFound, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

@Controller('action-plan-recommendations')
export class RecommendationsController {
  constructor(private readonly workspace: PlanWorkspace) {}

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
