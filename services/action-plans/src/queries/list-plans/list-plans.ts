import { Controller, Get, Query } from '@nestjs/common';
import {
  ACTION_PLAN_ERRORS,
  actionPlanListQuerySchema,
  pageMeta,
  type ActionPlanListQuery,
  type ApiResponse,
} from '@esg/contracts';
import type { Filter } from '@esg/persistence';
import { ZodPipe } from '@esg/platform';
import { forbidden, type Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { Plan } from '../../domain/plan';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

const VISIBLE_TO_PORTFOLIO_COMPANY = { in: ['sent', 'published', 'signed-off'] };

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
    const { principal } = scope;
    const filter: Filter = {};
    if (scope.admin) {
      if (scope.actingCompanyId !== null) {
        const acting = await this.workspace.directory.company(scope.actingCompanyId);
        filter[acting?.type === 'pc' ? 'portfolioCompanyId' : 'gpCompanyId'] = scope.actingCompanyId;
      }
    } else if (principal.role === 'gp' && principal.companyId !== null) {
      filter.gpCompanyId = principal.companyId;
      if (scope.actingCompanyId !== principal.companyId) filter.portfolioCompanyId = scope.actingCompanyId;
    } else {
      if (query.viewing_as === 'gp')
        throw forbidden('A portfolio company cannot view action plans as the GP');
      filter.portfolioCompanyId = principal.companyId;
    }
    if (query.viewing_as === 'pc' || (!scope.admin && principal.role !== 'gp'))
      filter.status = VISIBLE_TO_PORTFOLIO_COMPANY;
    if (query.isPublished !== undefined) filter.isPublished = query.isPublished;
    if (query.esAdvisorUserId !== undefined) filter.esAdvisorUserId = query.esAdvisorUserId;

    const store = this.workspace.store;
    const total = await store.count(PLANS, filter);
    const plans = await store.find<Plan>(PLANS, filter, {
      sort: [['planId', 'desc']],
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const data = await Promise.all(
      plans.map(async (plan) => {
        const [recommendationCount, signedOffRecommendationCount] = await Promise.all([
          store.count(RECOMMENDATIONS, { planId: plan.planId }),
          store.count(RECOMMENDATIONS, { planId: plan.planId, status: 'signed-off' }),
        ]);
        return { ...presentPlan(plan), recommendationCount, signedOffRecommendationCount };
      }),
    );
    return { data, meta: pageMeta(query.page, query.perPage, total) };
  }
}
