import type { PlanDetail, PlanUser } from '@esg/contracts';
import { IdPipe } from '@esg/platform';
import { Controller, Get, Param } from '@nestjs/common';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import type { Caller } from '../../application/access';
import { capabilities, presentPlan } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { Recommendation } from '../../domain/recommendation';
import { presentUser } from '../../infrastructure/directory';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** GET /action-plans/{id}: the plan with its recommendations, people, facilities and what the caller may do. */
@Controller('action-plans')
export class PlanDetailController {
  constructor(private readonly workspace: PlanWorkspace) {}

  @Get(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.detail)
  async detail(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanDetail>> {
    const scope = await this.workspace.access.scope(caller);
    const store = this.workspace.store;
    const access = await this.workspace.access.plan(scope, id, store);
    const { plan } = access;
    const directory = this.workspace.directory;
    const [portfolioCompany, gpCompany, esAdvisor, assigned, recs, facilities] = await Promise.all([
      directory.company(plan.portfolioCompanyId),
      directory.company(plan.gpCompanyId),
      directory.user(plan.esAdvisorUserId),
      directory.users(plan.assignedUserIds),
      store.find<Recommendation>(
        RECOMMENDATIONS,
        { planId: plan.planId },
        { sort: [['recommendationId', 'asc']] },
      ),
      store.find<{ id: string; facilityId: number; name: string }>('facilities', {
        companyId: plan.portfolioCompanyId,
      }),
    ]);
    const recommendations = await Promise.all(
      recs.map((rec) => this.workspace.presentWithCounts(store, rec, access)),
    );
    return {
      data: {
        ...presentPlan(plan),
        portfolioCompany: portfolioCompany && { id: portfolioCompany.companyId, name: portfolioCompany.name },
        gpCompany: gpCompany && { id: gpCompany.companyId, name: gpCompany.name },
        esAdvisor: esAdvisor && presentUser(esAdvisor),
        assignedUsers: assigned.map(presentUser),
        facilities: facilities
          .filter((f) => plan.facilityIds.includes(f.facilityId))
          .map((f) => ({ id: f.facilityId, name: f.name })),
        recommendations,
        capabilities: capabilities(access),
      },
    };
  }

  /** The GP users of the plan's GP company: candidates for ES advisor and for assignment. */
  @Get(':id/gp-users')
  @FailureMessage(ACTION_PLAN_ERRORS.gpUsers)
  async gpUsers(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanUser[]>> {
    const scope = await this.workspace.access.scope(caller);
    const { plan } = await this.workspace.access.plan(scope, id, this.workspace.store);
    const users = await this.workspace.directory.usersOfCompany(plan.gpCompanyId);
    return { data: users.filter((u) => u.role === 'gp').map(presentUser) };
  }
}
