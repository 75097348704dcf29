import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateFundRequestSchema, type ApiResponse, type Fund, type UpdateFundRequest } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { fundIdPipe } from '../../http/portfolio-params';
import { UpdateFundCommand } from './update-fund.command';

@Controller('funds')
export class UpdateFundController {
  constructor(private readonly commands: CommandBus) {}

  /** 200 the fund; 403; 404 unknown fund; 409 closed fund or name taken; 422 holdings refused. */
  @Patch(':fundId')
  async update(
    @Param('fundId', fundIdPipe()) fundId: number,
    @Body(new ZodPipe(updateFundRequestSchema)) body: UpdateFundRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Fund>> {
    return {
      data: await this.commands.execute(new UpdateFundCommand(fundId, body, principal)),
      message: 'Fund updated',
    };
  }
}
