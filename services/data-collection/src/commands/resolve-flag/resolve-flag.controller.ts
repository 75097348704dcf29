import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  qualityFlagIdSchema,
  resolveFlagRequestSchema,
  type ApiResponse,
  type QualityFlag,
  type ResolveFlagRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { ResolveFlagCommand } from './resolve-flag.command';

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
