import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  qualityFlagIdSchema,
  resolveFlagRequestSchema,
  type ApiResponse,
  type QualityFlag,
  type ResolveFlagRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { currentFlag, flagResolvedEvent, stateFor } from '../../application/quality/flag-states';
import {
  PortfolioQuality,
  QUALITY_FLAG_STATES,
  type FlagStateDoc,
} from '../../application/quality/portfolio-quality';
import { ownInvestor } from '../../application/quality/quality-access';
import { userName } from '../../application/transitions';
import { Requires } from '../../http/requires';

/**
 * PUT /quality/flags/{flagId}/resolution (issue 27, rule 126): the investor's team accepts a flagged value
 * as it stands (with a comment), or opens the flag again. A resolution belongs to the value's version: a
 * new version of the value opens the flag again by itself.
 */
export class ResolveFlagCommand extends Command<QualityFlag> {
  constructor(
    readonly principal: Principal,
    readonly flagId: string,
    readonly request: ResolveFlagRequest,
  ) {
    super();
  }
}

@CommandHandler(ResolveFlagCommand)
export class ResolveFlagHandler implements ICommandHandler<ResolveFlagCommand> {
  constructor(private readonly quality: PortfolioQuality) {}

  async execute({ principal, flagId, request }: ResolveFlagCommand): Promise<QualityFlag> {
    const investor = await ownInvestor(this.quality.store, principal);
    return this.quality.store.transaction(async (tx) => {
      const flag = await currentFlag(tx, this.quality, flagId, investor.companyId, 'investor');
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      const comment = request.comment?.trim() || null;
      const state = await stateFor(tx, flag);
      const resolution =
        request.action === 'accepted'
          ? {
              action: 'accepted' as const,
              comment,
              byId: principal.userId,
              byName,
              at: now,
              investorId: investor.companyId,
            }
          : null;
      await tx.put<FlagStateDoc>(QUALITY_FLAG_STATES, {
        ...state,
        resolution,
        history: [
          ...state.history,
          {
            kind: request.action,
            text: comment,
            byId: principal.userId,
            byName,
            at: now,
            valueVersionId: flag.valueVersionId,
          },
        ],
      });
      await tx.append([
        flagResolvedEvent(flag, investor.companyId, request.action, comment, principal.userId, now),
      ]);
      const { investorId: _investorId, ...shown } = resolution ?? { investorId: 0 };
      return {
        ...flag,
        resolution: resolution ? (shown as NonNullable<QualityFlag['resolution']>) : null,
        status: resolution ? 'resolved' : flag.explanation ? 'explained' : 'open',
      };
    });
  }
}

@Controller('quality')
export class ResolveFlagController {
  constructor(private readonly commands: CommandBus) {}

  @Put('flags/:flagId/resolution')
  @Requires('quality.review', 'resolve a flagged value')
  async resolve(
    @Param('flagId', new ZodPipe(qualityFlagIdSchema)) flagId: string,
    @Body(new ZodPipe(resolveFlagRequestSchema)) body: ResolveFlagRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<QualityFlag>> {
    return {
      data: await this.commands.execute(new ResolveFlagCommand(principal, flagId, body)),
      message: body.action === 'accepted' ? 'Flag resolved' : 'Flag opened again',
    };
  }
}
