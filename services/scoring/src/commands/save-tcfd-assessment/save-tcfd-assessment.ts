import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  periodSchema,
  saveTcfdAssessmentRequestSchema,
  type ApiResponse,
  type SaveTcfdAssessmentRequest,
  type TcfdAnswer,
  type TcfdAssessmentView,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import { scoreTcfd } from '../../domain/tcfd/score-tcfd';
import {
  assessmentId,
  presentAssessment,
  savedAssessment,
  TCFD_ASSESSMENTS,
  type TcfdAssessmentRecord,
} from '../../domain/tcfd/tcfd-assessment';
import { companyIdParam } from '../../http/params';
import { tcfdQuestionnaire } from '../../infrastructure/reference-files';

/** Scores and stores a company's TCFD answers for a period; also used by the demo seed. */
export async function saveTcfdAssessment(
  store: Store,
  input: { companyId: number; period: string; answers: TcfdAnswer[]; by: number },
  now = new Date().toISOString(),
): Promise<TcfdAssessmentRecord> {
  const result = scoreTcfd(tcfdQuestionnaire(), input.answers, now);
  return store.transaction(async (tx) => {
    const current = await tx.get<TcfdAssessmentRecord>(
      TCFD_ASSESSMENTS,
      assessmentId(input.companyId, input.period),
    );
    const record = savedAssessment(current, { ...input, result, now });
    await tx.put(TCFD_ASSESSMENTS, record);
    return record;
  });
}

export class SaveTcfdAssessmentCommand extends Command<TcfdAssessmentView> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly period: string,
    readonly request: SaveTcfdAssessmentRequest,
  ) {
    super();
  }
}

@CommandHandler(SaveTcfdAssessmentCommand)
export class SaveTcfdAssessmentHandler implements ICommandHandler<SaveTcfdAssessmentCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: ClimateAccess,
  ) {}

  async execute({
    principal,
    companyId,
    period,
    request,
  }: SaveTcfdAssessmentCommand): Promise<TcfdAssessmentView> {
    await this.access.assertTcfdWrite(principal, companyId);
    const record = await saveTcfdAssessment(this.store, {
      companyId,
      period,
      answers: request.answers,
      by: principal.userId,
    });
    return presentAssessment(record);
  }
}

@Controller('tcfd-assessments')
export class SaveTcfdAssessmentController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':companyId/:period')
  async save(
    @Param('companyId', companyIdParam) companyId: number,
    @Param('period', new ZodPipe(periodSchema)) period: string,
    @Body(new ZodPipe(saveTcfdAssessmentRequestSchema)) body: SaveTcfdAssessmentRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TcfdAssessmentView>> {
    return {
      data: await this.commands.execute(new SaveTcfdAssessmentCommand(principal, companyId, period, body)),
      message: 'TCFD assessment saved',
    };
  }
}
