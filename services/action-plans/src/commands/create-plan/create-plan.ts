import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  createActionPlanRequestSchema,
  type ApiResponse,
  type CreateActionPlanRequest,
} from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import { DomainError, STORE, ZodPipe } from '@esg/platform';
import { ActionPlansAccess, forbidden, type Caller, type Scope } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import type { Plan } from '../../domain/plan';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

export class CreatePlanCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly request: CreateActionPlanRequest,
    readonly relatedPlanId: number | null = null,
  ) {
    super();
  }
}

/** Checks that users named on a plan exist and belong to the GP or the portfolio company. */
export async function assertPlanUsers(
  workspace: PlanWorkspace,
  tx: Transaction,
  plan: Pick<Plan, 'gpCompanyId' | 'portfolioCompanyId'>,
  userIds: readonly number[],
): Promise<void> {
  const users = await workspace.directory.users(userIds, tx);
  const unknown = userIds.filter((id) => !users.some((u) => u.userId === id));
  if (unknown.length) throw new DomainError('USER.NOT_FOUND', `User ${unknown.join(', ')} was not found`);
  const outside = users.filter(
    (u) => u.companyId !== plan.gpCompanyId && u.companyId !== plan.portfolioCompanyId,
  );
  if (outside.length)
    throw new DomainError(
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
  if (!user) throw new DomainError('USER.NOT_FOUND', `User ${userId} was not found`);
  if (user.companyId !== gpCompanyId || user.role !== 'gp')
    throw new DomainError(
      'ACTION_PLAN.VALIDATION',
      `User ${userId} is not a GP user of company ${gpCompanyId}`,
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
  if (!pc) throw new DomainError('COMPANY.NOT_FOUND', `Company ${request.portfolioCompanyId} was not found`);
  if (pc.parent_id !== gpCompanyId)
    throw forbidden(`Company ${pc.companyId} is not a portfolio company of yours`);
  if (scope.actingCompanyId !== gpCompanyId && scope.actingCompanyId !== pc.companyId)
    throw forbidden(
      `Action plans for company ${pc.companyId} cannot be created while acting for company ${scope.actingCompanyId}`,
    );
  if (!(await access.featureEnabled(pc.companyId, tx)))
    throw new DomainError(
      'ACTION_PLAN.ACCESS_DENIED',
      'Access denied: Feature is_action_plan_enabled not enabled',
    );
  const facilities = await tx.find<{ id: string; facilityId: number; companyId: number }>('facilities', {
    companyId: pc.companyId,
  });
  const unknownFacilities = request.facilityIds.filter((id) => !facilities.some((f) => f.facilityId === id));
  if (unknownFacilities.length)
    throw new DomainError(
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

@Controller('action-plans')
export class CreatePlanController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @FailureMessage(ACTION_PLAN_ERRORS.create)
  async create(
    @Body(new ZodPipe(createActionPlanRequestSchema)) body: CreateActionPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new CreatePlanCommand(caller, body)),
      message: ACTION_PLAN_SUCCESS.created,
    };
  }
}
