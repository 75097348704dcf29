import { type CreateActionPlanRequest } from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ActionPlansAccess, forbidden, type Scope } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import type { Plan } from '../../domain/plan';
import { CreatePlanCommand } from './create-plan.command';
/** Checks that users named on a plan exist and belong to the GP or the portfolio company. */
export async function assertPlanUsers(
  workspace: PlanWorkspace,
  tx: Transaction,
  plan: Pick<Plan, 'gpCompanyId' | 'portfolioCompanyId'>,
  userIds: readonly number[],
): Promise<void> {
  const users = await workspace.directory.users(userIds, tx);
  const unknown = userIds.filter((id) => !users.some((u) => u.userId === id));
  if (unknown.length) throw actionPlansError('USER.NOT_FOUND', `User ${unknown.join(', ')} was not found`);
  const outside = users.filter(
    (u) => u.companyId !== plan.gpCompanyId && u.companyId !== plan.portfolioCompanyId,
  );
  if (outside.length)
    throw actionPlansError(
      'ACTION_PLAN.VALIDATION',
      `User ${outside.map((u) => u.userId).join(', ')} is not a user of the GP or the portfolio company`,
    );
}

/** The ES advisor is a GP-side user of the plan's GP company. */
export async function assertEsAdvisor(
  workspace: PlanWorkspace,
  tx: Transaction,
  gpCompanyId: number,
  userId: number,
): Promise<void> {
  const user = await workspace.directory.user(userId, tx);
  if (!user) throw actionPlansError('USER.NOT_FOUND', `User ${userId} was not found`);
  if (user.companyId !== gpCompanyId || user.role !== 'gp')
    throw actionPlansError(
      'ACTION_PLAN.VALIDATION',
      `User ${userId} is not a GP user of company ${gpCompanyId}`,
    );
  // Outside parties read only; of them, only a Consultant may be trusted with drafting a plan.
  if (user.permission === 'Coinvestor' || user.permission === 'Contributor')
    throw actionPlansError(
      'ACTION_PLAN.VALIDATION',
      `User ${userId} is a ${user.permission} and cannot be the ES advisor`,
    );
}

/** A GP (not Coinvestor or Consultant) creates a plan for one of its portfolio companies. */
export async function createPlan(
  workspace: PlanWorkspace,
  access: ActionPlansAccess,
  scope: Scope,
  tx: Transaction,
  request: CreateActionPlanRequest,
  relatedPlanId: number | null,
): Promise<Plan> {
  const { principal } = scope;
  if (!scope.mayCreate || principal.companyId === null)
    throw forbidden(`${principal.permission ?? principal.role} cannot create action plans`);
  const gpCompanyId = principal.companyId;
  const pc = await workspace.directory.company(request.portfolioCompanyId, tx);
  if (!pc) throw actionPlansError('COMPANY.NOT_FOUND', `Company ${request.portfolioCompanyId} was not found`);
  if (pc.parent_id !== gpCompanyId)
    throw forbidden(`Company ${pc.companyId} is not a portfolio company of yours`);
  if (scope.actingCompanyId !== gpCompanyId && scope.actingCompanyId !== pc.companyId)
    throw forbidden(
      `Action plans for company ${pc.companyId} cannot be created while acting for company ${scope.actingCompanyId}`,
    );
  if (!(await access.featureEnabled(pc.companyId, tx)))
    throw actionPlansError(
      'ACTION_PLAN.ACCESS_DENIED',
      'Access denied: Feature is_action_plan_enabled not enabled',
    );
  const facilities = await tx.find<{ id: string; facilityId: number; companyId: number }>('facilities', {
    companyId: pc.companyId,
  });
  const unknownFacilities = request.facilityIds.filter((id) => !facilities.some((f) => f.facilityId === id));
  if (unknownFacilities.length)
    throw actionPlansError(
      'FACILITY.NOT_FOUND',
      `Facility ${unknownFacilities.join(', ')} of company ${pc.companyId} was not found`,
    );
  const plan0 = { gpCompanyId, portfolioCompanyId: pc.companyId };
  await assertPlanUsers(workspace, tx, plan0, request.assignedUserIds);
  if (request.esAdvisorUserId) await assertEsAdvisor(workspace, tx, gpCompanyId, request.esAdvisorUserId);

  const now = new Date().toISOString();
  const planId = await tx.nextId(PLANS);
  const plan: Plan = {
    id: String(planId),
    planId,
    title: request.title,
    description: request.description,
    portfolioCompanyId: pc.companyId,
    gpCompanyId,
    reportingCycle: request.reportingCycle,
    year: request.year,
    facilityIds: [...new Set(request.facilityIds)],
    status: 'draft',
    isPublished: false,
    esAdvisorUserId: request.esAdvisorUserId ?? null,
    assignedUserIds: [...new Set(request.assignedUserIds)],
    additionalCommentary: null,
    relatedPlanId,
    createdBy: principal.userId,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    publishedAt: null,
    signedOffAt: null,
    signedOffBy: null,
    signOffMessage: null,
    version: 1,
  };
  await tx.insert(PLANS, plan);
  await tx.append([
    await workspace.planEvent(
      'action-plans.plan.created.v1',
      { tx, plan, actorId: principal.userId },
      {
        title: plan.title,
        status: plan.status,
        reportingCycle: plan.reportingCycle,
        year: plan.year,
        esAdvisorUserId: plan.esAdvisorUserId,
        assignedUserIds: plan.assignedUserIds,
        relatedPlanId,
      },
    ),
  ]);
  return plan;
}

@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly workspace: PlanWorkspace,
    private readonly access: ActionPlansAccess,
  ) {}

  async execute({ caller, request, relatedPlanId }: CreatePlanCommand): Promise<PlanView> {
    const scope = await this.access.scope(caller);
    const plan = await this.store.transaction((tx) =>
      createPlan(this.workspace, this.access, scope, tx, request, relatedPlanId),
    );
    return presentPlan(plan);
  }
}
