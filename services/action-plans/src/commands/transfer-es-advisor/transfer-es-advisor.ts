import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  transferEsAdvisorRequestSchema,
  type ApiResponse,
  type TransferEsAdvisorRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { assertPlanOpen, illegal, type Plan } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { assertEsAdvisor } from '../create-plan/create-plan';

/** The GP, or the ES advisor handing over, names another GP user as the plan's ES advisor. */
export class TransferEsAdvisorCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: TransferEsAdvisorRequest,
  ) {
    super();
  }
}

@CommandHandler(TransferEsAdvisorCommand)
export class TransferEsAdvisorHandler implements ICommandHandler<TransferEsAdvisorCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: TransferEsAdvisorCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(
        w.access.draft,
        'Only the GP or the current ES advisor may transfer the ES advisor role',
      );
      assertPlanOpen(w.plan);
      if (w.plan.esAdvisorUserId === request.esAdvisorUserId)
        throw illegal(`User ${request.esAdvisorUserId} is already the ES advisor`);
      await assertEsAdvisor(this.workspace, w.tx, w.plan.gpCompanyId, request.esAdvisorUserId);
      const next: Plan = {
        ...w.plan,
        esAdvisorUserId: request.esAdvisorUserId,
        updatedAt: w.now,
        version: w.plan.version + 1,
      };
      await w.tx.put(PLANS, next);
      await w.tx.append([
        await this.workspace.planEvent(
          'action-plans.plan.es-advisor-transferred.v1',
          { ...w, plan: next },
          {
            title: next.title,
            before: w.plan.esAdvisorUserId,
            after: request.esAdvisorUserId,
          },
        ),
      ]);
      return presentPlan(next);
    });
  }
}

@Controller('action-plans')
export class TransferEsAdvisorController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/transfer-esadvisor')
  @FailureMessage(ACTION_PLAN_ERRORS.transferEsAdvisor)
  async transfer(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(transferEsAdvisorRequestSchema)) body: TransferEsAdvisorRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new TransferEsAdvisorCommand(caller, id, body)),
      message: 'ES advisor transferred successfully',
    };
  }
}
