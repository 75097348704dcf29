import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  transitionRequestSchema,
  type ApiResponse,
  type TransitionRequest,
  type TransitionResult,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { responseIdPipe } from '../../http/esg-params';
import { SubmitResponseCommand } from './submit-response.command';

@Controller('responses')
export class SubmitResponseController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/submit')
  @HttpCode(200)
  async submit(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(transitionRequestSchema)) body: TransitionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TransitionResult>> {
    return {
      data: await this.commands.execute(new SubmitResponseCommand(principal, id, body)),
      message: 'Submitted for review',
    };
  }
}
