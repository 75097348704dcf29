import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  acceptUnflaggedRequestSchema,
  type AcceptUnflaggedRequest,
  type AcceptUnflaggedResult,
  type ApiResponse,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { responseIdPipe } from '../../http/esg-params';
import { AcceptUnflaggedCommand } from './accept-unflagged.command';

@Controller('responses')
export class AcceptUnflaggedController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/accept-unflagged')
  @HttpCode(200)
  async accept(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(acceptUnflaggedRequestSchema)) body: AcceptUnflaggedRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<AcceptUnflaggedResult>> {
    const result = await this.commands.execute(new AcceptUnflaggedCommand(principal, id, body));
    return {
      data: result,
      message: `${result.decisions.length} unflagged value${result.decisions.length === 1 ? '' : 's'} accepted`,
    };
  }
}
