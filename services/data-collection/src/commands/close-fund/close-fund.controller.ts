import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { closeFundRequestSchema, type ApiResponse, type CloseFundRequest, type Fund } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { fundIdPipe } from '../../http/portfolio-params';
import { CloseFundCommand } from './close-fund.command';

@Controller('funds')
export class CloseFundController {
  constructor(private readonly commands: CommandBus) {}

  /** { closedOn?: YYYY-MM-DD, default today } -> 200 the closed fund; 409 already closed or positions after the date. */
  @Post(':fundId/close')
  @HttpCode(200)
  async close(
    @Param('fundId', fundIdPipe()) fundId: number,
    @Body(new ZodPipe(closeFundRequestSchema)) body: CloseFundRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Fund>> {
    return {
      data: await this.commands.execute(new CloseFundCommand(fundId, body.closedOn, principal)),
      message: 'Fund closed',
    };
  }
}
