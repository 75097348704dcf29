import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  reopenRequestSchema,
  type ApiResponse,
  type ReopenRequest,
  type TransitionResult,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { responseIdPipe } from '../../http/esg-params';
import { ReopenResponseCommand } from './reopen-response.command';

@Controller('responses')
export class ReopenResponseController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reopen')
  @HttpCode(200)
  async reopen(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(reopenRequestSchema)) body: ReopenRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TransitionResult>> {
    return {
      data: await this.commands.execute(new ReopenResponseCommand(principal, id, body)),
      message: 'Reopened',
    };
  }
}
