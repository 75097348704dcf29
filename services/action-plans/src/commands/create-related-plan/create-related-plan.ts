import { Body, Controller, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  createRelatedActionPlanRequestSchema,
  type ApiResponse,
  type CreateRelatedActionPlanRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import type { Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PlanWorkspace } from '../../application/workspace';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { createPlan } from '../create-plan/create-plan';

/** POST /action-plans/{id}: a follow-up draft for the same portfolio company, linked to the plan it follows. */
export class CreateRelatedPlanCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: CreateRelatedActionPlanRequest,
  ) {
    super();
  }
}

@CommandHandler(CreateRelatedPlanCommand)
export class CreateRelatedPlanHandler implements ICommandHandler<CreateRelatedPlanCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: CreateRelatedPlanCommand): Promise<PlanView> {
    const plan = await this.workspace.onPlan(caller, planId, ({ tx, scope, plan: original }) =>
      createPlan(
        this.workspace,
        this.workspace.access,
        scope,
        tx,
        {
          title: request.title ?? `${original.title} (${(request.year ?? original.year + 1).toString()})`,
          description: request.description ?? original.description,
          portfolioCompanyId: original.portfolioCompanyId,
          reportingCycle: request.reportingCycle ?? original.reportingCycle,
          year: request.year ?? Math.min(original.year + 1, 2100),
          facilityIds: request.facilityIds ?? original.facilityIds,
          esAdvisorUserId: original.esAdvisorUserId,
          assignedUserIds: original.assignedUserIds,
        },
        original.planId,
      ),
    );
    return presentPlan(plan);
  }
}

@Controller('action-plans')
export class CreateRelatedPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.createRelated)
  async create(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(createRelatedActionPlanRequestSchema)) body: CreateRelatedActionPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new CreateRelatedPlanCommand(caller, id, body)),
      message: 'Related action plan created successfully',
    };
  }
}
