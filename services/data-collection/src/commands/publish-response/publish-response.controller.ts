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
import { PublishResponseCommand } from './publish-response.command';

@Controller('responses')
export class PublishResponseController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/publish')
  @HttpCode(200)
  async publish(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(transitionRequestSchema)) body: TransitionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TransitionResult>> {
    return {
      data: await this.commands.execute(new PublishResponseCommand(principal, id, body)),
      message: 'Published',
    };
  }
}
