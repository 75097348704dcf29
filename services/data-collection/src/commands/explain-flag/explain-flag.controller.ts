import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  explainFlagRequestSchema,
  qualityFlagIdSchema,
  type ApiResponse,
  type ExplainFlagRequest,
  type QualityFlag,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { ExplainFlagCommand } from './explain-flag.command';

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
