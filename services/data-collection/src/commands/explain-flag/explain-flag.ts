import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  createEvent,
  explainFlagRequestSchema,
  qualityFlagIdSchema,
  type ApiResponse,
  type ExplainFlagRequest,
  type QualityFlag,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { currentFlag, stateFor } from '../../application/quality/flag-states';
import {
  PortfolioQuality,
  QUALITY_FLAG_STATES,
  type FlagStateDoc,
} from '../../application/quality/portfolio-quality';
import { parseFlagId } from '../../application/quality/quality-access';
import { userName } from '../../application/transitions';
import type { Company } from '../../domain/company';
import { Requires } from '../../http/requires';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * PUT /quality/flags/{flagId}/explanation (issue 27, rule 127): the reporting company says why a flagged
 * value is right. The explanation belongs to the value's current version; the investor sees it beside the
 * flag and resolves it (or returns the value in review).
 */
export class ExplainFlagCommand extends Command<QualityFlag> {
  constructor(
    readonly principal: Principal,
    readonly flagId: string,
    readonly request: ExplainFlagRequest,
  ) {
    super();
  }
}

@CommandHandler(ExplainFlagCommand)
export class ExplainFlagHandler implements ICommandHandler<ExplainFlagCommand> {
  constructor(private readonly quality: PortfolioQuality) {}

  async execute({ principal, flagId, request }: ExplainFlagCommand): Promise<QualityFlag> {
    const { companyId } = parseFlagId(flagId);
    // Another tenant's flag looks like one that does not exist.
    if (companyId === null || principal.companyId !== companyId)
      throw dataCollectionError('QUALITY_FLAG.NOT_FOUND', `Flag ${flagId} was not found`);
    return this.quality.store.transaction(async (tx) => {
      const company = await tx.get<Company>('companies', String(companyId));
      if (!company) throw dataCollectionError('QUALITY_FLAG.NOT_FOUND', `Flag ${flagId} was not found`);
      const investorId = company.parent_id ?? company.companyId;
      const flag = await currentFlag(
        tx,
        this.quality,
        flagId,
        investorId,
        'company',
        company.parent_id === null ? [company] : undefined,
      );
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      const explanation = {
        text: request.text,
        byId: principal.userId,
        byName,
        at: now,
        source: 'flag' as const,
      };
      const state = await stateFor(tx, flag);
      await tx.put<FlagStateDoc>(QUALITY_FLAG_STATES, {
        ...state,
        explanation,
        history: [
          ...state.history,
          {
            kind: 'explained',
            text: request.text,
            byId: principal.userId,
            byName,
            at: now,
            valueVersionId: flag.valueVersionId,
          },
        ],
      });
      await tx.append([
        createEvent({
          type: 'data-collection.quality-flag.explained.v1',
          source: 'data-collection',
          subject: flag.id,
          companyId,
          actorId: principal.userId,
          data: {
            flagId: flag.id,
            companyId,
            investorId,
            period: flag.period,
            metricCode: flag.metricCode,
            check: flag.check,
            valueVersionId: flag.valueVersionId,
            actorId: principal.userId,
            at: now,
            text: request.text,
          },
        }),
      ]);
      return {
        ...flag,
        explanation,
        status: state.resolution ? 'resolved' : 'explained',
      };
    });
  }
}

@Controller('quality')
export class ExplainFlagController {
  constructor(private readonly commands: CommandBus) {}

  @Put('flags/:flagId/explanation')
  @Requires('quality.explain', 'explain a flagged value')
  async explain(
    @Param('flagId', new ZodPipe(qualityFlagIdSchema)) flagId: string,
    @Body(new ZodPipe(explainFlagRequestSchema)) body: ExplainFlagRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<QualityFlag>> {
    return {
      data: await this.commands.execute(new ExplainFlagCommand(principal, flagId, body)),
      message: 'Explanation saved',
    };
  }
}
