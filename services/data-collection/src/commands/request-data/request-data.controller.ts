import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createResponseRequestSchema,
  type ApiResponse,
  type CreateResponseRequest,
  type ResponseSummary,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { RequestDataCommand } from './request-data.command';

@Controller('responses')
export class RequestDataController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  async request(
    @Body(new ZodPipe(createResponseRequestSchema)) body: CreateResponseRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseSummary>> {
    return {
      data: await this.commands.execute(new RequestDataCommand(principal, body)),
      message: 'Data requested successfully',
    };
  }
}
